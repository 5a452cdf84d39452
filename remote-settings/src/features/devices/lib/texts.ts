/** Texts of the devices page. Spec texts verbatim; the rest are the product's. */
export const DEVICES_TEXTS = {
  title: 'Authorized Devices',
  titleWithWatchZones: 'Which cameras should be monitored?',
  description:
    'Choose the cameras and doorbells guards monitor. Guards only access enrolled devices while your system is armed and a person is detected.',
  outdoor: 'Eligible Outdoor Devices',
  indoor: 'Eligible Indoor Devices',
  ineligible: 'Ineligible Devices',
  noOutdoor: 'No Eligible Outdoor Devices',
  noIndoor: 'No Eligible Indoor Devices',
  privacyZones:
    "Privacy Zones are on for this device: guards can't see the areas they cover. Review them in the provider's mobile app.",
  onvif:
    'This camera is not made by the provider. Two-way talk and sirens are not supported on it, and the owner is solely responsible for its use with Virtual Security Guard.',
  lastTitle: 'No Authorized Devices',
  lastBody:
    'Virtual Security Guard cannot monitor your location without at least one authorized device. Guards will stop monitoring until you enroll a device again.',
  lastConfirm: 'Deauthorize Device',
} as const;

import type { AlertCategoryKey } from 'shared-contracts/entities';

/** Texts of the alert preferences page. Spec texts verbatim; the rest are the product's. */
export const ALERT_TEXTS = {
  title: 'Alert Preferences',
  description: 'Choose who gets a call or a text for each kind of event guards review.',
  contact: 'Contact',
  notAvailable: 'Not available',
  banner:
    'Each alert includes a link to the event video, which only shared users and the owner can open.',
  manageSharedUsers: 'Manage Shared Users',
  manageContacts: 'Manage Emergency Contacts',
  noContactsHelp: 'Add emergency contacts to choose who is alerted.',
  save: 'Save',
  unsavedWhat: 'your alert preferences',
  saved: 'Alert preferences saved.',
  fixed: 'Always on',
} as const;

export const CATEGORY_TEXTS: Readonly<
  Record<AlertCategoryKey, { title: string; description: string }>
> = {
  emergency: {
    title: 'Emergency',
    description: 'A guard requested emergency dispatch. Always sent to every contact.',
  },
  indoorPersonDetected: {
    title: 'Indoor Person Detected',
    description: 'A person was seen on an indoor camera. Always sent to every contact.',
  },
  unknownPerson: {
    title: 'Unknown Person',
    description: 'A person the guard did not recognize was seen on your property.',
  },
  delivery: { title: 'Delivery', description: 'A delivery person came by.' },
  serviceWorker: { title: 'Service Worker', description: 'A service worker was on your property.' },
  vsgModeStatus: {
    title: 'Guard Mode Status',
    description: 'A text is sent each time the service is turned on or off.',
  },
};

import { DEVICE_TYPES } from '../entities/device';
import type { Device, StarkEligibleInfo, SubscribeDevicePayload } from '../entities/device';

export function isBaseStation(device: Pick<Device, 'type'>): boolean {
  return device.type === DEVICE_TYPES.BASE_STATION;
}

/** The eligibility info mentions indoor. */
export function isIndoorDevice(device: Pick<Device, 'stark_eligible_info'>): boolean {
  return device.stark_eligible_info?.includes('indoor') === true;
}

/** `onvif_camera` is treated as a generic camera; other types pass through. */
export function normalizeDeviceType(type: string): string {
  return type === DEVICE_TYPES.ONVIF_CAMERA ? DEVICE_TYPES.CAMERA : type;
}

/** An ONVIF camera: not made by the provider (the ONVIF warning applies). */
export function isOnvifCamera(device: Pick<Device, 'type'>): boolean {
  return device.type === DEVICE_TYPES.ONVIF_CAMERA;
}

/**
 * One collator for every comparison: `localeCompare` with options builds a new one per call, which
 * made sorting a location's devices a visible part of the onboarding page's start-up on a phone.
 */
const byNameIgnoringCase = new Intl.Collator(undefined, { sensitivity: 'base' });

export function sortDevicesByName<T extends Pick<Device, 'name'>>(devices: readonly T[]): T[] {
  return [...devices].sort((a, b) => byNameIgnoringCase.compare(a.name, b.name));
}

export interface DeviceGroups {
  /** eligible, no eligibility info, not indoor, not a base station */
  eligibleOutdoor: Device[];
  /** eligible, info mentions indoor, not a base station */
  eligibleIndoor: Device[];
  /** not eligible and not a base station */
  ineligible: Device[];
  /** starkEnrolled */
  subscribed: Device[];
}

/** Eligibility groups (spec section 3), each sorted by name. */
export function groupDevices(devices: readonly Device[]): DeviceGroups {
  const eligibleOutdoor = devices.filter(
    (device) =>
      device.stark_eligible &&
      device.stark_eligible_info == null &&
      !isIndoorDevice(device) &&
      !isBaseStation(device),
  );
  const eligibleIndoor = devices.filter(
    (device) => device.stark_eligible && isIndoorDevice(device) && !isBaseStation(device),
  );
  const ineligible = devices.filter((device) => !device.stark_eligible && !isBaseStation(device));
  const subscribed = devices.filter((device) => device.starkEnrolled);
  return {
    eligibleOutdoor: sortDevicesByName(eligibleOutdoor),
    eligibleIndoor: sortDevicesByName(eligibleIndoor),
    ineligible: sortDevicesByName(ineligible),
    subscribed: sortDevicesByName(subscribed),
  };
}

export const DEFAULT_INELIGIBILITY_MESSAGE = 'This device is ineligible';

/** Ineligibility messages by stark_eligible_info (spec section 5). */
export const INELIGIBILITY_MESSAGES: Readonly<Record<StarkEligibleInfo, string>> = {
  indoor:
    "Indoor Cameras are not supported at this time. Please update this device's General Settings in the provider's mobile app if this device is being used outdoors.",
  battery: 'Battery-powered devices are not currently supported.',
  solar: 'This device is not supported due to being solar powered.',
  e2ee: "Guards can't access cameras enrolled in End-to-End Encryption. Turn off End-to-End Encryption for this device in the provider's mobile app to enroll it.",
  '24x7':
    "24/7 Recording is not supported. Switch to motion-based recording in the provider's mobile app to enroll this device.",
  'astro-sub': 'An active Astro Secure subscription is required to enroll this device.',
};

export function ineligibilityMessage(device: Pick<Device, 'stark_eligible_info'>): string {
  const info = device.stark_eligible_info;
  return info == null
    ? DEFAULT_INELIGIBILITY_MESSAGE
    : (INELIGIBILITY_MESSAGES[info] ?? DEFAULT_INELIGIBILITY_MESSAGE);
}

/** The subscribe payload drops `value` and adds `userId`. */
export function toSubscribePayload(device: Device, userId: number): SubscribeDevicePayload {
  const payload = { ...device, userId };
  Reflect.deleteProperty(payload, 'value');
  return payload;
}

/** Onboarding: at least one camera or doorbell must be enrolled to continue. */
export function hasEnrolledDevice(devices: readonly Device[]): boolean {
  return devices.some((device) => device.starkEnrolled && !isBaseStation(device));
}

/** Turning off this device would leave none enrolled ('No Authorized Devices' confirm). */
export function isLastEnrolledDevice(devices: readonly Device[], doorbotId: number): boolean {
  const enrolled = devices.filter((device) => device.starkEnrolled);
  return enrolled.length === 1 && enrolled[0]?.doorbotId === doorbotId;
}

/** Onboarding default: outdoor eligible devices are enrolled when none were subscribed before. */
export function devicesToEnrollByDefault(devices: readonly Device[]): Device[] {
  const groups = groupDevices(devices);
  return groups.subscribed.length > 0 ? [] : groups.eligibleOutdoor;
}

/** Bulk update: devices in `enrolledIds` are subscribed, the others unsubscribed. */
export function planBulkEnrollment(
  devices: readonly Device[],
  enrolledIds: ReadonlySet<number>,
): { subscribe: Device[]; unsubscribe: Device[] } {
  return {
    subscribe: devices.filter((device) => enrolledIds.has(device.doorbotId)),
    unsubscribe: devices.filter((device) => !enrolledIds.has(device.doorbotId)),
  };
}

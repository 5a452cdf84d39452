/** Device type constants (spec section 3). `onvif_camera` is treated as a generic camera. */
export const DEVICE_TYPES = {
  BASE_STATION: 'base_station',
  ONVIF_CAMERA: 'onvif_camera',
  E2EE: 'e2ee',
  TWENTY_FOUR_SEVEN: '24x7',
  ASTRO_SUB: 'astro-sub',
  ASTRO: 'astro',
  THIRD_PARTY_CAMERA: 'three_p_cam',
  /** The generic camera type an ONVIF camera is treated as. */
  CAMERA: 'camera',
  DOORBELL: 'doorbell',
} as const;

export type KnownDeviceType = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];

export const STARK_ELIGIBLE_INFOS = [
  'indoor',
  'battery',
  'solar',
  'e2ee',
  '24x7',
  'astro-sub',
] as const;
/** Why a device is not (outdoor) eligible. */
export type StarkEligibleInfo = (typeof STARK_ELIGIBLE_INFOS)[number];

/** A device as `GET .../locations/{locationId}/devices` returns it. */
export interface Device {
  locationId: string;
  doorbotId: number;
  ownerId: number;
  /** A `KnownDeviceType` or another provider type. */
  type: string;
  name: string;
  metadata: Record<string, unknown>;
  stark_eligible: boolean;
  stark_eligible_info: StarkEligibleInfo | null;
  starkEnrolled: boolean;
  privacyZonesEnabled: boolean;
  thirdPartyModel: string | null;
  /** UI-side value; never sent on subscribe. */
  value?: unknown;
}

/** `POST /api/neighbors/{userId}/devices` body: the device without `value`, plus `userId`. */
export type SubscribeDevicePayload = Omit<Device, 'value'> & { userId: number };

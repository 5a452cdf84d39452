// Building blocks for seed data: sensible defaults so persona definitions only state what differs.
import { SECONDS_PER_DAY, startOfUtcDay } from '../domain/time';
import type { DeviceRecord, LocationRecord } from '../state/model';
import type {
  AlertPreferences,
  ContactValue,
  EmergencyContact,
  Preferences,
  Subscription,
} from '../types/wire';

export const TENANT = 'US';
/** Guard-reviewed events included in a free trial (spec: 14 days or the event threshold). */
export const TRIAL_EVENT_THRESHOLD = 50;
export const TRIAL_DAYS = 14;

export interface ContactSeed {
  firstName: string;
  lastName: string;
  /** Last four digits of a 555-01xx number. */
  line: string;
}

export function makeContacts(userId: number, people: readonly ContactSeed[]): EmergencyContact[] {
  return people.map((person, index) => ({
    contactNum: `+1555555${person.line}`,
    countryCode: 'US',
    firstName: person.firstName,
    lastName: person.lastName,
    locale: 'en-US',
    phone: `(555) 555-${person.line}`,
    seqNum: index + 1,
    user_id: userId,
  }));
}

/** Default alert routing: emergencies call and text everyone, other categories text the first contact. */
export function defaultAlertPreferences(contacts: readonly EmergencyContact[]): AlertPreferences {
  const all = contacts.map((contact): ContactValue => `CONTACT${contact.seqNum}`);
  const first = all.slice(0, 1);
  return {
    '10Phone': [...all],
    '10Sms': [...all],
    '11Phone': [...all],
    '11Sms': [...all],
    '20Sms': [...first],
    '30Sms': [],
    '40Sms': [],
    '50Sms': [...first],
  };
}

export function makePreferences(
  onboardingCompleteTime: number | null,
  overrides: Partial<Preferences> = {},
): Preferences {
  return {
    sirenEnabled: true,
    automatedResponsesEnabled: false,
    default: onboardingCompleteTime === null,
    serviceWorkerSms: false,
    unknownPersonSms: true,
    vsgModeStatusSms: true,
    deliverySms: false,
    onboardingComplete: onboardingCompleteTime !== null,
    onboardingCompleteTime,
    ...overrides,
  };
}

/** Start of the current billing cycle: `daysAgo` days before the seed day. */
export function billingCycleStart(seededAt: number, daysAgo: number): number {
  return startOfUtcDay(seededAt) - daysAgo * SECONDS_PER_DAY;
}

export interface PaidSubscriptionOptions {
  threshold?: number;
  cycleStartedDaysAgo?: number;
  overagesEnabled?: boolean;
  overageCap?: number | null;
}

export function paidSubscription(
  seededAt: number,
  options: PaidSubscriptionOptions = {},
): Subscription {
  return {
    entitlements: {
      monitoring: true,
      overages_threshold: options.threshold ?? 100,
      overages_start_at: billingCycleStart(seededAt, options.cycleStartedDaysAgo ?? 12),
      overages_enabled: options.overagesEnabled ?? false,
    },
    freeTrialStatus: 'UNAVAILABLE',
    freeTrialStartedTimestamp: null,
    freeTrialExpirationTimestamp: null,
    tenant: TENANT,
    overageCap: options.overageCap ?? null,
  };
}

export function trialAvailableSubscription(seededAt: number): Subscription {
  return {
    entitlements: {
      monitoring: false,
      overages_threshold: 0,
      overages_start_at: billingCycleStart(seededAt, 0),
      overages_enabled: false,
    },
    freeTrialStatus: 'AVAILABLE',
    freeTrialStartedTimestamp: null,
    freeTrialExpirationTimestamp: null,
    tenant: TENANT,
    overageCap: null,
  };
}

/** A free trial started at `startedAt` (unix seconds), running for TRIAL_DAYS. */
export function activeTrialSubscription(startedAt: number): Subscription {
  return {
    entitlements: {
      monitoring: true,
      overages_threshold: TRIAL_EVENT_THRESHOLD,
      overages_start_at: startedAt,
      overages_enabled: false,
    },
    freeTrialStatus: 'ACTIVE',
    freeTrialStartedTimestamp: startedAt,
    freeTrialExpirationTimestamp: startedAt + TRIAL_DAYS * SECONDS_PER_DAY,
    tenant: TENANT,
    overageCap: null,
  };
}

export type LocationSeed = Pick<
  LocationRecord,
  'locationId' | 'locationName' | 'ownerId' | 'address'
> &
  Partial<LocationRecord>;

/** A complete, authorized, professionally monitored location unless told otherwise. */
export function makeLocation(seed: LocationSeed, seededAt: number): LocationRecord {
  const complete = (seed.onboardStatus ?? 'complete') === 'complete';
  const contacts = seed.contacts ?? [];
  return {
    sharedWith: [],
    onboardStatus: 'complete',
    authorized: complete,
    monitoringStatus: 'PROFESSIONAL',
    armed: true,
    snoozed: false,
    paused: false,
    monitoringZoneMissing: false,
    forcedEligibility: null,
    omitFromStatus: false,
    subscription: paidSubscription(seededAt),
    preferences: makePreferences(complete ? seededAt - 30 * SECONDS_PER_DAY : null),
    alertPreferences: defaultAlertPreferences(contacts),
    contacts,
    guard: null,
    flags: [],
    events: { perDay: 0, pinned: [] },
    ...seed,
  };
}

export type DeviceSeed = Pick<
  DeviceRecord,
  'locationId' | 'doorbotId' | 'ownerId' | 'name' | 'type'
> &
  Partial<DeviceRecord>;

const MODELS: Record<string, string> = {
  doorbell: 'Video Doorbell Pro 2',
  stickup_cam: 'Stick Up Cam Plug-In',
  floodlight_cam: 'Floodlight Cam Wired Pro',
  spotlight_cam: 'Spotlight Cam Plus',
  indoor_cam: 'Indoor Cam (2nd Gen)',
  base_station: 'Alarm Base Station (2nd Gen)',
  onvif_camera: 'Third-party ONVIF camera',
  astro: 'Astro for Business',
};

/** An eligible outdoor device, not enrolled, unless told otherwise. */
export function makeDevice(seed: DeviceSeed): DeviceRecord {
  return {
    metadata: { model: MODELS[seed.type] ?? 'Camera', firmware: '3.1.12' },
    stark_eligible: seed.type !== 'base_station',
    stark_eligible_info: null,
    starkEnrolled: false,
    privacyZonesEnabled: false,
    thirdPartyModel: null,
    ...seed,
  };
}

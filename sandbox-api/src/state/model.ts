import type {
  Address,
  AlertPreferences,
  Device,
  EmergencyContact,
  PrivateGuard,
  MonitoringStatus,
  OnboardStatus,
  Preferences,
  WireResolutionType,
  StarkEligibleInfo,
  Subscription,
} from '../types/wire';

export const PERSONA_IDS = [
  'owner-complete',
  'trial-available',
  'onboarding',
  'shared-user',
  'no-entitlements',
  'smb-owner',
  'multi-location',
  'trial-active',
  'practice-mode',
  'overages-exceeded',
  'watch-zones',
  'sos-setup',
  'trial-classic',
  'hostile',
] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

export interface UserRecord {
  userId: number;
  persona: PersonaId;
  firstName: string;
  lastName: string;
  description: string;
  /** Neighbor-domain feature flags that are on. */
  flags: string[];
  /** Neighbor-domain feature flags answered explicitly off (`{ "enabled": false }`). */
  disabledFlags?: string[];
}

/** A pinned event, always present regardless of the random draw (e.g. to guarantee geofence counts). */
export interface PinnedEvent {
  daysAgo: number;
  /** Seconds after the start of that (UTC) day. */
  secondOfDay: number;
  type: WireResolutionType | 'GuardReviewed';
}

export interface EventProfile {
  /** Average events per day; an integer part is exact, the fraction is a per-day chance of one more. */
  perDay: number;
  pinned: PinnedEvent[];
}

export interface LocationRecord {
  locationId: string;
  locationName: string;
  ownerId: number;
  /** Users who see the location with isOwner false. */
  sharedWith: number[];
  address: Address;
  onboardStatus: OnboardStatus;
  /** The provider authorized VSG for this location (the /oauth/authorize page). */
  authorized: boolean;
  monitoringStatus: MonitoringStatus;
  /** Alarm armed (Home or Away) or disarmed. */
  armed: boolean;
  snoozed: boolean;
  paused: boolean;
  monitoringZoneMissing: boolean;
  /** Forces an eligibility outcome the other fields cannot express. */
  forcedEligibility: 'VSG_MONITORING_INELIGIBLE' | 'UNKNOWN' | null;
  /** Left out of `GET /api/neighbors/{userId}/status`, so that clients apply their defaults. */
  omitFromStatus: boolean;
  subscription: Subscription | null;
  preferences: Preferences;
  alertPreferences: AlertPreferences;
  contacts: EmergencyContact[];
  guard: PrivateGuard | null;
  /** Location-domain feature flags that are on. */
  flags: string[];
  events: EventProfile;
}

export interface DeviceRecord {
  locationId: string;
  doorbotId: number;
  ownerId: number;
  type: string;
  name: string;
  metadata: Device['metadata'];
  stark_eligible: boolean;
  stark_eligible_info: StarkEligibleInfo | null;
  starkEnrolled: boolean;
  privacyZonesEnabled: boolean;
  thirdPartyModel: string | null;
}

export interface SessionRecord {
  token: string;
  userId: number;
  csrfToken: string;
  /** Unix milliseconds. */
  createdAt: number;
}

export interface StatRecord {
  /** Path user id. */
  userId: number;
  /** ISO time the stat was received. */
  receivedAt: string;
  body: Record<string, unknown>;
}

/** Everything the seed produces: deterministic given `seededAt` and the scale settings. */
export interface SeedData {
  users: UserRecord[];
  locations: LocationRecord[];
  devices: DeviceRecord[];
}

/** Scale settings of generated personas (persona id to number of locations). */
export type ScaleSettings = Partial<Record<PersonaId, number>>;

/**
 * What goes to the state file. Seed data is rebuilt from `seededAt` and `scale`; only records that
 * were changed since the seed are stored (whole records, replacing their seed version).
 */
export interface PersistedState {
  version: 1;
  /** Unix seconds; relative seed times (trial expiry, billing cycle) are computed from it. */
  seededAt: number;
  scale: ScaleSettings;
  /** Changed users (their feature flags), by user id. Absent in state files written before it. */
  users?: Record<string, UserRecord>;
  locations: Record<string, LocationRecord>;
  devices: Record<string, DeviceRecord>;
  sessions: Record<string, SessionRecord>;
  stats: StatRecord[];
}

/** Copies a JSON-shaped value (records are plain data). */
export function cloneRecord<T>(value: T): T {
  return structuredClone(value);
}

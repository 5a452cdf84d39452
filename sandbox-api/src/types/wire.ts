// Wire types of the provider's service, as fixed by platform.md section 4.
// sandbox-api imports libraries only, so it keeps its own copy of these shapes.

export const RESOLUTION_TYPES = [
  'Passerby',
  'UnknownPerson',
  'RequireAttention',
  'Delivery',
  'ServiceWorker',
  'Vehicle',
  'Animal',
  'AlarmResolved',
  'Police',
  'Medical',
  'Fire',
] as const;
export type ResolutionType = (typeof RESOLUTION_TYPES)[number];

export const MONITORING_STATUSES = [
  'PRACTICE_MODE',
  'PENDING',
  'PROFESSIONAL',
  'UNSUPPORTED',
  'SOS_ON',
  'SOS_OFF',
  'SOS_SETUP_INCOMPLETE',
  'SOS_NOT_AVAILABLE',
] as const;
export type MonitoringStatus = (typeof MONITORING_STATUSES)[number];

export const ELIGIBILITY_REASONS = [
  'VSG_MONITORING_ELIGIBLE',
  'VSG_MONITORING_INELIGIBLE',
  'AUTH_NOT_FOUND',
  'ENROLLED_DEVICE_NOT_FOUND',
  'ENTITLEMENT_NOT_FOUND',
  'EVENT_OVERAGES_THRESHOLD_EXCEEDED',
  'EVENT_OVERAGES_CAP_EXCEEDED',
  'PRACTICE_MODE',
  'PENDING_MODE',
  'PROFESSIONAL_MONITORING_NOT_ENABLED',
  'SOS_OFF',
  'SOS_SETUP_INCOMPLETE',
  'SETUP_INCOMPLETE',
  'UNKNOWN',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

/** Reasons of `GET .../locations/{id}/status`: every eligibility reason plus the watch-zone state. */
export type StatusReason =
  Exclude<EligibilityReason, 'VSG_MONITORING_ELIGIBLE'> | 'MISSING_MONITORING_ZONE';

export const MONITORING_REASONS = [
  'ACTIVE',
  'PAUSED',
  'DISARMED',
  'SNOOZED',
  'INELIGIBLE',
  'UNKNOWN',
] as const;
export type MonitoringReason = (typeof MONITORING_REASONS)[number];

export type OnboardStatus = 'complete' | 'incomplete';
export type FreeTrialStatus = 'AVAILABLE' | 'ACTIVE' | 'UNAVAILABLE';
export type ArmedStatus = 'ACTIVE' | 'INACTIVE';

export const STARK_ELIGIBLE_INFO = [
  'indoor',
  'battery',
  'solar',
  'e2ee',
  '24x7',
  'astro-sub',
] as const;
export type StarkEligibleInfo = (typeof STARK_ELIGIBLE_INFO)[number];

export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface Location {
  locationId: string;
  locationName: string;
  ownerId: number;
  isOwner: boolean;
  onboardStatus: OnboardStatus;
  monitoring: ArmedStatus;
  address: Address;
}

export interface Entitlements {
  monitoring: boolean;
  overages_threshold: number;
  /** Unix seconds: start of the current billing cycle. */
  overages_start_at: number;
  overages_enabled: boolean;
}

export interface Subscription {
  entitlements: Entitlements;
  freeTrialStatus: FreeTrialStatus;
  /** Unix seconds, or null when no trial was ever started. */
  freeTrialStartedTimestamp: number | null;
  /** Unix seconds, or null when no trial was ever started. */
  freeTrialExpirationTimestamp: number | null;
  tenant: string;
  overageCap: number | null;
}

export interface DeviceMetadata {
  model: string;
  firmware: string;
}

export interface Device {
  locationId: string;
  doorbotId: number;
  ownerId: number;
  type: string;
  name: string;
  metadata: DeviceMetadata | null;
  stark_eligible: boolean;
  stark_eligible_info: StarkEligibleInfo | null;
  starkEnrolled: boolean;
  privacyZonesEnabled: boolean;
  thirdPartyModel: string | null;
  /** Mirrors starkEnrolled; clients drop it when subscribing. */
  value: boolean;
}

export interface EmergencyContact {
  contactNum: string;
  countryCode: string;
  firstName: string;
  lastName: string;
  locale: string;
  phone: string;
  seqNum: number;
  user_id: number;
}

export interface Preferences {
  sirenEnabled: boolean;
  automatedResponsesEnabled: boolean;
  default: boolean;
  serviceWorkerSms: boolean;
  unknownPersonSms: boolean;
  vsgModeStatusSms: boolean;
  deliverySms: boolean;
  onboardingComplete: boolean;
  /** Unix seconds, or null while onboarding is incomplete. */
  onboardingCompleteTime: number | null;
}

/** Keys are `<categoryId><Method>` (e.g. `10Phone`, `20Sms`); values `CONTACT<seqNum>`. */
export type AlertPreferences = Record<string, string[]>;

export interface PreferencesResponse {
  contacts: EmergencyContact[];
  alertPreferences: AlertPreferences;
  preferences: Preferences;
}

export interface LocationStatusResponse {
  status: 'ACTIVE' | 'INACTIVE';
  monitoring: ArmedStatus;
  details: { reasons: StatusReason[] };
}

export interface UserLocationStatus {
  locationId: string;
  eligible: boolean;
  monitoring: boolean;
  monitoringReason: MonitoringReason;
  eligibilityReason: EligibilityReason;
}

export interface Guard {
  agencyName: string;
  phone: string;
  approved: boolean;
}

export interface EventItem {
  resolution_type: ResolutionType;
  /** Unix seconds. */
  timestamp: number;
  location_id: string;
  locationName: string;
}

export interface EventHistoryResponse {
  items: EventItem[];
  /** Number of items in this page. */
  count: number;
  nextToken: string | null;
}

export interface EventSummaryResponse {
  resolvedEvents: {
    count: number;
    resolutionTypes: { resolutionType: ResolutionType; count: number }[];
  };
  guardReviewed: { count: number; percentage: number };
}

export interface TimeseriesResponse {
  items: { timeseries: { startTime: number; count: number }[] }[];
  count: number;
}

export type FeatureFlags = Record<string, { enabled: boolean }>;

export interface ErrorBody {
  message: string;
}

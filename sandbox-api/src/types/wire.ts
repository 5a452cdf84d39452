// Wire types of the provider's service are shared-contracts' (platform.md section 1): type imports
// only, so no shared-contracts code runs in the sandbox. What is defined here is the sandbox's own:
// the value lists its validation needs at run time, each checked against the shared union.
import type {
  EligibilityReason,
  MonitoringReason,
  MonitoringStatus,
  StarkEligibleInfo,
  WireResolutionType,
} from 'shared-contracts/entities';

export type {
  Address,
  AlertPreferences,
  ArmedStatus,
  ContactValue,
  Device,
  EligibilityReason,
  EmergencyContact,
  Event,
  EventSummary,
  EventsPage,
  FeatureFlagsResponse,
  FreeTrialStatus,
  Location,
  MonitoringReason,
  MonitoringStatus,
  OnboardStatus,
  Preferences,
  PreferencesResponse,
  PrivateGuard,
  StarkEligibleInfo,
  Subscription,
  Timeseries,
  UserLocationStatus,
  VsgStatus,
  WireResolutionType,
} from 'shared-contracts/entities';

/** Reasons of `GET .../locations/{id}/status`: every eligibility reason plus the watch-zone state. */
export type StatusReason =
  Exclude<EligibilityReason, 'VSG_MONITORING_ELIGIBLE'> | 'MISSING_MONITORING_ZONE';

/** The keys of `members`, which must name every member of the union (a compile error otherwise). */
function everyOf<Member extends string>(members: Record<Member, true>): Member[] {
  return Object.keys(members).filter((key): key is Member => Object.hasOwn(members, key));
}

/** In the provider's order, which the event summary keeps. */
export const RESOLUTION_TYPES = everyOf<WireResolutionType>({
  Passerby: true,
  UnknownPerson: true,
  RequireAttention: true,
  Delivery: true,
  ServiceWorker: true,
  Vehicle: true,
  Animal: true,
  AlarmResolved: true,
  Police: true,
  Medical: true,
  Fire: true,
});

export const MONITORING_STATUSES = everyOf<MonitoringStatus>({
  PRACTICE_MODE: true,
  PENDING: true,
  PROFESSIONAL: true,
  UNSUPPORTED: true,
  SOS_ON: true,
  SOS_OFF: true,
  SOS_SETUP_INCOMPLETE: true,
  SOS_NOT_AVAILABLE: true,
});

export const STARK_ELIGIBLE_INFO = everyOf<StarkEligibleInfo>({
  indoor: true,
  battery: true,
  solar: true,
  e2ee: true,
  '24x7': true,
  'astro-sub': true,
});

export const ELIGIBILITY_REASONS = everyOf<EligibilityReason>({
  VSG_MONITORING_ELIGIBLE: true,
  VSG_MONITORING_INELIGIBLE: true,
  AUTH_NOT_FOUND: true,
  ENROLLED_DEVICE_NOT_FOUND: true,
  ENTITLEMENT_NOT_FOUND: true,
  EVENT_OVERAGES_THRESHOLD_EXCEEDED: true,
  EVENT_OVERAGES_CAP_EXCEEDED: true,
  PRACTICE_MODE: true,
  PENDING_MODE: true,
  PROFESSIONAL_MONITORING_NOT_ENABLED: true,
  SOS_OFF: true,
  SOS_SETUP_INCOMPLETE: true,
  SETUP_INCOMPLETE: true,
  UNKNOWN: true,
});

export const MONITORING_REASONS = everyOf<MonitoringReason>({
  ACTIVE: true,
  PAUSED: true,
  DISARMED: true,
  SNOOZED: true,
  INELIGIBLE: true,
  UNKNOWN: true,
});

// `shared-contracts/entities`: the wire's entity types and the value lists that define them.

export type { EmergencyContact } from './contact';
export { DEVICE_TYPES, STARK_ELIGIBLE_INFOS } from './device';
export type { Device, KnownDeviceType, StarkEligibleInfo, SubscribeDevicePayload } from './device';
export {
  GUARD_REVIEWED,
  RESOLUTION_TYPES,
  RESOLUTION_TYPE_ORDER,
  WIRE_RESOLUTION_TYPES,
  isWireResolutionType,
} from './event';
export type {
  Event,
  EventSummary,
  EventsPage,
  GuardReviewedBucket,
  NormalizedEventSummary,
  ResolutionType,
  ResolutionTypeCount,
  ResolutionTypeInfo,
  Timeseries,
  TimeseriesPoint,
  WireResolutionType,
} from './event';
export type { LocalPrivateGuard, PrivateGuard, PrivateGuardInput } from './guard';
export { ONBOARD_STATUSES } from './location';
export type {
  Address,
  CurrentLocation,
  Location,
  LocationStatus,
  OnboardStatus,
  UserRole,
} from './location';
export {
  EVENTS_EXCEEDED_STATES,
  INACTIVE_REASONS,
  MONITORING_STATUSES,
  VSG_ERROR_STATES,
  isMonitoringStatus,
} from './monitoring';
export type {
  ArmedStatus,
  InactiveReason,
  MonitoringStatus,
  MonitoringStatusResponse,
  VsgErrorState,
  VsgReason,
  VsgState,
  VsgStateUpdate,
  VsgStatus,
} from './monitoring';
export {
  ALERT_CATEGORIES,
  ALERT_CATEGORY_IDS,
  ALERT_FREQUENCIES,
  ALERT_METHODS,
  ALERT_METHOD_LABELS,
} from './alert-categories';
export type {
  AlertCategory,
  AlertCategoryId,
  AlertCategoryKey,
  AlertFrequency,
  AlertMethod,
} from './alert-categories';
export type {
  AlertPreferenceKey,
  AlertPreferences,
  ContactValue,
  Preferences,
  PreferencesResponse,
  PreferencesUpdate,
  UpdatablePreferences,
} from './preferences';
export type { FeatureFlagsResponse, FlagDomain, Session, SessionResponse } from './session';
export type { StatBody } from './stat';
export { FREE_TRIAL_STATUSES } from './subscription';
export type { FreeTrialStatus, Subscription, SubscriptionEntitlements } from './subscription';
export {
  ELIGIBILITY_REASONS,
  ELIGIBILITY_REASON_NAMES,
  MONITORING_REASONS,
  MONITORING_REASON_NAMES,
  isEligibilityReason,
  isMonitoringReason,
} from './user-status';
export type {
  EligibilityReason,
  MonitoringReason,
  MonitoringReasonTexts,
  UserLocationStatus,
  UserStatusResponse,
} from './user-status';

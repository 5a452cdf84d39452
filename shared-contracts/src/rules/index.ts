// `shared-contracts/rules`: the pure domain rules two or more packages use.

export { classifyWidth, isMobileBreakpoint, isMobileWidth } from './breakpoints';
export {
  countMonitoringReasons,
  countOnboardingStatus,
  keepSelection,
  matchesStatusFilter,
  shouldLeaveDashboard,
  shouldLeaveDashboardForAnswers,
  toggleStatusFilter,
} from './dashboard';
export type { DashboardStatusFilter } from './dashboard';
export {
  DEFAULT_INELIGIBILITY_MESSAGE,
  INELIGIBILITY_MESSAGES,
  devicesToEnrollByDefault,
  groupDevices,
  hasEnrolledDevice,
  ineligibilityMessage,
  isBaseStation,
  isIndoorDevice,
  isLastEnrolledDevice,
  isOnvifCamera,
  normalizeDeviceType,
  planBulkEnrollment,
  sortDevicesByName,
  toSubscribePayload,
} from './devices';
export type { DeviceGroups } from './devices';
export { buildExternalPageUrl, EXTERNAL_PAGE_PATHS } from './external-pages';
export type { ExternalOrigins } from './external-pages';
export { resolveLocationContext } from './location-context';
export type { LocationContext, LocationContextInput, ReadState } from './location-context';
export { ENVIRONMENTS, isEnvironment, resolveEnvironment } from './environment';
export type { Environment } from './environment';
export {
  eventHistoryStartTime,
  eventTimeText,
  mergeOwnerPages,
  shouldFetchNextPage,
} from './events-list';
export type { OwnerCursor, OwnersEventsPage } from './events-list';
export {
  isFlagOn,
  mergeFlags,
  flagOverridesApply,
  parseFeatureOverrides,
  readCookie,
  resolveFlags,
  toFeatureFlags,
} from './flags';
export type { ResolveFlagsInput } from './flags';
export {
  DONT_SHOW_AGAIN_PREFIX,
  dontShowAgainKey,
  INDOOR_DEVICE_MODAL_ID,
  indoorDeviceMemory,
  rememberDontShowAgain,
  shouldAutoConfirm,
} from './dont-show-again';
export type { DontShowAgainStorage, ShowAgainMemory } from './dont-show-again';
export {
  ADDRESS_NOT_FOUND,
  MISSING_STATUS_DEFAULTS,
  SETUP_FILTERS,
  collectOwnerIds,
  deriveRole,
  filterLocations,
  findLocation,
  formatCityLine,
  formatFullAddress,
  groupBySetup,
  isOnboardingComplete,
  isSelectableLocation,
  matchesLocationSearch,
  toCurrentLocation,
  toLocationStatuses,
} from './location';
export type { SetupFilter } from './location';
export {
  INACTIVE_REASON_ACTIONS,
  getVsgReason,
  eventsExceededState,
  isArmed,
  isEventsExceeded,
  isVsgReason,
  shouldPromptWatchZone,
} from './monitoring';
export type { EventsExceededState, InactiveAction } from './monitoring';
export {
  alertPreferenceKey,
  alertPreferencesSave,
  contactValue,
  hasEmergencyContacts,
  isContactAlertChecked,
  isFixedCategory,
  setContactAlert,
  toPreferencesUpdate,
  withFixedCategories,
  withLegacySmsFlags,
} from './preferences';
export { CONTINUE_DESTINATIONS, continuePage } from './routing';
export { buildStatBody } from './stats';
export {
  isEmergencyQuery,
  sumTimeseries,
  timeseriesPoints,
  validateTimeseriesUserIds,
} from './timeseries';
export {
  canManageTrial,
  isFreeTrialActive,
  isFreeTrialAvailable,
  isTrialExpired,
  trialDaysLeft,
  trialExpiredText,
} from './trial';

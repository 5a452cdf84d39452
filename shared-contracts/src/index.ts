// Public entry of shared-contracts: every public module, by name.

// Entities
export type { EmergencyContact } from './entities/contact';
export { DEVICE_TYPES, STARK_ELIGIBLE_INFOS } from './entities/device';
export type {
  Device,
  KnownDeviceType,
  StarkEligibleInfo,
  SubscribeDevicePayload,
} from './entities/device';
export {
  GUARD_REVIEWED,
  RESOLUTION_TYPES,
  RESOLUTION_TYPE_ORDER,
  WIRE_RESOLUTION_TYPES,
  isWireResolutionType,
} from './entities/event';
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
} from './entities/event';
export type { LocalPrivateGuard, PrivateGuard, PrivateGuardInput } from './entities/guard';
export { ONBOARD_STATUSES } from './entities/location';
export type {
  Address,
  CurrentLocation,
  Location,
  LocationStatus,
  OnboardStatus,
  UserRole,
} from './entities/location';
export {
  EVENTS_EXCEEDED_STATES,
  INACTIVE_REASONS,
  MONITORING_STATUSES,
  VSG_ERROR_STATES,
  isMonitoringStatus,
} from './entities/monitoring';
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
} from './entities/monitoring';
export {
  ALERT_CATEGORIES,
  ALERT_CATEGORY_IDS,
  ALERT_FREQUENCIES,
  ALERT_METHODS,
  ALERT_METHOD_LABELS,
} from './entities/alert-categories';
export type {
  AlertCategory,
  AlertCategoryId,
  AlertCategoryKey,
  AlertFrequency,
  AlertMethod,
} from './entities/alert-categories';
export type {
  AlertPreferenceKey,
  AlertPreferences,
  ContactValue,
  Preferences,
  PreferencesResponse,
  PreferencesUpdate,
  UpdatablePreferences,
} from './entities/preferences';
export type {
  FeatureFlagsResponse,
  FlagDomain,
  Session,
  SessionResponse,
} from './entities/session';
export type { StatBody } from './entities/stat';
export { FREE_TRIAL_STATUSES } from './entities/subscription';
export type {
  FreeTrialStatus,
  Subscription,
  SubscriptionEntitlements,
} from './entities/subscription';
export {
  ELIGIBILITY_REASONS,
  ELIGIBILITY_REASON_NAMES,
  MONITORING_REASONS,
  MONITORING_REASON_NAMES,
  isEligibilityReason,
  isMonitoringReason,
} from './entities/user-status';
export type {
  EligibilityReason,
  MonitoringReason,
  MonitoringReasonTexts,
  UserLocationStatus,
  UserStatusResponse,
} from './entities/user-status';

// Constants
export { BREAKPOINTS, RESIZE_THROTTLE_MS } from './constants/breakpoints';
export type { Breakpoint } from './constants/breakpoints';
export {
  APP_VERSION,
  CHART_GRACE,
  CHART_WEEKS,
  CHART_Y_MAX_WHEN_EMPTY,
  CHART_Y_MIN,
  CUSTOMER_SERVICE_PHONE,
  DEFAULT_OVERAGES_THRESHOLD,
  DEFAULT_PHONE_REGION,
  EMERGENCY_RESOLUTION_TYPES,
  EVENTS_PAGE_SIZE,
  EVENT_LIST_FETCH_OFFSET_PX,
  EVENT_LIST_HEIGHT_PX,
  EVENT_LOOKBACK_DAYS,
  EVENT_ROW_HEIGHT_PX,
  EXTRA_EVENT_PRICE,
  FREE_TRIAL_DELAY_MS,
  FREE_TRIAL_MAX_DAYS,
  GEOFENCE_DIALOG_CLOSED_KEY,
  GEOFENCE_THRESHOLDS,
  LOCAL_HOST_PORT,
  MAX_EVENT_PERCENTAGE,
  ONBOARDING_RETRY_LIMIT,
  ONBOARDING_RETRY_STATUS,
  PRIVATE_GUARD_NAME_MAX_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SUMMARY_CARD_COUNT,
  TABLE_HEIGHT_PX,
  THEME_PRIMARY_COLOR,
  TOAST_DURATION_MS,
} from './constants/business';
export {
  FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  FEATURE_OVERRIDES_COOKIE,
  isFeatureFlagName,
} from './constants/flags';
export type { FeatureFlagKey, FeatureFlagName, FeatureFlags } from './constants/flags';
export {
  ERROR_MESSAGES,
  TEXTS,
  contactSupportText,
  enrollErrorToast,
  enrollSuccessToast,
  eventLimitWarning,
  fieldTooLongMessage,
  preferenceErrorToast,
  preferenceSuccessToast,
} from './constants/messages';
export type { ErrorMessageKey, PreferenceName } from './constants/messages';
export { STAT_ACTIONS } from './constants/stats';
export type { StatAction } from './constants/stats';
export { AUTHORIZATION_TEXTS } from './constants/authorization-texts';
export { AUTHORIZATION_ACCEPTED_KEY, AUTHORIZATION_REFERRER_KEY } from './constants/storage-keys';

// API client and fetchers
export {
  ApiError,
  getErrorMessage,
  isApiError,
  isApiErrorStatus,
  toApiError,
} from './api/api-error';
export type { ApiErrorKind, ErrorMessageSpec } from './api/api-error';
export { ERROR_REPORT_PREFIX, onErrorReported, reportError } from './api/report-error';
export {
  API_PREFIX,
  CSRF_HEADER,
  TRACE_ID_HEADER,
  apiClient,
  configureApiClient,
  getCsrfToken,
  resetApiClient,
  setCsrfToken,
} from './api/client';
export type { ApiClientOptions } from './api/client';
export { EARLY_RESPONSE_LIFETIME_MS, earlyResponsesSucceeded } from './api/early-responses';
export { getContacts } from './api/contacts';
export { getDevices, subscribeDevice, unsubscribeDevice } from './api/devices';
export { getEventHistory, getEventSummary, getEventTimeseries } from './api/events';
export type { EventHistoryParams, EventTimeseriesParams } from './api/events';
export { getFeatureFlags } from './api/features';
export { getGuard, removeGuard, saveGuard } from './api/guard';
export { getLocations } from './api/locations';
export {
  endAlarmPractice,
  fetchMonitoringStatus,
  getMonitoringStatus,
  getVsgStatus,
} from './api/monitoring';
export { completeOnboarding, completeOnboardingForLocation } from './api/onboarding';
export { getPreferences, updatePreferences } from './api/preferences';
export { getSession } from './api/session';
export { recordStat } from './api/stats';
export { getSubscription } from './api/subscription';
export { cancelFreeTrial, startFreeTrial } from './api/trial';
export { getUserStatus } from './api/user-status';
export { getVsgState, setVsgState } from './api/vsg-state';

// Server-state cache
export {
  DeviceNotInCacheError,
  setDeviceEnrolledInCache,
  setGuardInCache,
  setPausedInCache,
  setPreferencesInCache,
} from './query/cache-helpers';
export type { Rollback } from './query/cache-helpers';
export {
  contactsQuery,
  devicesQuery,
  eventHistoryInfiniteQuery,
  eventSummaryQuery,
  eventTimeseriesQuery,
  featureFlagsQuery,
  guardQuery,
  locationsQuery,
  monitoringStatusQuery,
  ownersEventHistoryInfiniteQuery,
  preferencesQuery,
  REFETCH_ON_RETURN,
  sessionQuery,
  subscriptionQuery,
  userStatusQuery,
  vsgStateQuery,
  vsgStatusQuery,
} from './query/queries';
export {
  QUERY_STALE_TIME_MS,
  createQueryClient,
  getQueryClient,
  listenToWindowFocus,
  resetQueryClient,
  shouldRetryQuery,
} from './query/query-client';
export { queryKeys } from './query/query-keys';

// Scheduling
export { IDLE_TIMEOUT_MS, whenIdle } from './scheduling/when-idle';

// Event bus
export { EVENTS, createEventBus, getEventBus, publishEvent } from './events/event-bus';
export type { EventBus, EventHandler, EventName, EventPayloads } from './events/event-bus';
export { useEventBusListener } from './events/use-event-bus-listener';

// Pure domain rules
export { classifyWidth, isMobileBreakpoint, isMobileWidth } from './rules/breakpoints';
export { bucketByWeek, chartYMax, eventsTooltip } from './rules/charts';
export type { WeekBucket } from './rules/charts';
export {
  countMonitoringReasons,
  countOnboardingStatus,
  keepSelection,
  matchesStatusFilter,
  shouldLeaveDashboard,
  shouldLeaveDashboardForAnswers,
  toggleStatusFilter,
} from './rules/dashboard';
export type { DashboardStatusFilter } from './rules/dashboard';
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
} from './rules/devices';
export type { DeviceGroups } from './rules/devices';
export { buildExternalPageUrl, EXTERNAL_PAGE_PATHS } from './rules/external-pages';
export type { ExternalOrigins } from './rules/external-pages';
export { resolveLocationContext } from './rules/location-context';
export type { LocationContext, LocationContextInput, ReadState } from './rules/location-context';
export { ENVIRONMENTS, isEnvironment, resolveEnvironment } from './rules/environment';
export type { Environment } from './rules/environment';
export {
  builtPlatformConfig,
  environmentConfigForOrigin,
  environmentConfigOf,
} from './config/platform-config';
export type { EnvironmentConfig, PlatformConfig } from './config/platform-config';
export {
  eventCountSinceText,
  eventSummarySinceText,
  getResolutionCount,
  normalizeEventSummary,
  summaryCards,
} from './rules/event-summary';
export type { SummaryCard } from './rules/event-summary';
export {
  eventHistoryStartTime,
  eventTimeText,
  mergeOwnerPages,
  shouldFetchNextPage,
} from './rules/events-list';
export type { OwnerCursor, OwnersEventsPage } from './rules/events-list';
export {
  isFlagOn,
  mergeFlags,
  parseFeatureOverrides,
  readCookie,
  resolveFlags,
  toFeatureFlags,
} from './rules/flags';
export type { ResolveFlagsInput } from './rules/flags';
export { shouldShowGeofenceCallout } from './rules/geofence';
export {
  DONT_SHOW_AGAIN_PREFIX,
  dontShowAgainKey,
  INDOOR_DEVICE_MODAL_ID,
  indoorDeviceMemory,
  rememberDontShowAgain,
  shouldAutoConfirm,
} from './rules/dont-show-again';
export type { DontShowAgainStorage, ShowAgainMemory } from './rules/dont-show-again';
export type { GeofenceCalloutInput } from './rules/geofence';
export {
  companyNameCounter,
  containsEmoji,
  isGuardFormValid,
  toLocalGuard,
  validateCompanyName,
} from './rules/guard';
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
} from './rules/location';
export type { SetupFilter } from './rules/location';
export {
  INACTIVE_REASON_ACTIONS,
  getVsgReason,
  eventsExceededState,
  isArmed,
  isEventsExceeded,
  isVsgIncomplete,
  isVsgReason,
  monitoringStatusStep,
  onboardingCompleteStep,
  shouldPromptWatchZone,
} from './rules/monitoring';
export type { EventsExceededState, InactiveAction } from './rules/monitoring';
export {
  eventPercentage,
  extraEvents,
  extraEventsCapLabel,
  extraEventsStatusLabel,
  isOveragesInactive,
  isThresholdReached,
  summarizeOverages,
} from './rules/overages';
export type { OveragesInput, OveragesSummary } from './rules/overages';
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
} from './rules/preferences';
export { continuePath, decideLocationEntry, decideSettingsAccess } from './rules/routing';
export type { LocationEntry, SettingsAccess } from './rules/routing';
export {
  PROFESSIONAL_MONITORING_INELIGIBLE,
  RETURN_TO_NEXT_STEPS,
  decideReturnTo,
} from './rules/return-to';
export type { ReturnToDecision } from './rules/return-to';
export { buildStatBody } from './rules/stats';
export {
  isEmergencyQuery,
  sumTimeseries,
  timeseriesPoints,
  validateTimeseriesUserIds,
} from './rules/timeseries';
export {
  canManageTrial,
  isFreeTrialActive,
  isFreeTrialAvailable,
  isTrialExpired,
  trialDaysLeft,
  trialExpiredText,
} from './rules/trial';

// Hand-offs: each URL one side builds and another reads, as a builder and its parser
export { servedRoutePatterns } from './handoffs/served-routes';
export {
  AUTHORIZATION_RETURN_PARAMS,
  authorizationReturnUrl,
  readAuthorizationReturn,
} from './handoffs/authorization-return';
export type { AuthorizationAnswer, AuthorizationReturn } from './handoffs/authorization-return';
export {
  AUTHORIZED_PARAM,
  authorizedReturnPath,
  isAuthorizedReturn,
  isInAppPath,
  readAuthorizationReferrer,
} from './handoffs/authorized-return';
export {
  ONBOARDING_ERRORS,
  ONBOARDING_ERROR_PARAM,
  onboardingErrorMessage,
  onboardingStepWithError,
  readOnboardingError,
} from './handoffs/onboarding-error';
export type { OnboardingErrorCode } from './handoffs/onboarding-error';
export {
  CONTINUE_SETUP_PARAM,
  isContinueSetup,
  onboardingStepContinuingSetup,
} from './handoffs/continue-setup';
export {
  RETURN_TO_PARAMS,
  RETURN_TO_SOURCES,
  readReturnTo,
  returnToUrl,
} from './handoffs/return-to';
export type { ReturnTo, ReturnToQuery, ReturnToSource } from './handoffs/return-to';
export type { SearchInput } from './handoffs/search-params';

// Platform
export type {
  ExternalPage,
  NavigateOptions,
  Platform,
  PlatformSession,
  StatInput,
  ToastInput,
  ToastStatus,
} from './platform/platform';
export { PlatformContext, PlatformProvider } from './platform/platform-provider';
export { PlatformRedirect } from './platform/platform-redirect';
export { PLATFORM_MISSING_MESSAGE, useFlag, usePlatform } from './platform/use-platform';

// Remotes contract
export { ONBOARDING_STEPS, PATHS, SETTINGS_PAGES } from './remotes/paths';
export type { OnboardingStep, SettingsPage } from './remotes/paths';
export { isRemoteAppModule } from './remotes/remotes';
export {
  isRegistryPageOn,
  pageFlagOf,
  pageForPath,
  patternOfPath,
  readRegistry,
  remoteForPath,
  remoteModuleId,
} from './remotes/registry';
export type { RegistryRemote, RemotesRegistry } from './remotes/registry';
export { SHARED_CONTRACTS_VERSION } from './remotes/version';
export { HOST_GUARDS } from './remotes/route-manifest';
export type {
  HostGuard,
  PageDeclaration,
  RequestTemplate,
  RouteManifest,
} from './remotes/route-manifest';
export { fillPathTemplate, matchRoutePattern } from './remotes/route-match';
export {
  contactsPath,
  devicesPath,
  eventSummaryPath,
  preferencesPath,
  userStatusPath,
  vsgStatePath,
} from './api/paths';
export type { PagePrefetchContext, RemoteAppModule, RemoteAppProps } from './remotes/remotes';

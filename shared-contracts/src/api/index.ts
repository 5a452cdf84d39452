// `shared-contracts/api`: the API client, each endpoint's fetcher and query options, the query cache.
// One file per endpoint (ADR 0015): its path, query key, fetchers and query options.

export { ApiError, getErrorMessage, isApiError, isApiErrorStatus, toApiError } from './api-error';
export type { ApiErrorKind, ErrorMessageSpec } from './api-error';
export { ERROR_REPORT_PREFIX, onErrorReported, reportError } from './report-error';
export {
  API_PREFIX,
  CSRF_HEADER,
  TRACE_ID_HEADER,
  configureApiClient,
  createApiClient,
  pageApiClient,
  resetApiClient,
} from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { EARLY_RESPONSE_LIFETIME_MS, earlyResponsesSucceeded } from './early-responses';
export { contactsPath, contactsQuery, contactsQueryKey, getContacts } from './contacts';
export {
  deviceSubscriptionsPath,
  devicesPath,
  devicesQuery,
  devicesQueryKey,
  getDevices,
  subscribeDevice,
  unsubscribeDevice,
} from './devices';
export { endAlarmPractice, endAlarmPracticePath } from './end-alarm-practice';
export { cancelFreeTrial, entitlementPath, startFreeTrial } from './entitlement';
export type { EventFilters } from './event-filters';
export {
  eventHistoryInfiniteQuery,
  eventHistoryPath,
  eventHistoryQueryKey,
  getEventHistory,
  ownersEventHistoryInfiniteQuery,
  ownersEventHistoryQueryKey,
} from './event-history';
export type { EventHistoryParams } from './event-history';
export {
  eventSummaryPath,
  eventSummaryQuery,
  eventSummaryQueryKey,
  getEventSummary,
} from './event-summary';
export {
  eventTimeseriesPath,
  eventTimeseriesQuery,
  eventTimeseriesQueryKey,
  getEventTimeseries,
} from './event-timeseries';
export type { EventTimeseriesParams } from './event-timeseries';
export { featureFlagsQuery, featureFlagsQueryKey, getFeatureFlags } from './features';
export { getGuard, guardPath, guardQuery, guardQueryKey, removeGuard, saveGuard } from './guard';
export { getLocations, locationsQuery, locationsQueryKey } from './locations';
export { locationsPath, vsgStatusPath } from './paths';
export {
  fetchMonitoringStatus,
  getMonitoringStatus,
  monitoringStatusPath,
  monitoringStatusQuery,
  monitoringStatusQueryKey,
} from './monitoring-status';
export { completeOnboarding, onboardingPath } from './onboarding';
export { completeOnboardingForLocation, onboardingCompletePath } from './onboarding-complete';
export {
  getPreferences,
  preferencesPath,
  preferencesQuery,
  preferencesQueryKey,
  updatePreferences,
} from './preferences';
export { getSession, sessionQuery, sessionQueryKey } from './session';
export { recordStat, statsPath } from './stats';
export { getSubscription, subscriptionQuery, subscriptionQueryKey } from './subscription';
export { getUserStatus, userStatusPath, userStatusQuery, userStatusQueryKey } from './user-status';
export {
  getVsgState,
  setVsgState,
  vsgStatePath,
  vsgStateQuery,
  vsgStateQueryKey,
} from './vsg-state';
export { getVsgStatus, vsgStatusQuery, vsgStatusQueryKey } from './vsg-status';
export {
  DeviceNotInCacheError,
  setDeviceEnrolledInCache,
  setGuardInCache,
  setPausedInCache,
  setPreferencesInCache,
} from '../query/cache-helpers';
export type { Rollback } from '../query/cache-helpers';
export { apiClientOf, bindApiClient, useApiClient } from '../query/api-client-binding';
export {
  QUERY_STALE_TIME_MS,
  REFETCH_ON_RETURN,
  createQueryClient,
  getQueryClient,
  listenToWindowFocus,
  resetQueryClient,
  shouldRetryQuery,
} from '../query/query-client';
export type { QueryClientOptions } from '../query/query-client';

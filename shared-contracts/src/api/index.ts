// `shared-contracts/api`: the API client, each endpoint's fetcher and query options, the query cache.

export { ApiError, getErrorMessage, isApiError, isApiErrorStatus, toApiError } from './api-error';
export type { ApiErrorKind, ErrorMessageSpec } from './api-error';
export { ERROR_REPORT_PREFIX, onErrorReported, reportError } from './report-error';
export {
  API_PREFIX,
  CSRF_HEADER,
  TRACE_ID_HEADER,
  apiClient,
  configureApiClient,
  getCsrfToken,
  resetApiClient,
  setCsrfToken,
} from './client';
export type { ApiClientOptions } from './client';
export { EARLY_RESPONSE_LIFETIME_MS, earlyResponsesSucceeded } from './early-responses';
export { getContacts } from './contacts';
export { getDevices, subscribeDevice, unsubscribeDevice } from './devices';
export { getEventHistory, getEventSummary, getEventTimeseries } from './events';
export type { EventHistoryParams, EventTimeseriesParams } from './events';
export { getFeatureFlags } from './features';
export { getGuard, guardPath, guardQuery, guardQueryKey, removeGuard, saveGuard } from './guard';
export { getLocations } from './locations';
export {
  endAlarmPractice,
  fetchMonitoringStatus,
  getMonitoringStatus,
  getVsgStatus,
} from './monitoring';
export { completeOnboarding, completeOnboardingForLocation } from './onboarding';
export { getPreferences, updatePreferences } from './preferences';
export { getSession } from './session';
export { recordStat } from './stats';
export { getSubscription } from './subscription';
export { cancelFreeTrial, startFreeTrial } from './trial';
export { getUserStatus } from './user-status';
export { getVsgState, setVsgState } from './vsg-state';
export {
  DeviceNotInCacheError,
  setDeviceEnrolledInCache,
  setGuardInCache,
  setPausedInCache,
  setPreferencesInCache,
} from '../query/cache-helpers';
export type { Rollback } from '../query/cache-helpers';
export {
  contactsQuery,
  devicesQuery,
  eventHistoryInfiniteQuery,
  eventSummaryQuery,
  eventTimeseriesQuery,
  featureFlagsQuery,
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
} from '../query/queries';
export {
  QUERY_STALE_TIME_MS,
  createQueryClient,
  getQueryClient,
  listenToWindowFocus,
  resetQueryClient,
  shouldRetryQuery,
} from '../query/query-client';
export { queryKeys } from '../query/query-keys';
export {
  contactsPath,
  devicesPath,
  eventSummaryPath,
  preferencesPath,
  userStatusPath,
  vsgStatePath,
} from './paths';

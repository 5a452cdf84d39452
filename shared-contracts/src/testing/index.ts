export {
  FIXTURE_LOCATION_ID,
  FIXTURE_NOW_SECONDS,
  FIXTURE_USER_ID,
  buildContact,
  buildCurrentLocation,
  buildDevice,
  buildEnvironmentConfig,
  buildEvent,
  buildEventSummary,
  buildEventsPage,
  buildGuard,
  buildLocation,
  buildPreferences,
  buildPreferencesResponse,
  buildSubscription,
  buildTimeseries,
  buildUserLocationStatus,
  buildVsgStatus,
} from './builders';
export { createApiFixture, createApiHandlers, requestsOf } from './api-handlers';
export type { ApiCallName, ApiFixture, RecordedRequest } from './api-handlers';
export { setupApiServer } from './api-server';
export { expectErrorReportsNamed } from './error-reports';
export { createFakePlatform } from './fake-platform';
export type { FakePlatform, FakePlatformCalls, FakePlatformOptions } from './fake-platform';
export { matcherDisagreements, routeTablePatterns, routeTableProblems } from './route-table-check';
export type { ReactRouterMatchPath, RouteTableEntry } from './route-table-check';
export { firstRequestDisagreements } from './loader-check';
export { PLATFORM_PAGES_REGISTRY } from './platform-pages';
export { routeContextAt } from './route-context-at';

// `shared-contracts/startup`: what the host's entry chunk may use before the shared modules are
// negotiated. Nothing here imports a library or the rest of shared-contracts at run time, so the
// entry chunk carries its own small copy; state is shared with the API client through globalThis.

export { startEarlyGet, EARLY_RESPONSE_LIFETIME_MS } from '../api/early-responses';
export type { EarlyGetOptions } from '../api/early-responses';
export {
  FEATURES_PATH,
  SESSION_VERIFY_PATH,
  featureFlagsSearchParams,
  locationsPath,
  subscriptionPath,
  vsgStatusPath,
} from '../api/paths';
export { CSRF_HEADER } from '../api/request-conventions';
export { globalSingleton } from '../internal/global-singleton';
export { isRecord } from '../internal/is-record';
export { HOST_PATHS } from '../registry/host-paths';
export { readAuthorizationReturn } from '../handoffs/authorization-return';
export { readReturnTo } from '../handoffs/return-to';
export { CHUNK_LOAD_TIMEOUT_MS, REMOTE_ENTRY_TIMEOUT_MS } from '../registry/load-timeouts';
export { isRemoteAppModule } from '../registry/remote-app-module';
export { SERVER_RENDER_DATA_ID } from '../registry/server-render-id';
export type { RemoteAppModule } from '../registry/remote-app-module';
export {
  EMPTY_REGISTRY,
  readRegistry,
  registryRemoteProblem,
  releasesOf,
  remoteModuleId,
} from '../registry/read-registry';
export {
  firstRequestPaths,
  matchRoute,
  ownershipOf,
  routeContextOf,
} from '../routing/route-context';
export type {
  LocationOwnership,
  RouteContext,
  RouteMatch,
  RouteUrl,
} from '../routing/route-context';
export type { RegistryRemote, RemotesRegistry } from '../registry/read-registry';
export { registryForBrowser } from '../registry/canary-assignment';
export type { CanaryGroup } from '../registry/canary-assignment';
export { browserIdOf } from '../canary/browser-id';
export { resolveEnvironment } from '../rules/environment';
export { readCookie } from '../rules/flags';
export type { RouteParams } from '../registry/route-match';
export { SHARED_CONTRACTS_VERSION } from '../registry/version';

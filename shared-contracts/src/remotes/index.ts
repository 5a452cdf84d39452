// `shared-contracts/registry`: what the remotes serve (their pages, paths, route manifests) and how
// the host reads the registry that says so.

export { ONBOARDING_STEPS, PATHS, SETTINGS_PAGES } from './paths';
export type { OnboardingStep, SettingsPage } from './paths';
export { isRemoteAppModule } from './remotes';
export {
  isRegistryPageOn,
  pageFlagOf,
  pageForPath,
  patternOfPath,
  readRegistry,
  remoteForPath,
  remoteModuleId,
} from './registry';
export type { RegistryRemote, RemotesRegistry } from './registry';
export { SHARED_CONTRACTS_VERSION } from './version';
export { HOST_GUARDS } from './route-manifest';
export type { HostGuard, PageDeclaration, RequestTemplate, RouteManifest } from './route-manifest';
export { fillPathTemplate, matchRoutePattern } from './route-match';
export type { PagePrefetchContext, RemoteAppModule, RemoteAppProps } from './remotes';
export {
  canaryBucket,
  canaryGroup,
  registryForBrowser,
  releaseForBrowser,
} from './canary-assignment';

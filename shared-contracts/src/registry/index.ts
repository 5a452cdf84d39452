// `shared-contracts/registry`: what the remotes serve (their pages, paths, route manifests) and how
// the host reads the registry that says so.

export { HOST_PATHS } from './host-paths';
export { isRemoteAppModule } from './remote-app-module';
export { readRegistry, remoteModuleId, SCRIPT_INTEGRITY_FILE } from './read-registry';
export type { RegistryRemote, RemotesRegistry } from './read-registry';
export { SHARED_CONTRACTS_VERSION } from './version';
export type { PageDeclaration, RequestTemplate, RouteManifest } from './route-manifest';
export { fillPathTemplate, matchRoutePattern } from './route-match';
export type { RemoteAppModule, RemoteAppProps } from './remote-app-module';
export {
  canaryBucket,
  canaryGroup,
  registryForBrowser,
  releaseForBrowser,
} from './canary-assignment';

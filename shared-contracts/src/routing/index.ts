// `shared-contracts/routing`: how an address becomes a page. The route context (one match of an
// address against the registry, with what the session says of it), pages named by their remote and
// route id, and the guards and loaders of a remote's route table, with the one runner of them.

export {
  firstRequestPaths,
  isPageOn,
  matchRoute,
  ownershipOf,
  pageFlagOf,
  pagePath,
  patternOfPath,
  routeContextOf,
} from './route-context';
export type {
  HostPageLocation,
  LocationOwnership,
  RequestIds,
  RouteContext,
  RouteContextFacts,
  RouteMatch,
  RouteUrl,
} from './route-context';
export { isPageRef, pageTarget, targetOf } from './page-ref';
export type { PageRef, PageTarget } from './page-ref';
export { exitApp, redirectTo, routeManifestOf } from './route-table';
export type {
  LoaderContext,
  LoaderRedirect,
  PageGuard,
  PageLoader,
  RoutePage,
  RouteTable,
} from './route-table';
export { entersGuard, loaderContextOf, routePageOf, runPageLoaders } from './run-page-loaders';
export type { GuardedEntry, PageLoad } from './run-page-loaders';
export { createPageLoads, navigationKey } from './page-loads';
export type { PageLoadRun, PageLoads, PageLoadsOptions, PageOutcome } from './page-loads';

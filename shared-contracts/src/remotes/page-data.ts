import {
  contactsPath,
  devicesPath,
  eventSummaryPath,
  preferencesPath,
  userStatusPath,
  vsgStatePath,
} from '../api/paths';

// No run-time imports but the paths: the host's entry chunk reads this (shared-contracts/startup).

/** A GET a remote's page makes as soon as it renders. */
export type PageDataKind = 'vsgState' | 'eventSummary' | 'devices' | 'preferences' | 'contacts';

const PATH_OF: Readonly<Record<PageDataKind, (ownerId: number, locationId: string) => string>> = {
  vsgState: vsgStatePath,
  eventSummary: eventSummaryPath,
  devices: devicesPath,
  preferences: preferencesPath,
  contacts: contactsPath,
};

/**
 * The GETs a remote's page makes as soon as it renders, by address: declared here, in the contract,
 * so that the host's entry chunk starts them with its start-up calls instead of after the remote has
 * rendered (ADR 0007), and the host's app puts them in the query cache before the remote's page
 * renders (`prefetchPageData`). The remote's team keeps its pages' entries true: a call a page stops
 * making costs one unused GET, a call missing here only the time it used to take.
 */
const PAGE_DATA: ReadonlyArray<readonly [RegExp, readonly PageDataKind[]]> = [
  // The settings index opens the events summary.
  [/^\/locations\/[^/]+(?:\/events-summary)?\/?$/, ['vsgState', 'eventSummary']],
  [/^\/locations\/[^/]+\/devices\/?$/, ['vsgState', 'devices', 'preferences']],
  // The onboarding introduction.
  [/^\/onboarding\/[^/]+\/?$/, ['devices', 'contacts', 'preferences']],
];

/** The first GETs of the page at `pathname`; none for pages not declared here. */
export function pageDataKinds(pathname: string): readonly PageDataKind[] {
  return PAGE_DATA.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/**
 * The paths (below `/api`) of the first GETs of the page at `pathname`, whose location is
 * `locationId`, owned by `ownerId`.
 */
export function pageDataPaths(pathname: string, ownerId: number, locationId: string): string[] {
  return pageDataKinds(pathname).map((kind) => PATH_OF[kind](ownerId, locationId));
}

/**
 * The GETs a remote's page makes as soon as it renders that need only the signed-in user, by
 * address (ADR 0007): the dashboard reads its status list alongside the locations list the host
 * has already asked for.
 */
const USER_PAGE_DATA: ReadonlyArray<readonly [RegExp, ReadonlyArray<(userId: number) => string>]> =
  [[/^\/dashboard\/?$/, [userStatusPath]]];

/** The paths (below `/api`) of the first GETs of the page at `pathname` that need only `userId`. */
export function userPageDataPaths(pathname: string, userId: number): string[] {
  const paths = USER_PAGE_DATA.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
  return paths.map((path) => path(userId));
}

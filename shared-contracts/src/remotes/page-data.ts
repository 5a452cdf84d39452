import {
  contactsPath,
  devicesPath,
  eventSummaryPath,
  preferencesPath,
  vsgStatePath,
} from '../api/paths';

// No run-time imports but the paths: the host's entry chunk reads this (shared-contracts/startup).

type PageData = (ownerId: number, locationId: string) => string[];

/**
 * The GETs a remote's page makes as soon as it renders, by address: declared here, in the contract,
 * so that the host's entry chunk starts them with its start-up calls instead of after the remote has
 * rendered (ADR 0007). The remote's team keeps its pages' entries true: a call a page stops making
 * costs one unused GET, a call missing here only the time it used to take. Paths are below `/api`.
 */
const PAGE_DATA: ReadonlyArray<readonly [RegExp, PageData]> = [
  // The settings index opens the events summary.
  [
    /^\/locations\/[^/]+(?:\/events-summary)?\/?$/,
    (ownerId, locationId) => [
      vsgStatePath(ownerId, locationId),
      eventSummaryPath(ownerId, locationId),
    ],
  ],
  [
    /^\/locations\/[^/]+\/devices\/?$/,
    (ownerId, locationId) => [
      vsgStatePath(ownerId, locationId),
      devicesPath(ownerId, locationId),
      preferencesPath(ownerId, locationId),
    ],
  ],
  // The onboarding introduction.
  [
    /^\/onboarding\/[^/]+\/?$/,
    (ownerId, locationId) => [
      devicesPath(ownerId, locationId),
      contactsPath(ownerId, locationId),
      preferencesPath(ownerId, locationId),
    ],
  ],
];

/**
 * The first GETs of the page at `pathname` (whose location is `locationId`, owned by `ownerId`); none
 * for pages not declared here.
 */
export function pageDataPaths(pathname: string, ownerId: number, locationId: string): string[] {
  const declared = PAGE_DATA.find(([pattern]) => pattern.test(pathname));
  return declared === undefined ? [] : declared[1](ownerId, locationId);
}

import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'app-router';
import {
  devicesQuery,
  eventSummaryQuery,
  preferencesQuery,
  vsgStateQuery,
} from 'shared-contracts/api';
import type { PagePrefetchContext } from 'shared-contracts/registry';
import { SETTINGS_ROUTES } from './route-table';

type Prefetch = (client: QueryClient, ownerId: number, locationId: string) => Promise<void>[];

const eventsSummary: Prefetch = (client, ownerId, locationId) => [
  client.prefetchQuery(vsgStateQuery(ownerId, locationId)),
  client.prefetchQuery(eventSummaryQuery(ownerId, locationId)),
];

/** Each page's first data, as the queries its components read it with; the route table's `requests`. */
const PREFETCHES: readonly (readonly [string, Prefetch])[] = [
  [SETTINGS_ROUTES.index.path, eventsSummary],
  [SETTINGS_ROUTES.eventsSummary.path, eventsSummary],
  [
    SETTINGS_ROUTES.devices.path,
    (client, ownerId, locationId) => [
      client.prefetchQuery(vsgStateQuery(ownerId, locationId)),
      client.prefetchQuery(devicesQuery(ownerId, locationId)),
      client.prefetchQuery(preferencesQuery(ownerId, locationId)),
    ],
  ],
];

/**
 * The host asks this before the page renders (RemoteAppModule's `prefetchPage`): the page's first
 * data goes in the query cache, answered by the start-up's early requests for the same paths.
 */
export async function prefetchPage({
  queryClient,
  pathname,
  location,
}: PagePrefetchContext): Promise<void> {
  if (location === null) return;
  const prefetch = PREFETCHES.find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1];
  await Promise.all(prefetch?.(queryClient, location.ownerId, location.locationId) ?? []);
}

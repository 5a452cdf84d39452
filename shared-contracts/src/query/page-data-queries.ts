import type { QueryClient } from '@tanstack/react-query';
import { pageDataKinds, type PageDataKind } from '../remotes/page-data';
import {
  contactsQuery,
  devicesQuery,
  eventSummaryQuery,
  preferencesQuery,
  vsgStateQuery,
} from './queries';

type Prefetch = (client: QueryClient, ownerId: number, locationId: string) => Promise<void>;

/** Each page-data GET as the query a remote's page reads it with (same key, same function). */
const PREFETCH_OF: Readonly<Record<PageDataKind, Prefetch>> = {
  vsgState: (client, ownerId, locationId) =>
    client.prefetchQuery(vsgStateQuery(ownerId, locationId)),
  eventSummary: (client, ownerId, locationId) =>
    client.prefetchQuery(eventSummaryQuery(ownerId, locationId)),
  devices: (client, ownerId, locationId) => client.prefetchQuery(devicesQuery(ownerId, locationId)),
  preferences: (client, ownerId, locationId) =>
    client.prefetchQuery(preferencesQuery(ownerId, locationId)),
  contacts: (client, ownerId, locationId) =>
    client.prefetchQuery(contactsQuery(ownerId, locationId)),
};

/**
 * Starts the queries of the page at `pathname` (see `pageDataPaths`) in `client`, for the host to
 * call once it knows the location and before the remote's page renders. The start-up's early
 * responses answer them (ADR 0007), so the page's first render usually has its data instead of a
 * loading state and a second render. A query already cached and fresh is not fetched again; a
 * failure is left for the page's own query to show.
 */
export function prefetchPageData(
  client: QueryClient,
  pathname: string,
  ownerId: number,
  locationId: string,
): Promise<void> {
  return Promise.all(
    pageDataKinds(pathname).map((kind) => PREFETCH_OF[kind](client, ownerId, locationId)),
  ).then(() => undefined);
}

import { matchPath } from 'app-router';
import { contactsQuery, devicesQuery, preferencesQuery } from 'shared-contracts/api';
import type { PagePrefetchContext } from 'shared-contracts/registry';
import { ONBOARDING_ROUTES } from './route-table';

/**
 * The host asks this before the page renders (RemoteAppModule's `prefetchPage`): the introduction's
 * first data goes in the query cache, answered by the start-up's early requests for the same paths
 * (the route table's `requests`).
 */
export async function prefetchPage({
  queryClient,
  pathname,
  location,
}: PagePrefetchContext): Promise<void> {
  if (location === null || matchPath(ONBOARDING_ROUTES.introduction.path, pathname) === null) {
    return;
  }
  const { ownerId, locationId } = location;
  await Promise.all([
    queryClient.prefetchQuery(devicesQuery(ownerId, locationId)),
    queryClient.prefetchQuery(contactsQuery(ownerId, locationId)),
    queryClient.prefetchQuery(preferencesQuery(ownerId, locationId)),
  ]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CurrentLocation } from 'shared-contracts/entities';
import { locationIdFromPath } from '../../lib/location-from-url';
import { loadedRemoteApp } from '../registry/remote-registry';

/**
 * Asks the remote that renders `pathname` (`remote`, once loaded) to put its page's first data in
 * the query cache as soon as the host knows the location, before the remote has rendered the page:
 * the page then usually renders with its data at once instead of a loading state first. What the
 * page needs is the remote's own knowledge (its `prefetchPage`); the host knows no endpoint of it.
 */
export function usePageDataPrefetch(
  remote: string | null,
  pathname: string,
  userId: number,
  location: CurrentLocation | null,
): void {
  const queryClient = useQueryClient();
  const ownerId = location?.ownerId;
  const locationId = location?.locationId;
  useEffect(() => {
    const prefetchPage = remote === null ? undefined : loadedRemoteApp(remote)?.prefetchPage;
    if (prefetchPage === undefined) return;
    // The location in context may still be the one of the previous address.
    const known =
      ownerId !== undefined &&
      locationId !== undefined &&
      locationIdFromPath(pathname) === locationId;
    void prefetchPage({
      queryClient,
      pathname,
      userId,
      location: known ? { locationId, ownerId } : null,
    }).catch(() => undefined);
  }, [queryClient, remote, pathname, userId, ownerId, locationId]);
}

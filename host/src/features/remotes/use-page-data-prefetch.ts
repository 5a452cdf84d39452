import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { prefetchPageData, type CurrentLocation } from 'shared-contracts';
import { locationIdFromPath } from '../../lib/location-from-url';

/**
 * Puts the first data of the remote page at `pathname` in the query cache as soon as the host knows
 * the location, before the remote's code has rendered the page. The start-up's early responses
 * answer it, so the page usually renders with its data at once instead of a loading state first:
 * on the events summary, the summary cards showed about 0.75 s after the page at 4x CPU slowdown.
 */
export function usePageDataPrefetch(pathname: string, location: CurrentLocation | null): void {
  const client = useQueryClient();
  const ownerId = location?.ownerId;
  const locationId = location?.locationId;
  useEffect(() => {
    if (ownerId === undefined || locationId === undefined) return;
    // The location in context may still be the one of the previous address.
    if (locationIdFromPath(pathname) !== locationId) return;
    void prefetchPageData(client, pathname, ownerId, locationId);
  }, [client, pathname, ownerId, locationId]);
}

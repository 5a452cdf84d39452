import { useQuery } from '@tanstack/react-query';
import { REFETCH_ON_RETURN, locationsQuery } from 'shared-contracts/api';

/**
 * On a page that opens the provider's pages in a new tab (spec section 6): reads the user's
 * locations again when this tab is focused, since the setup may have been completed in the tab the
 * provider returned to. The host's location context reads the same cache entry, so
 * `platform.location` (its onboardStatus) follows.
 */
export function useLocationOnReturn(userId: number, enabled: boolean): void {
  // The host keeps the list it read: only a return to this tab reads it again.
  useQuery({ ...locationsQuery(userId), ...REFETCH_ON_RETURN, refetchOnMount: false, enabled });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { locationsQueryKey, subscriptionQueryKey, userStatusQueryKey } from 'shared-contracts/api';
import { EVENTS, publishEvent, useEventBusListener } from 'shared-contracts/events';

/**
 * The host's side of the page's events. It publishes the location in context whenever it changes,
 * so a remote can drop what it kept for the old one. It owns the account-wide queries (the location
 * list, the user's location statuses, the subscription of the location in context) and refreshes
 * them when a remote reports a change that alters them:
 * - a pause, a device enrollment and a finished onboarding change a location's monitoring status
 *   and its onboarding status: refetched, and the publisher may wait for it (the onboarding waits
 *   before it shows the finished setup);
 * - a cancelled trial changes the subscription: only marked stale, as the settings page that
 *   cancelled is on its way out. Refetched there, the subscription would have no entitlements and
 *   the settings guard, still mounted until the next page's remote loads, would exit to the account
 *   pages; the next reader refetches.
 */
export function useAreaEvents(userId: number, locationId: string | null): void {
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === locationId) return;
    const previousLocationId = previous.current;
    previous.current = locationId;
    void publishEvent(EVENTS.LOCATION_CHANGED, { locationId, previousLocationId });
  }, [locationId]);

  const refreshAccountQueries = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: locationsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: userStatusQueryKey(userId) }),
    ]);
  useEventBusListener(EVENTS.PAUSE_CHANGED, refreshAccountQueries);
  useEventBusListener(EVENTS.ENROLLMENT_CHANGED, refreshAccountQueries);
  useEventBusListener(EVENTS.SUBSCRIPTION_CHANGED, ({ ownerId, locationId: changed }) => {
    for (const queryKey of [
      subscriptionQueryKey(ownerId, changed),
      locationsQueryKey(userId),
      userStatusQueryKey(userId),
    ]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  });
}

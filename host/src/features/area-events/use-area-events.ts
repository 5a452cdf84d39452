import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from 'shared-contracts/api';
import { EVENTS, publishEvent, useEventBusListener } from 'shared-contracts/events';

/**
 * The host's side of the page's events. It publishes the location in context whenever it changes,
 * so a remote can drop what it kept for the old one. It owns the account-wide queries (the location
 * list, the user's location statuses) and refetches them when a remote reports a change that
 * alters them: a pause and a device enrollment both change a location's monitoring status.
 */
export function useAreaEvents(userId: number, locationId: string | null): void {
  const queryClient = useQueryClient();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === locationId) return;
    const previousLocationId = previous.current;
    previous.current = locationId;
    publishEvent(EVENTS.LOCATION_CHANGED, { locationId, previousLocationId });
  }, [locationId]);

  const refreshAccountQueries = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.locations(userId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.userStatus(userId) });
  };
  useEventBusListener(EVENTS.PAUSE_CHANGED, refreshAccountQueries);
  useEventBusListener(EVENTS.ENROLLMENT_CHANGED, refreshAccountQueries);
}

import { EVENTS, getEventBus } from 'shared-contracts/events';
import { removeKeys } from '../shared/lib/storage';
import { isGuardDraftOf, isSessionKeyOf } from '../shared/lib/storage-keys';

/**
 * What the settings area does on the host's events. Listening from the module, not a component,
 * because /signout and the location selector are host pages: no settings component is mounted
 * when they publish, yet what settings kept in sessionStorage outlives the page.
 * - session ended: the closed pause banners and unsaved private guard input of that user go, so
 *   the next session in the tab starts as a new one (sessionStorage survives the logout round trip).
 * - location changed: the unsaved private guard input of the location left goes, as if cancelled.
 * Returns the unsubscribe function.
 */
export function listenToPageEvents(): () => void {
  const bus = getEventBus();
  const offSession = bus.on(EVENTS.SESSION_ENDED, ({ userId }) =>
    removeKeys('session', isSessionKeyOf(userId)),
  );
  const offLocation = bus.on(EVENTS.LOCATION_CHANGED, ({ previousLocationId }) => {
    if (previousLocationId !== null) removeKeys('session', isGuardDraftOf(previousLocationId));
  });
  return () => {
    offSession();
    offLocation();
  };
}

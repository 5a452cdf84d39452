import { useSyncExternalStore } from 'react';

/** Nothing to listen to: the answer changes only between hydrating and after. */
const subscribe = () => () => {};

/**
 * The browser's clock, for a text that depends on the time or the reader's time zone (a date, the
 * start of this month or week, days left): null while the server renders and while the browser
 * hydrates what it rendered, whose clock and time zone are the server's, not the reader's; the
 * time of the render after, and at once in a render the browser starts itself.
 */
export function useBrowserNow(): Date | null {
  const onBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return onBrowser ? new Date() : null;
}

import { useHydrated } from './use-hydrated';

/**
 * The browser's clock, for a text that depends on the time or the reader's time zone (a date, the
 * start of this month or week, days left): null while the server renders and while the browser
 * hydrates what it rendered, whose clock and time zone are the server's, not the reader's; the
 * time of the render after, and at once in a render the browser starts itself.
 */
export function useBrowserNow(): Date | null {
  return useHydrated() ? new Date() : null;
}

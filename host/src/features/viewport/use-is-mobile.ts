import { useCallback, useSyncExternalStore } from 'react';
import { RESIZE_THROTTLE_MS } from 'shared-contracts/constants';
import { isMobileWidth } from 'shared-contracts/rules';
import { useThrottledCallback } from 'use-debounce';
import { useHostRuntime } from '../../routing/host-runtime';

const mobileNow = () => isMobileWidth(window.innerWidth);

/**
 * Spec section 9: mobile and tablet widths count as mobile; resize handling throttled at 200 ms. A
 * page rendered on the server starts from the server's guess (the runtime's), then takes the
 * window's width once hydrated.
 */
export function useIsMobile(): boolean {
  const { mobileViewport } = useHostRuntime();
  const subscribe = useCallback((changed: () => void) => {
    window.addEventListener('resize', changed);
    return () => window.removeEventListener('resize', changed);
  }, []);
  const throttled = useThrottledCallback((changed: () => void) => changed(), RESIZE_THROTTLE_MS);
  const subscribeThrottled = useCallback(
    (changed: () => void) => {
      const unsubscribe = subscribe(() => throttled(changed));
      return () => {
        unsubscribe();
        throttled.cancel();
      };
    },
    [subscribe, throttled],
  );
  return useSyncExternalStore(subscribeThrottled, mobileNow, () => mobileViewport);
}

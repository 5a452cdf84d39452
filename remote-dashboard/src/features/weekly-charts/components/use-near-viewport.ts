import { useCallback, useState } from 'react';

/**
 * How close to the viewport an element counts as near: a quarter of a phone screen, so that what it
 * gates has usually rendered by the time a scroll brings it into view. On a 1280 x 800 screen the
 * dashboard's charts start 390 px below the fold: a margin of 400 px would render them at once.
 */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Whether the element the returned ref is attached to has come within `NEAR_VIEWPORT_MARGIN` of
 * the viewport. It stays true once it has: for rendering a costly part of a page below the fold
 * only when someone scrolls towards it, not while the page loads.
 */
export function useNearViewport(): [
  ref: (element: Element | null) => (() => void) | undefined,
  near: boolean,
] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (element === null || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}

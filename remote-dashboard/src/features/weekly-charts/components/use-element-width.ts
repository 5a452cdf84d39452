import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element, followed with a ResizeObserver: `undefined` until the element has been
 * measured (its first layout effect, before the browser paints), then its width, or `fallback` where
 * nothing is laid out (no width measured, as in a test DOM). A chart waits for it, so that it is
 * built once at its real width instead of at a guess and again at once.
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  fallback: number,
): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      setWidth(measured > 0 ? measured : fallback);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element, followed with a ResizeObserver; `fallback` where nothing is laid out
 * (no width measured, as in a test DOM).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width > 0 ? width : fallback;
}

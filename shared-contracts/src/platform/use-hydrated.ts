import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and hydrates the server's HTML, true from the render
 * after: what the browser alone can know (its history, its storage) shows only then, so the
 * first render in the browser is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

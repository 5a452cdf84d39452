import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';

/** Spec section 9: toasts last 2 seconds. */
export const TOAST_DURATION_MS = 2000;

export type UiToastStatus = 'success' | 'error' | 'info' | 'warning';

/**
 * Most page loads show no toast, and the toast region (Chakra's toast machines, its store and
 * styles) would weigh on a phone's start-up: it is loaded with the first toast,
 * which its store then keeps until the region has mounted and shows it.
 */
const loadToasts = () => import('./toast-region');
// Kept once loaded, so a region mounted later (another Toaster, a remount) renders at once.
let loadedRegion: ComponentType | undefined;

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showToast(input: { title: string; status: UiToastStatus; description?: string }) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  loadToasts().then(
    ({ toaster }) =>
      toaster.create({
        title: input.title,
        description: input.description,
        type: input.status,
        duration: TOAST_DURATION_MS,
        closable: true,
      }),
    (error: unknown) => console.error('The toast region could not be loaded', error),
  );
}

/** The page's toast region, loaded and mounted once the first toast is asked for. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  const [Region, setRegion] = useState(() => loadedRegion);
  const needed = wanted && Region === undefined;
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    loadToasts().then(
      ({ ToastRegion }) => {
        loadedRegion = ToastRegion;
        if (current) setRegion(() => ToastRegion);
      },
      // showToast reports the failure.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return Region ? <Region /> : null;
}

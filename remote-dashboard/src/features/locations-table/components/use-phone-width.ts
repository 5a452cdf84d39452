import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from 'shared-contracts/constants';

/** Spec section 9's mobile breakpoint (up to 529 px), where the table's columns cannot fit. */
export const PHONE_WIDTH_QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_WIDTH_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhoneWidth = (): boolean => phoneQuery()?.matches ?? false;

/**
 * Whether the viewport is a phone's. A media query's change event fires only when the width
 * crosses the breakpoint, so a resize within one layout renders nothing again.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}

import { useCallback, useEffect, useState } from 'react';
import { useLeaveGuard, type LeaveGuard } from 'app-router';

export interface LeaveConfirmation {
  /** A way out of the page waits for the user's answer. */
  open: boolean;
  /** Goes the way the user asked for; the unsaved changes are dropped. */
  onLeave: () => void;
  /** Stays on the page with the changes. */
  onStay: () => void;
}

/**
 * While `dirty`, leaving the page asks first: the product's own links and buttons (app-router's
 * leave guard) wait for `onLeave` or `onStay`, and a closing or reloading tab gets the browser's
 * own question (`beforeunload`).
 */
export function useLeaveConfirmation(dirty: boolean): LeaveConfirmation {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useCallback<LeaveGuard>((leave) => setPending(() => leave), []);
  useLeaveGuard(dirty ? guard : null);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    open: pending !== null,
    onLeave: useCallback(() => {
      setPending(null);
      pending?.();
    }, [pending]),
    onStay: useCallback(() => setPending(null), []),
  };
}

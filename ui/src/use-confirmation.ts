import { useCallback, useRef, useState } from 'react';

/**
 * Where a confirm's 'don't show again' choice is kept: a local flag (settings' modals) or
 * shared-contracts' `indoorDeviceMemory`, one per user, which onboarding and settings share.
 */
export interface ShowAgainMemory {
  /** The user chose not to see the confirm again: the action goes ahead at once. */
  isSkipped: () => boolean;
  skip: () => void;
}

export interface Confirmation {
  /** Asks for confirmation, or runs `action` at once when 'don't show again' was chosen before. */
  request: (action: () => void) => void;
  /** Spread on `ConfirmDialog` beside its title and labels. */
  dialog: {
    open: boolean;
    onConfirm: () => void;
    onCancel: () => void;
    dontShowAgain?: { checked: boolean; onChange: (checked: boolean) => void };
  };
}

/**
 * State of a confirm: `request(action)` opens it, and `action` runs only on its confirm. With a
 * `memory`, the confirm offers 'don't show again'; confirmed with it ticked, the memory is told and
 * later requests run at once.
 */
export function useConfirmation(memory?: ShowAgainMemory): Confirmation {
  const [open, setOpen] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  // The latest memory, so that callers need not keep one object across renders.
  const latestMemory = useRef(memory);
  latestMemory.current = memory;

  const request = useCallback((action: () => void) => {
    if (latestMemory.current?.isSkipped()) {
      action();
      return;
    }
    pending.current = action;
    setDontShowAgain(false);
    setOpen(true);
  }, []);

  const onConfirm = useCallback(() => {
    if (dontShowAgain) latestMemory.current?.skip();
    const action = pending.current;
    pending.current = null;
    setOpen(false);
    action?.();
  }, [dontShowAgain]);

  const onCancel = useCallback(() => {
    pending.current = null;
    setOpen(false);
  }, []);

  return {
    request,
    dialog: {
      open,
      onConfirm,
      onCancel,
      ...(memory === undefined
        ? {}
        : { dontShowAgain: { checked: dontShowAgain, onChange: setDontShowAgain } }),
    },
  };
}

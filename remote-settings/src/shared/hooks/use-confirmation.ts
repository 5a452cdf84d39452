import { useCallback, useRef, useState } from 'react';
import { readFlag, writeFlag } from '../lib/storage';

export interface Confirmation {
  /** Asks for confirmation, or runs `action` at once when 'don't show again' was chosen before. */
  request: (action: () => void) => void;
  dialog: {
    open: boolean;
    onConfirm: () => void;
    onCancel: () => void;
    dontShowAgain?: { checked: boolean; onChange: (checked: boolean) => void };
  };
}

/**
 * State of a confirm modal. With `dontShowAgainKey`, the modal offers a 'don't show again'
 * checkbox; once confirmed with it ticked, a local flag is stored and later requests auto-confirm.
 */
export function useConfirmation(options: { dontShowAgainKey?: string } = {}): Confirmation {
  const { dontShowAgainKey } = options;
  const [open, setOpen] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const pending = useRef<(() => void) | null>(null);

  const request = useCallback(
    (action: () => void) => {
      if (dontShowAgainKey !== undefined && readFlag('local', dontShowAgainKey)) {
        action();
        return;
      }
      pending.current = action;
      setDontShowAgain(false);
      setOpen(true);
    },
    [dontShowAgainKey],
  );

  const onConfirm = useCallback(() => {
    if (dontShowAgainKey !== undefined && dontShowAgain) writeFlag('local', dontShowAgainKey);
    const action = pending.current;
    pending.current = null;
    setOpen(false);
    action?.();
  }, [dontShowAgain, dontShowAgainKey]);

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
      ...(dontShowAgainKey === undefined
        ? {}
        : { dontShowAgain: { checked: dontShowAgain, onChange: setDontShowAgain } }),
    },
  };
}

import { useCallback, useRef, useState } from 'react';
import { lazyDialog } from './lazy-overlay';

/** Spec section 4, device enrollment: the confirm before an indoor camera is enrolled. */
export const INDOOR_DEVICE_TEXTS = {
  title: 'Indoor Device',
  body: 'Guards will see inside your home when this camera detects a person while your system is armed. Only enroll indoor cameras where you are comfortable with that.',
  confirm: 'Enroll Indoor Device',
  cancel: 'Cancel',
  dontShowAgain: "Don't show this again",
} as const;

/**
 * Where the confirm's 'don't show again' choice is kept. The caller gives it (shared-contracts'
 * `indoorDeviceMemory`, one per user), so onboarding and settings read and write the same choice.
 */
export interface ShowAgainMemory {
  /** The user chose not to see the confirm again: enrolling goes ahead at once. */
  isSkipped: () => boolean;
  skip: () => void;
}

export interface IndoorDeviceConfirmProps {
  open: boolean;
  dontShowAgain: boolean;
  onDontShowAgainChange: (checked: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The 'Indoor Device' confirm of both remotes. Its code (`ModalShell`, Chakra's dialog) loads when it
 * first opens; if it cannot be fetched, the opening is cancelled and nothing is enrolled.
 */
export const IndoorDeviceConfirm = lazyDialog<IndoorDeviceConfirmProps>(
  () =>
    import('./overlays/indoor-device-confirm-content').then(
      (module) => module.IndoorDeviceConfirmContent,
    ),
  (props, error) => {
    console.error('The indoor device confirm could not be loaded', error);
    props.onCancel();
  },
);

/**
 * Asks before an indoor device is enrolled: `request(enroll)` opens the confirm, and `enroll` runs
 * only on its confirm (at once when the user chose not to see it again). Render
 * `<IndoorDeviceConfirm {...dialog} />` beside the switches.
 */
export function useIndoorDeviceConfirm(memory: ShowAgainMemory): {
  request: (enroll: () => void) => void;
  dialog: IndoorDeviceConfirmProps;
} {
  const [open, setOpen] = useState(false);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const latestMemory = useRef(memory);
  latestMemory.current = memory;

  const request = useCallback((enroll: () => void) => {
    if (latestMemory.current.isSkipped()) {
      enroll();
      return;
    }
    pending.current = enroll;
    setDontShowAgain(false);
    setOpen(true);
  }, []);

  const onConfirm = useCallback(() => {
    if (dontShowAgain) latestMemory.current.skip();
    const enroll = pending.current;
    pending.current = null;
    setOpen(false);
    enroll?.();
  }, [dontShowAgain]);

  const onCancel = useCallback(() => {
    pending.current = null;
    setOpen(false);
  }, []);

  return {
    request,
    dialog: { open, dontShowAgain, onDontShowAgainChange: setDontShowAgain, onConfirm, onCancel },
  };
}

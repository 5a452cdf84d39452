import { useCallback, useRef, useState } from 'react';
import type { IndoorDeviceConfirmProps, ShowAgainMemory } from './indoor-device-confirm-props';
import { lazyDialog } from './lazy-overlay';

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

import { Text } from '@chakra-ui/react';
import {
  INDOOR_DEVICE_TEXTS as T,
  type IndoorDeviceConfirmProps,
} from '../indoor-device-confirm-props';
import { ModalShell } from './modal-shell';

/** The confirm itself, loaded by `IndoorDeviceConfirm` when it first opens. */
export function IndoorDeviceConfirmContent({
  open,
  dontShowAgain,
  onDontShowAgainChange,
  onConfirm,
  onCancel,
}: IndoorDeviceConfirmProps) {
  return (
    <ModalShell
      open={open}
      role="alertdialog"
      title={T.title}
      confirmLabel={T.confirm}
      cancelLabel={T.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      dontShowAgain={{
        label: T.dontShowAgain,
        checked: dontShowAgain,
        onCheckedChange: onDontShowAgainChange,
      }}
    >
      <Text>{T.body}</Text>
    </ModalShell>
  );
}

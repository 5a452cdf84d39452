import { Text } from 'ui';
import { ModalShell } from 'ui/overlays';
import { LEAVE_TEXTS, type LeaveDialogProps } from './leave-dialog-props';

/** The dialog itself, loaded by leave-dialog.tsx when it first opens. */
export function LeaveDialogContent({ open, what, onLeave, onStay }: LeaveDialogProps) {
  return (
    <ModalShell
      open={open}
      role="alertdialog"
      title={LEAVE_TEXTS.title}
      confirmLabel={LEAVE_TEXTS.leave}
      onConfirm={onLeave}
      cancelLabel={LEAVE_TEXTS.stay}
      onCancel={onStay}
    >
      <Text>{LEAVE_TEXTS.body(what)}</Text>
    </ModalShell>
  );
}

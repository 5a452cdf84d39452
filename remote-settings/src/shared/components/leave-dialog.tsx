import { ConfirmDialog } from 'app-runtime/lazy';
import { Text } from 'ui';

const LEAVE_TEXTS = {
  title: 'Leave without saving?',
  body: (what: string) =>
    `You have changed ${what} without saving. If you leave now, the changes are lost.`,
  leave: 'Leave',
  stay: 'Stay',
} as const;

export interface LeaveDialogProps {
  open: boolean;
  /** What is not saved, e.g. 'your alert preferences'. */
  what: string;
  onLeave: () => void;
  onStay: () => void;
}

/**
 * Asks before a page with unsaved changes is left. If the dialog's code cannot be fetched the user
 * stays, changes kept: leaving unasked is what this dialog is for.
 */
export function LeaveDialog({ open, what, onLeave, onStay }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={LEAVE_TEXTS.title}
      confirmLabel={LEAVE_TEXTS.leave}
      onConfirm={onLeave}
      cancelLabel={LEAVE_TEXTS.stay}
      onCancel={onStay}
    >
      <Text>{LEAVE_TEXTS.body(what)}</Text>
    </ConfirmDialog>
  );
}

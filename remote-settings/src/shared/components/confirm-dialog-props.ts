// Beside the wrapper and its lazily loaded content, so the content need not import the wrapper that
// loads it (import-x/no-cycle).
import type { ReactNode } from 'react';

export const DONT_SHOW_AGAIN_LABEL = "Don't show this again";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** null: an information modal with the confirm button only. */
  cancelLabel?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm action is running. */
  busy?: boolean;
  /** Shows the 'don't show again' checkbox, controlled by the caller. */
  dontShowAgain?: { checked: boolean; onChange: (checked: boolean) => void };
  /** A destructive confirm is red. */
  destructive?: boolean;
  /** 'dialog' for an information modal; confirms are alert dialogs. */
  role?: 'dialog' | 'alertdialog';
}

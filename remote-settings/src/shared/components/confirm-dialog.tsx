import type { ReactNode } from 'react';
import { lazyDialog } from 'ui';

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

/**
 * A modal (650 px wide) with a confirm and, unless `cancelLabel` is null, a cancel button. Its code
 * (Chakra's dialog, `ui/overlays`) loads when it first opens; if it cannot be fetched, the opening is
 * cancelled, so whatever asked for the confirmation goes back to where it was.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog-content').then((module) => module.ConfirmDialogContent),
  (props, error) => {
    console.error('The confirmation dialog could not be loaded', error);
    props.onCancel();
  },
);

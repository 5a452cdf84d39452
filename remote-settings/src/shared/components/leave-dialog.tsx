import { lazyDialog } from 'ui';
import type { LeaveDialogProps } from './leave-dialog-props';

/**
 * Asks before a page with unsaved changes is left, in the product's modal (`ModalShell` from
 * `ui/overlays`), whose code loads when it first opens. If it cannot be fetched the user stays,
 * changes kept: leaving unasked is what this dialog is for.
 */
export const LeaveDialog = lazyDialog<LeaveDialogProps>(
  () => import('./leave-dialog-content').then((module) => module.LeaveDialogContent),
  (props, error) => {
    console.error('The leave confirmation could not be loaded', error);
    props.onStay();
  },
);

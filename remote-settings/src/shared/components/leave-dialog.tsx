import { lazyDialog } from 'ui';

export interface LeaveDialogProps {
  open: boolean;
  /** What is not saved, e.g. 'your alert preferences'. */
  what: string;
  onLeave: () => void;
  onStay: () => void;
}

export const LEAVE_TEXTS = {
  title: 'Leave without saving?',
  body: (what: string) =>
    `You have changed ${what} without saving. If you leave now, the changes are lost.`,
  leave: 'Leave',
  stay: 'Stay',
} as const;

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

import { lazyDialog } from 'ui';
import type { ConfirmDialogProps } from './confirm-dialog-props';

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

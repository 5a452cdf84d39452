import type { ConfirmDialogProps } from 'ui/overlays';
import { lazyDialog } from './lazy-overlay';

/**
 * `ui/overlays`' ConfirmDialog, whose code (Chakra's dialog) loads when it first opens. If it cannot
 * be fetched, the opening is dismissed (`onDismiss`, else `onCancel`), so whatever asked goes back to
 * where it was and nothing is done unconfirmed.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('ui/overlays').then((overlays) => overlays.ConfirmDialog),
  (props, error) => {
    console.error('The confirmation dialog could not be loaded', error);
    (props.onDismiss ?? props.onCancel)();
  },
);

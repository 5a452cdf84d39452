import { lazyDialog } from 'ui';
import type { ExitWarningDialogProps } from './exit-warning-dialog-props';

/**
 * The 'Setup Incomplete' warning shown before leaving an unfinished onboarding (spec 2.4). Its code
 * (Chakra's dialog, `ui/overlays`) loads when it first opens; if it cannot be fetched, the user stays
 * in the onboarding, as Continue Setup would leave them.
 */
export const ExitWarningDialog = lazyDialog<ExitWarningDialogProps>(
  () => import('./exit-warning-dialog-content').then((module) => module.ExitWarningDialogContent),
  (props, error) => {
    console.error('The exit warning could not be loaded', error);
    props.onContinue();
  },
);

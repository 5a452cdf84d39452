import { ConfirmDialog } from 'app-runtime/lazy';
import { ONBOARDING_TEXTS } from '../lib/copy';
import { Text } from 'ui';

const CONTINUE_SETUP_LABEL = 'Continue Setup';
const EXIT_LABEL = 'Exit';

export interface ExitWarningDialogProps {
  open: boolean;
  onContinue: () => void;
  onExit: () => void;
}

/**
 * The 'Setup Incomplete' warning shown before leaving an unfinished onboarding (spec 2.4). Escape,
 * a click outside and a dialog whose code cannot be fetched all keep the user in the onboarding, as
 * Continue Setup does.
 */
export function ExitWarningDialog({ open, onContinue, onExit }: ExitWarningDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={ONBOARDING_TEXTS.setupIncompleteTitle}
      confirmLabel={CONTINUE_SETUP_LABEL}
      onConfirm={onContinue}
      cancelLabel={EXIT_LABEL}
      onCancel={onExit}
      onDismiss={onContinue}
    >
      <Text>{ONBOARDING_TEXTS.setupIncompleteMessage}</Text>
    </ConfirmDialog>
  );
}

// Beside the wrapper and its lazily loaded content, so the content need not import the wrapper that
// loads it (import-x/no-cycle).
export const CONTINUE_SETUP_LABEL = 'Continue Setup';
export const EXIT_LABEL = 'Exit';

export interface ExitWarningDialogProps {
  open: boolean;
  onContinue: () => void;
  onExit: () => void;
}

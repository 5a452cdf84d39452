// Beside the wrapper and its lazily loaded content, so the content need not import the wrapper that
// loads it (import-x/no-cycle).
/** Spec section 4, device enrollment: the confirm before an indoor camera is enrolled. */
export const INDOOR_DEVICE_TEXTS = {
  title: 'Indoor Device',
  body: 'Guards will see inside your home when this camera detects a person while your system is armed. Only enroll indoor cameras where you are comfortable with that.',
  confirm: 'Enroll Indoor Device',
  cancel: 'Cancel',
  dontShowAgain: "Don't show this again",
} as const;

/**
 * Where the confirm's 'don't show again' choice is kept. The caller gives it (shared-contracts'
 * `indoorDeviceMemory`, one per user), so onboarding and settings read and write the same choice.
 */
export interface ShowAgainMemory {
  /** The user chose not to see the confirm again: enrolling goes ahead at once. */
  isSkipped: () => boolean;
  skip: () => void;
}

export interface IndoorDeviceConfirmProps {
  open: boolean;
  dontShowAgain: boolean;
  onDontShowAgainChange: (checked: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

// Beside the wrapper and its lazily loaded content, so the content need not import the wrapper that
// loads it (import-x/no-cycle).
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

// Beside the wrapper and its lazily loaded content, so the content need not import the wrapper that
// loads it (import-x/no-cycle).
export interface AuthorizeModalProps {
  open: boolean;
  dontShowAgain: boolean;
  onDontShowAgainChange: (checked: boolean) => void;
  onAuthorize: () => void;
  onDeny: () => void;
  onDismiss: () => void;
  linkedAccountsUrl: string;
  /** In a mobile session links open in-app, elsewhere in a new tab. */
  openLinksInApp: boolean;
}

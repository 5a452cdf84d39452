import { lazyDialog } from 'ui';

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

/**
 * Spec 2.5: the Authorize modal (Authorize / Deny, the four permissions, the linked-accounts note).
 * Its code (`ModalShell`, Chakra's dialog) loads when it first opens; if it cannot be fetched, the
 * request ends as a dismissal would (not authorized).
 */
export const AuthorizeModal = lazyDialog<AuthorizeModalProps>(
  () => import('./authorize-modal-content').then((module) => module.AuthorizeModalContent),
  (props, error) => {
    console.error('The Authorize modal could not be loaded', error);
    props.onDismiss();
  },
);

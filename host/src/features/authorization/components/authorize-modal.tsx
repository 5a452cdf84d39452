import { lazyDialog } from 'ui';
import type { AuthorizeModalProps } from './authorize-modal-props';

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

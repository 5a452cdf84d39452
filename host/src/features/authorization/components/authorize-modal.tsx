import { ConfirmDialog } from 'app-runtime/lazy';
import { AUTHORIZATION_TEXTS } from '../../../lib/authorization-texts';
import { Box, Link, List, Text } from 'ui';

export interface AuthorizeModalProps {
  open: boolean;
  /** The caller's steps run after Authorize: Authorize spins, Deny is disabled. */
  busy?: boolean;
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
 * Its close button, Escape and a dialog whose code cannot be fetched end the request as a dismissal
 * (not authorized, no Deny recorded).
 */
export function AuthorizeModal({
  open,
  busy = false,
  dontShowAgain,
  onDontShowAgainChange,
  onAuthorize,
  onDeny,
  onDismiss,
  linkedAccountsUrl,
  openLinksInApp,
}: AuthorizeModalProps) {
  return (
    <ConfirmDialog
      open={open}
      role="dialog"
      title={AUTHORIZATION_TEXTS.modalTitle}
      confirmLabel={AUTHORIZATION_TEXTS.authorize}
      onConfirm={onAuthorize}
      cancelLabel={AUTHORIZATION_TEXTS.deny}
      onCancel={onDeny}
      onDismiss={onDismiss}
      closeButton
      busy={busy}
      dontShowAgain={{
        label: AUTHORIZATION_TEXTS.dontShowAgain,
        checked: dontShowAgain,
        onChange: onDontShowAgainChange,
      }}
    >
      <Box>
        <Text mb="2">{AUTHORIZATION_TEXTS.modalIntro}</Text>
        <List.Root ps="5" gap="1" aria-label="Permissions">
          {AUTHORIZATION_TEXTS.permissions.map((permission) => (
            <List.Item key={permission}>{permission}</List.Item>
          ))}
        </List.Root>
        <Text mt="3" fontSize="sm" color="fg.muted">
          {AUTHORIZATION_TEXTS.revokeNote}{' '}
          <Link
            href={linkedAccountsUrl}
            color="brand.fg"
            {...(openLinksInApp ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {AUTHORIZATION_TEXTS.linkedAccounts}
          </Link>
          .
        </Text>
      </Box>
    </ConfirmDialog>
  );
}

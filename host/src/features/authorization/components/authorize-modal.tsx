import { AUTHORIZATION_TEXTS } from 'shared-contracts';
import { Link, List, ModalShell, Text } from 'ui';

interface AuthorizeModalProps {
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

/** Spec 2.5: the Authorize modal (Authorize / Deny, the four permissions, the linked-accounts note). */
export function AuthorizeModal({
  open,
  dontShowAgain,
  onDontShowAgainChange,
  onAuthorize,
  onDeny,
  onDismiss,
  linkedAccountsUrl,
  openLinksInApp,
}: AuthorizeModalProps) {
  return (
    <ModalShell
      open={open}
      title={AUTHORIZATION_TEXTS.modalTitle}
      confirmLabel={AUTHORIZATION_TEXTS.authorize}
      onConfirm={onAuthorize}
      cancelLabel={AUTHORIZATION_TEXTS.deny}
      onCancel={onDeny}
      onDismiss={onDismiss}
      dontShowAgain={{
        label: AUTHORIZATION_TEXTS.dontShowAgain,
        checked: dontShowAgain,
        onCheckedChange: onDontShowAgainChange,
      }}
    >
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
    </ModalShell>
  );
}

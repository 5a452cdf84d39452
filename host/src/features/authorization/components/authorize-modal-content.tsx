import { AUTHORIZATION_TEXTS } from '../../../lib/authorization-texts';
import { Link, List, Text } from 'ui';
import { ModalShell } from 'ui/overlays';
import type { AuthorizeModalProps } from './authorize-modal-props';

/** The modal itself (`ModalShell`, from `ui/overlays`), loaded by authorize-modal.tsx. */
export function AuthorizeModalContent({
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

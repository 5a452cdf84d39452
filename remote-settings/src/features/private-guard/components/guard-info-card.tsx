import type { LocalPrivateGuard } from 'shared-contracts/entities';
import { usePlatform } from 'shared-contracts/platform';
import { Alert, Card, Heading, Stack, Text } from 'ui';
import { formatUsPhone } from '../lib/format-phone';
import { nonEditableText, PRIVATE_GUARD_TEXTS as T } from '../lib/texts';

/** The registered guard: pending callout while unconfirmed, its info, and who can change it. */
export function GuardInfoCard({ guard }: { guard: LocalPrivateGuard }) {
  // No configuration for the page's environment: no support email.
  const supportEmail = usePlatform().config?.supportEmail ?? null;
  return (
    <Stack gap="4">
      {guard.pending ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{T.pendingTitle}</Alert.Title>
            <Alert.Description>{T.pendingBody}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Card.Root as="section" aria-labelledby="private-guard-info">
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="md" id="private-guard-info">
              {T.infoHeading}
            </Heading>
            <Stack as="dl" gap="1">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {T.companyName}
              </Text>
              <Text as="dd" fontWeight="medium">
                {guard.agencyName}
              </Text>
              <Text as="dt" fontSize="sm" color="fg.muted">
                {T.phone}
              </Text>
              <Text as="dd" fontWeight="medium">
                {formatUsPhone(guard.phone)}
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {nonEditableText(supportEmail)}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

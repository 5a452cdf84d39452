import { Link as RouterLink } from 'app-router';
import { pagePathOf, usePlatform } from 'shared-contracts/platform';
import { TRIAL_BENEFITS } from '../../shared/lib/destinations';
import { trialDaysLeft, trialExpiredText } from 'shared-contracts/rules';
import { Card, Heading, HStack, Link, Stack, Text, TOUCH_TARGET_STYLE } from 'ui';
import { useCancelTrial } from '../../features/trial/api/use-cancel-trial';
import { TRIAL_TEXTS as T } from '../../features/trial/lib/texts';
import { ClockText } from '../../shared/components/clock-text';
import { DestructiveButton } from '../../shared/components/destructive-button';
import { useSettingsLocation } from '../../shared/hooks/use-settings-location';

/** /locations/:locationId/trial-management: days left, the event limit, benefits, cancel. */
export function TrialManagementPage() {
  const platform = usePlatform();
  const location = useSettingsLocation();
  const cancel = useCancelTrial(location);
  // Days from the reader's clock, not the server's: a render near a day's end would disagree.
  const daysLeftAt = (now: Date) => {
    const daysLeft = trialDaysLeft(location.freeTrialExpirationTimestamp ?? 0, now.getTime());
    return trialExpiredText(daysLeft) ?? T.daysLeft(daysLeft);
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Text color="fg.muted">{T.description}</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          {/* A value that does not fit beside its label goes under it, whole: on a phone it broke
              inside its words in a narrow column. */}
          <Stack as="dl" gap="3">
            <HStack justify="space-between" flexWrap="wrap" columnGap="4" rowGap="0">
              <Text as="dt" color="fg.muted">
                {T.daysLeftLabel}
              </Text>
              <ClockText as="dd" textAt={daysLeftAt} placeholderMaxW="6rem" />
            </HStack>
            <HStack justify="space-between" flexWrap="wrap" columnGap="4" rowGap="0">
              <Text as="dt" color="fg.muted">
                {T.eventLimitLabel}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {T.eventLimit(location.overagesThreshold)}
              </Text>
            </HStack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Stack gap="1">
            <Link
              asChild
              fontWeight="semibold"
              colorPalette="brand"
              color="colorPalette.fg"
              css={TOUCH_TARGET_STYLE}
            >
              <RouterLink
                to={pagePathOf(platform, TRIAL_BENEFITS({ locationId: location.locationId }))}
              >
                {T.benefits}
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {T.benefitsDescription}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {T.cancelDescription}
            </Text>
            <DestructiveButton
              label={T.cancel}
              pending={cancel.isPending}
              onConfirmed={() => cancel.mutate()}
              confirm={{
                title: T.cancelTitle,
                body: T.cancelBody,
                confirmLabel: T.cancel,
                cancelLabel: T.keep,
              }}
            />
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

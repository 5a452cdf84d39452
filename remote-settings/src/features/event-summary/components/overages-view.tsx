import type { CurrentLocation } from 'shared-contracts/entities';
import { EXTRA_EVENT_PRICE } from 'shared-contracts/constants';
import { SETTINGS_TEXTS } from '../../../shared/lib/copy';
import { countSince, eventCountSinceText } from '../lib/event-summary';
import { extraEventsStatusLabel, type OveragesSummary } from '../lib/overages';
import { Card, HStack, ProgressBar, Stack, Text } from 'ui';
import { ExternalLink } from '../../../shared/components/external-link';
import { ClockText } from '../../../shared/components/clock-text';

export const OVERAGES_TEXTS = {
  progressLabel: 'Monitored events',
  manage: 'Manage',
  extraEvents: 'Extra Events',
  pricePerEvent: `$${EXTRA_EVENT_PRICE.toFixed(2)} per event`,
} as const;

/**
 * The overages view: 'Event Count Since {DD-MMMM}', the progress against the included events
 * (negative colour, and 'Service inactive', when the limit is reached), 'Extra Events: On/Off'
 * with Manage, and the extra events used 'of {cap}' or '(no limit set)' at $0.99 per event.
 */
export function OveragesView({
  location,
  count,
  overages,
  inactive,
}: {
  location: CurrentLocation;
  count: number;
  overages: OveragesSummary;
  inactive: boolean;
}) {
  return (
    <Card.Root size="sm" as="section" aria-label="Event count">
      <Card.Body>
        <Stack gap="4">
          <ClockText
            textAt={(now) => eventCountSinceText(countSince(location, now))}
            placeholderMaxW="20rem"
          />
          <Stack gap="1">
            <HStack justify="space-between">
              <Text fontSize="sm" fontWeight="medium">
                {/* No threshold in the subscription: there is nothing to count against. */}
                {location.overagesThreshold > 0
                  ? `${count} / ${location.overagesThreshold} events`
                  : `${count} events`}
              </Text>
              {inactive ? (
                <Text fontSize="sm" fontWeight="semibold" color="fg.error">
                  {SETTINGS_TEXTS.serviceInactive}
                </Text>
              ) : null}
            </HStack>
            <ProgressBar
              value={overages.percentage}
              label={OVERAGES_TEXTS.progressLabel}
              colorPalette={inactive ? 'red' : 'brand'}
              negative={inactive}
            />
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            {SETTINGS_TEXTS.eventCountResets}
          </Text>
          <HStack justify="space-between" borderTopWidth="1px" pt="3">
            <Text fontWeight="medium">{extraEventsStatusLabel(location.overagesEnabled)}</Text>
            <ExternalLink page="billingPlans" standalone>
              {OVERAGES_TEXTS.manage}
            </ExternalLink>
          </HStack>
          {location.overagesEnabled ? (
            <Stack gap="0">
              <Text>
                {OVERAGES_TEXTS.extraEvents}: {overages.extraEvents} {overages.capLabel}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {OVERAGES_TEXTS.pricePerEvent}
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

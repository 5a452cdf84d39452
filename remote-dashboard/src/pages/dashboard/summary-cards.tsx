import {
  countMonitoringReasons,
  countOnboardingStatus,
  type LocationStatus,
} from 'shared-contracts';
import { Card, SimpleGrid, Stack, Text } from 'ui';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack direction="row" justify="space-between">
      <Text fontSize="sm">{label}</Text>
      <Text fontSize="sm" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}

/** The four location summary cards of spec 2.6. */
export function SummaryCards({ statuses }: { statuses: LocationStatus[] }) {
  const onboarding = countOnboardingStatus(statuses);
  const reasons = countMonitoringReasons(statuses);
  const cards = [
    {
      title: 'Onboarding',
      rows: [
        ['Complete', onboarding.complete],
        ['Incomplete', onboarding.incomplete],
      ],
    },
    {
      title: 'Monitoring',
      rows: [
        ['Active', reasons.ACTIVE],
        ['Paused', reasons.PAUSED],
      ],
    },
    {
      title: 'Not monitoring',
      rows: [
        ['Disarmed', reasons.DISARMED],
        ['Snoozed', reasons.SNOOZED],
      ],
    },
    {
      title: 'Attention',
      rows: [
        ['Ineligible', reasons.INELIGIBLE],
        ['Unknown', reasons.UNKNOWN],
      ],
    },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      {cards.map((card) => (
        <Card.Root key={card.title} size="sm">
          <Card.Header>
            <Card.Title>{card.title}</Card.Title>
          </Card.Header>
          <Card.Body gap="1">
            {card.rows.map(([label, value]) => (
              <Count key={label} label={label} value={value} />
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

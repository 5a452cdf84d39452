import { summaryCards, type NormalizedEventSummary } from 'shared-contracts';
import { Card, Heading, HStack, SimpleGrid, Stack, Text } from 'ui';
import { ResolutionIcon } from './resolution-icon';

/** 'Guard Event Summary': a card per resolution type (name, description, icon) plus Guard Reviewed. */
export function SummaryCards({ summary }: { summary: NormalizedEventSummary }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="vsg-guard-event-summary">
      <Heading as="h2" size="lg" id="vsg-guard-event-summary">
        Guard Event Summary
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {summaryCards(summary).map((card) => (
          <Card.Root as="li" key={card.key} size="sm">
            <Card.Body>
              <HStack justify="space-between" align="start">
                <Stack gap="1">
                  <Text fontWeight="semibold">{card.displayName}</Text>
                  <Text fontSize="2xl" fontWeight="bold" aria-label={`${card.displayName} events`}>
                    {card.count}
                  </Text>
                </Stack>
                <ResolutionIcon icon={card.icon} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {card.description}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

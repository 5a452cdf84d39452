import { getUnixTime, startOfMonth } from 'date-fns';
import {
  eventSummarySinceText,
  getErrorMessage,
  summaryCards,
  usePlatform,
} from 'shared-contracts';
import { Alert, Button, Card, Center, Heading, SimpleGrid, Spinner, Stack, Text } from 'ui';
import { useEventSummary } from '../../features/event-summary/api/use-event-summary';

/** /locations/:locationId/events-summary: the settings landing page. */
export function EventsSummaryPage() {
  const { location } = usePlatform();
  const summary = useEventSummary(location?.ownerId ?? 0, location?.locationId ?? '');

  if (!location) return null;
  const since = location.overagesStartAt ?? getUnixTime(startOfMonth(new Date()));

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Virtual Security Guard
      </Heading>
      {summary.isPending ? (
        <Center minH="20vh" role="status" aria-label="Loading">
          <Spinner color="brand.solid" />
        </Center>
      ) : summary.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{getErrorMessage(summary.error)}</Alert.Title>
          <Button size="sm" ml="auto" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <>
          <Text fontWeight="semibold">
            {eventSummarySinceText(summary.data.resolvedEvents.count, since)}
          </Text>
          <Heading as="h2" size="lg">
            Guard Event Summary
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
            {summaryCards(summary.data).map((card) => (
              <Card.Root key={card.key} size="sm">
                <Card.Body>
                  <Text fontWeight="semibold">{card.displayName}</Text>
                  <Text fontSize="2xl" fontWeight="bold" aria-label={`${card.displayName} events`}>
                    {card.count}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {card.description}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

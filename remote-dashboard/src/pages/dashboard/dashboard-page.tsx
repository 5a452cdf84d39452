import { getErrorMessage, usePlatform } from 'shared-contracts';
import { Alert, Button, Center, Heading, Spinner, Stack, Text } from 'ui';
import { useLocationStatuses } from '../../features/location-status/api/use-location-statuses';
import { SummaryCards } from './summary-cards';

/** /dashboard: the multi-location small-business dashboard (spec 2.6). */
export function DashboardPage() {
  const { session } = usePlatform();
  const { statuses, isPending, error, refetch } = useLocationStatuses(session.userId);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Dashboard
      </Heading>
      {isPending ? (
        <Center minH="20vh" role="status" aria-label="Loading">
          <Spinner color="brand.solid" />
        </Center>
      ) : error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{getErrorMessage(error)}</Alert.Title>
          <Button size="sm" ml="auto" onClick={refetch}>
            Try again
          </Button>
        </Alert.Root>
      ) : (
        <>
          <Text color="fg.muted">{statuses.length} locations</Text>
          <SummaryCards statuses={statuses} />
        </>
      )}
    </Stack>
  );
}

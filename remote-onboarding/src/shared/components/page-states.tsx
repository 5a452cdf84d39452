import { getErrorMessage } from 'shared-contracts/api';
import { Alert, Button, Center, Spinner } from 'ui';

/** A read in flight. */
export function Loading() {
  return (
    <Center minH="20vh" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

/** A read that failed: its message and a Retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{getErrorMessage(error)}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert.Root>
  );
}

import { getErrorMessage } from 'shared-contracts/api';
import { Alert, Button } from 'ui';

/** A read that failed: the spec's message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title>{getErrorMessage(error)}</Alert.Title>
      <Button size="sm" ml="auto" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

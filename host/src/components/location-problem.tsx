import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { HOST_PATHS } from 'shared-contracts/registry';
import { Alert, Button, Stack } from 'ui';

interface LocationProblemProps {
  /** One of the location context failures of spec section 8. */
  problem: string;
  onRetry: () => void;
  onChooseLocation: () => void;
}

/**
 * The visible state of a location context failure: the spec's message; Try again when the locations
 * could not be fetched, otherwise a way to the location selector.
 */
export function LocationProblem({ problem, onRetry, onChooseLocation }: LocationProblemProps) {
  const retryable = problem === ERROR_MESSAGES.locations;
  return (
    <Stack maxW="720px" mx="auto" py="8">
      <Alert.Root status={retryable ? 'error' : 'warning'}>
        <Alert.Indicator />
        <Alert.Title>{problem}</Alert.Title>
        {retryable ? (
          <Button size="sm" ml="auto" onClick={onRetry}>
            Try again
          </Button>
        ) : (
          <Button size="sm" ml="auto" asChild>
            <a
              href={HOST_PATHS.locations}
              onClick={(event) => {
                event.preventDefault();
                onChooseLocation();
              }}
            >
              Choose a location
            </a>
          </Button>
        )}
      </Alert.Root>
    </Stack>
  );
}

import { useNavigate } from 'app-router';
import { Button, Heading, HStack, Text, VStack } from 'ui';

/** Spec 2.5: the boundary error page, with a retry where the failed part can be loaded again. */
export function BoundaryError({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <VStack role="alert" gap="4" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        There was a problem
      </Heading>
      <Text>Sorry, something went wrong.</Text>
      <HStack gap="3">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        <Button colorPalette="brand" onClick={() => navigate('/')}>
          Back to Control Center
        </Button>
      </HStack>
    </VStack>
  );
}

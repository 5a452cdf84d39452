import { useNavigate } from 'react-router-dom';
import { Button, Heading, Text, VStack } from 'ui';

/** Spec 2.1: unknown pages. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <VStack gap="4" py="16" px="4" textAlign="center">
      <Heading as="h1" size="4xl" color="fg.muted">
        404
      </Heading>
      <Text>Sorry, the page you visited does not exist.</Text>
      <Button colorPalette="brand" onClick={() => navigate('/')}>
        Back Home
      </Button>
    </VStack>
  );
}

import { AUTHORIZATION_TEXTS } from '../../lib/authorization-texts';
import { Button, Heading, Text, VStack } from 'ui';

/** Spec 2.5: the authorization-denied screen. */
export function AuthorizationDenied({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <VStack gap="4" py="12" px="4" textAlign="center" maxW="lg" mx="auto">
      <Heading as="h1" size="xl">
        {AUTHORIZATION_TEXTS.deniedTitle}
      </Heading>
      <Text>{AUTHORIZATION_TEXTS.deniedExplanation}</Text>
      <Button colorPalette="brand" onClick={onTryAgain}>
        {AUTHORIZATION_TEXTS.tryAgain}
      </Button>
    </VStack>
  );
}

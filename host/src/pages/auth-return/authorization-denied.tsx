import { Button, Heading, Text, VStack } from 'ui';

/** Spec 2.5: the authorization-denied screen. */
export function AuthorizationDenied({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <VStack gap="4" py="12" px="4" textAlign="center" maxW="lg" mx="auto">
      <Heading as="h1" size="xl">
        Virtual Security Guard was not authorized.
      </Heading>
      <Text>
        Virtual Security Guard needs access to the Live View of your enrolled devices so that guards
        can see and respond to person-detected events.
      </Text>
      <Button colorPalette="brand" onClick={onTryAgain}>
        Try Again
      </Button>
    </VStack>
  );
}

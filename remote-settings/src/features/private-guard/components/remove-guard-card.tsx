import type { CurrentLocation } from 'shared-contracts/entities';
import { Card, Heading, Stack, Text } from 'ui';
import { DestructiveButton } from '../../../shared/components/destructive-button';
import { useRemoveGuard } from '../api/use-remove-guard';
import { PRIVATE_GUARD_TEXTS as T } from '../lib/texts';

/** Removal of the private guard, with its confirm; police are requested afterwards. */
export function RemoveGuardCard({ location }: { location: CurrentLocation }) {
  const remove = useRemoveGuard(location);
  return (
    <Card.Root as="section" aria-labelledby="private-guard-remove">
      <Card.Body>
        <Stack gap="2" align="start">
          <Heading as="h2" size="md" id="private-guard-remove">
            {T.removeHeading}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {T.removeBody}
          </Text>
          <DestructiveButton
            label={T.removeHeading}
            pending={remove.isPending}
            onConfirmed={() => remove.mutate()}
            confirm={{ title: T.removeTitle, body: T.removeBody, confirmLabel: T.remove }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

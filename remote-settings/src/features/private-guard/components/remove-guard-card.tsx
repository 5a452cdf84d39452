import { ConfirmDialog } from 'app-runtime/lazy';
import type { CurrentLocation } from 'shared-contracts/entities';
import { Button, Card, Heading, Stack, Text, useConfirmation } from 'ui';
import { useRemoveGuard } from '../api/use-remove-guard';
import { PRIVATE_GUARD_TEXTS as T } from '../lib/texts';

/** Removal of the private guard, with its confirm; police are requested afterwards. */
export function RemoveGuardCard({ location }: { location: CurrentLocation }) {
  const remove = useRemoveGuard(location);
  const confirm = useConfirmation();
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
          <Button
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => confirm.request(() => remove.mutate())}
          >
            {T.removeHeading}
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog {...confirm.dialog} title={T.removeTitle} confirmLabel={T.remove} destructive>
        <Text>{T.removeBody}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}

import { lazy, Suspense, useState } from 'react';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { Button, Card, Heading, Stack, Text } from 'ui';
import { useGuard } from '../../features/private-guard/api/use-guard';
import { useSaveGuard } from '../../features/private-guard/api/use-save-guard';
import { GuardInfoCard } from '../../features/private-guard/components/guard-info-card';
import { RemoveGuardCard } from '../../features/private-guard/components/remove-guard-card';
import {
  clearGuardDraft,
  readGuardDraft,
  writeGuardDraft,
} from '../../features/private-guard/lib/guard-draft';
import { PRIVATE_GUARD_TEXTS as T } from '../../features/private-guard/lib/texts';
import { Loading } from '../../shared/components/loading';
import { QueryError } from '../../shared/components/query-error';
import { useSettingsLocation } from '../../shared/hooks/use-settings-location';

// The form brings libphonenumber-js: its own chunk, downloaded only when the form opens.
const GuardForm = lazy(() =>
  import('../../features/private-guard/components/guard-form').then((module) => ({
    default: module.GuardForm,
  })),
);

/** /locations/:locationId/private-guard (behind next-private-guard). */
export function PrivateGuardPage() {
  const platform = usePlatform();
  const location = useSettingsLocation();
  const guard = useGuard(location);
  const save = useSaveGuard(location);
  const draftKey = { userId: platform.session.userId, locationId: location.locationId };
  // Input left unsaved (e.g. the session expired on Save) reopens the form with it.
  const [draft] = useState(() => readGuardDraft(draftKey));
  const [adding, setAdding] = useState(draft !== null);

  const body = () => {
    if (guard.isPending) return <Loading label="Loading private guard" />;
    if (guard.isError) {
      return <QueryError error={guard.error} onRetry={() => void guard.refetch()} />;
    }
    if (guard.data !== null) {
      return (
        <>
          <GuardInfoCard guard={guard.data} />
          {platform.isFlagOn(FEATURE_FLAGS.PRIVATE_GUARD_DELETE) ? (
            <RemoveGuardCard location={location} />
          ) : null}
        </>
      );
    }
    if (adding) {
      return (
        <Card.Root as="section" aria-labelledby="private-guard-form">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h2" size="md" id="private-guard-form">
                {T.formHeading}
              </Heading>
              <Suspense fallback={<Loading label="Loading form" minH="8rem" />}>
                <GuardForm
                  saving={save.isPending}
                  initial={draft ?? undefined}
                  onInputChange={(input) => writeGuardDraft(draftKey, input)}
                  onSave={(input) =>
                    save.mutate(input, {
                      onSuccess: () => {
                        clearGuardDraft(draftKey);
                        setAdding(false);
                      },
                    })
                  }
                  onCancel={() => {
                    clearGuardDraft(draftKey);
                    setAdding(false);
                  }}
                />
              </Suspense>
            </Stack>
          </Card.Body>
        </Card.Root>
      );
    }
    return (
      <Card.Root>
        <Card.Body>
          <Stack gap="1">
            <Text fontWeight="semibold">{T.noInfo}</Text>
            <Text fontSize="sm" color="fg.muted">
              {T.noInfoDescription}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  };

  const canAdd = guard.data === null && !adding;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Text color="fg.muted">{T.description}</Text>
        {canAdd ? (
          <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        ) : null}
      </Stack>
      {body()}
    </Stack>
  );
}

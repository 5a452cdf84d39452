import { useState } from 'react';
import type { AlertPreferences } from 'shared-contracts/entities';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { hasEmergencyContacts } from 'shared-contracts/rules';
import { Stack, Text } from 'ui';
import { usePreferences } from '../../features/alert-preferences/api/use-preferences';
import { useSaveAlertPreferences } from '../../features/alert-preferences/api/use-save-alert-preferences';
import { AlertPreferencesForm } from '../../features/alert-preferences/components/alert-preferences-form';
import {
  OnboardingContainer,
  stepFrame,
  contactsAlert,
} from '../../shared/components/onboarding-container';
import { Loading, QueryError } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { nextPage, onboardingPage } from '../../shared/lib/onboarding-flow';

/** /onboarding/:locationId/alert-preferences: who is called or texted for what (spec 2.4). */
export function AlertPreferencesPage() {
  const { platform, location, locationId, ownerId, flow } = useOnboardingLocation();
  const owner = location?.isOwner === true;
  const preferences = usePreferences({ ownerId, locationId }, owner);
  const save = useSaveAlertPreferences({ ownerId, locationId });
  const [edited, setEdited] = useState<AlertPreferences | null>(null);

  if (!location) return null;
  const next = onboardingPage(locationId, nextPage('alert-preferences', flow));
  const data = preferences.data;
  const contacts = data?.contacts ?? [];
  const noContacts =
    preferences.notFound ||
    (data !== undefined && !hasEmergencyContacts(contacts, data.preferences));
  const current = edited ?? data?.alertPreferences ?? {};

  const onContinue = () => {
    if (!data || edited === null) {
      platform.navigate(next);
      return;
    }
    save.mutate(
      { preferences: data.preferences, alertPreferences: edited, contacts },
      {
        onSuccess: () => platform.navigate(next),
        onError: () => platform.toast({ status: 'error', title: ERROR_MESSAGES.saveChanges }),
      },
    );
  };

  return (
    <OnboardingContainer
      {...stepFrame('alert-preferences', locationId, location, flow)}
      title="Alert Preferences"
      alert={contactsAlert(owner, noContacts)}
      primary={
        owner
          ? {
              label: 'Continue',
              onClick: onContinue,
              loading: save.isPending,
              disabled: preferences.isPending || (preferences.isError && !preferences.notFound),
            }
          : undefined
      }
    >
      {!owner || preferences.notFound ? null : preferences.isError ? (
        <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            Choose how your emergency contacts hear from guards. Calls and texts for emergencies are
            always on.
          </Text>
          <AlertPreferencesForm
            alertPreferences={current}
            contacts={contacts}
            onChange={setEdited}
            disabled={save.isPending}
          />
        </Stack>
      )}
    </OnboardingContainer>
  );
}

import { TEXTS } from 'shared-contracts/constants';
import { isApiErrorStatus } from 'shared-contracts/api';
import { hasEmergencyContacts } from 'shared-contracts/rules';
import { Alert, Heading, HStack, Stack, Text } from 'ui';
import { AlertPreferencesForm } from '../../features/alert-preferences/components/alert-preferences-form';
import { ALERT_TEXTS } from '../../features/alert-preferences/lib/texts';
import { usePreferences } from '../../shared/api/use-preferences';
import { ExternalLink } from '../../shared/components/external-link';
import { Loading } from '../../shared/components/loading';
import { QueryError } from '../../shared/components/query-error';
import { useSettingsLocation } from '../../shared/hooks/use-settings-location';

function NoEmergencyContacts() {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TEXTS.noEmergencyContacts}</Alert.Title>
        <Alert.Description>
          {ALERT_TEXTS.noContactsHelp}{' '}
          <ExternalLink page="contacts">{ALERT_TEXTS.manageContacts}</ExternalLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** /locations/:locationId/alerts: who gets a call or a text for each event category. */
export function AlertsPage() {
  const location = useSettingsLocation();
  const preferences = usePreferences(location);

  const body = () => {
    if (preferences.isPending) return <Loading label="Loading alert preferences" />;
    // No preferences (404) reads as no emergency contacts (spec section 5).
    if (preferences.isError && isApiErrorStatus(preferences.error, 404)) {
      return <NoEmergencyContacts />;
    }
    if (preferences.isError) {
      return <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />;
    }
    if (!hasEmergencyContacts(preferences.data.contacts, preferences.data.preferences)) {
      return <NoEmergencyContacts />;
    }
    return <AlertPreferencesForm location={location} current={preferences.data} />;
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {ALERT_TEXTS.title}
        </Heading>
        <Text color="fg.muted">{ALERT_TEXTS.description}</Text>
      </Stack>
      <Alert.Root status="info">
        <Alert.Indicator />
        <HStack flex="1" justify="space-between" wrap="wrap" gap="2">
          <Alert.Description>{ALERT_TEXTS.banner}</Alert.Description>
          <ExternalLink page="sharedUsers" standalone>
            {ALERT_TEXTS.manageSharedUsers}
          </ExternalLink>
        </HStack>
      </Alert.Root>
      {body()}
    </Stack>
  );
}

import type { Device } from 'shared-contracts/entities';
import { TEXTS } from 'shared-contracts/constants';
import { ONBOARDING_TEXTS } from '../../shared/lib/copy';
import {
  devicesToEnrollByDefault,
  groupDevices,
  hasEmergencyContacts,
  hasEnrolledDevice,
} from 'shared-contracts/rules';
import { Box, Button, Flex, Heading, Stack, Text } from 'ui';
import { useCompleteSetup } from '../../features/complete-setup/api/use-complete-setup';
import { useContacts } from '../../features/contacts/api/use-contacts';
import { useDevices } from '../../features/devices/api/use-devices';
import { usePreferences } from '../../features/alert-preferences/api/use-preferences';
import {
  OnboardingContainer,
  stepFrame,
  ownerAlert,
} from '../../shared/components/onboarding-container';
import { Loading, QueryError } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { alertSummary } from '../../shared/lib/alert-labels';
import { onboardingPage } from '../../shared/lib/onboarding-flow';

export const COMPLETE_SETUP_LABEL = 'Complete Setup';

function SummaryEntry({
  title,
  detail,
  invalid = false,
  onEdit,
}: {
  title: string;
  detail: string;
  invalid?: boolean;
  onEdit: () => void;
}) {
  return (
    <Flex
      as="li"
      listStyleType="none"
      align="center"
      gap="3"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      p="4"
    >
      <Box flex="1">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color={invalid ? 'fg.error' : 'fg.muted'}>
          {detail}
        </Text>
      </Box>
      <Button size="sm" variant="outline" aria-label={`Review ${title}`} onClick={onEdit}>
        Review
      </Button>
    </Flex>
  );
}

function devicesDetail(devices: readonly Device[]): { detail: string; invalid: boolean } {
  if (hasEnrolledDevice(devices)) {
    const enrolled = groupDevices(devices).subscribed.map((device) => device.name);
    return { detail: `${enrolled.length} enrolled: ${enrolled.join(', ')}`, invalid: false };
  }
  const defaults = devicesToEnrollByDefault(devices).map((device) => device.name);
  return defaults.length > 0
    ? { detail: `Outdoor devices to enroll: ${defaults.join(', ')}`, invalid: false }
    : { detail: ONBOARDING_TEXTS.enrolledDeviceRequired, invalid: true };
}

/** /onboarding/:locationId: the default settings summary and Complete Setup (spec 2.4). */
export function IntroductionPage() {
  const { platform, location, locationId, ownerId, flow } = useOnboardingLocation();
  const owner = location?.isOwner === true;
  const devices = useDevices({ ownerId, locationId }, owner);
  const contacts = useContacts({ ownerId, locationId }, owner);
  const preferences = usePreferences({ ownerId, locationId }, owner);
  const completeSetup = useCompleteSetup();

  if (!location) return null;
  const open = (page: 'devices' | 'alert-preferences' | 'emergency-contacts') =>
    platform.navigate(onboardingPage(locationId, page));

  const readError =
    devices.error ?? contacts.error ?? (preferences.notFound ? null : preferences.error);
  const loading =
    devices.isPending || contacts.isPending || (preferences.isPending && !preferences.notFound);

  let content;
  if (!owner) {
    content = null;
  } else if (readError) {
    content = (
      <QueryError
        error={readError}
        onRetry={() => {
          void devices.refetch();
          void contacts.refetch();
          void preferences.refetch();
        }}
      />
    );
  } else if (loading || !devices.data || !contacts.data) {
    content = <Loading />;
  } else {
    const deviceEntry = devicesDetail(devices.data);
    const contactsOk = hasEmergencyContacts(contacts.data, preferences.data?.preferences);
    content = (
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Your default settings
          </Heading>
          <Text color="fg.muted">
            Virtual Security Guard starts at {location.locationName} with these settings. Review
            them, then complete the setup.
          </Text>
        </Stack>
        <Stack as="ul" gap="3" p="0" m="0">
          <SummaryEntry
            title="Enrolled Devices"
            detail={deviceEntry.detail}
            invalid={deviceEntry.invalid}
            onEdit={() => open('devices')}
          />
          <SummaryEntry
            title="Emergency Contacts"
            detail={
              contactsOk
                ? `${contacts.data.length} ${contacts.data.length === 1 ? 'contact' : 'contacts'}: ${contacts.data
                    .map((contact) => `${contact.firstName} ${contact.lastName}`)
                    .join(', ')}`
                : TEXTS.noEmergencyContacts
            }
            invalid={!contactsOk}
            onEdit={() => open('emergency-contacts')}
          />
          <SummaryEntry
            title="Alert Preferences"
            detail={alertSummary(preferences.data?.alertPreferences ?? {})}
            onEdit={() => open('alert-preferences')}
          />
        </Stack>
      </Stack>
    );
  }

  return (
    <OnboardingContainer
      {...stepFrame('introduction', locationId, location, flow)}
      title="Virtual Security Guard"
      alert={ownerAlert(
        owner,
        completeSetup.problem ? { status: 'error', title: completeSetup.problem } : null,
      )}
      primary={
        owner
          ? {
              label: COMPLETE_SETUP_LABEL,
              onClick: () => void completeSetup.run(),
              loading: completeSetup.running,
              disabled: loading || readError !== null,
            }
          : undefined
      }
    >
      {content}
    </OnboardingContainer>
  );
}

import { useQuery } from '@tanstack/react-query';
import {
  contactsQuery,
  devicesQuery,
  getErrorMessage,
  hasEnrolledDevice,
  usePlatform,
} from 'shared-contracts';
import { Alert, Box, Button, Center, Heading, Spinner, Stack, Text } from 'ui';

function SummaryEntry({ title, detail }: { title: string; detail: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </Box>
  );
}

/** /onboarding/:locationId: the introduction with the default settings summary (spec 2.4). */
export function IntroductionPage() {
  const { location } = usePlatform();
  const ownerId = location?.ownerId ?? 0;
  const locationId = location?.locationId ?? '';
  const devices = useQuery({ ...devicesQuery(ownerId, locationId), enabled: location !== null });
  const contacts = useQuery({ ...contactsQuery(ownerId, locationId), enabled: location !== null });

  if (!location) return null;
  const failure = devices.error ?? contacts.error;
  return (
    <Stack gap="5" maxW="640px" mx="auto">
      <Heading as="h1" size="2xl">
        Virtual Security Guard
      </Heading>
      <Text>Review your default settings for {location.locationName}.</Text>
      {devices.isPending || contacts.isPending ? (
        <Center minH="20vh" role="status" aria-label="Loading">
          <Spinner color="brand.solid" />
        </Center>
      ) : failure || !devices.data || !contacts.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{getErrorMessage(failure)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          <SummaryEntry
            title="Enrolled Devices"
            detail={
              hasEnrolledDevice(devices.data)
                ? `${devices.data.filter((device) => device.starkEnrolled).length} enrolled`
                : 'Outdoor cameras and doorbells will be enrolled'
            }
          />
          <SummaryEntry title="Emergency Contacts" detail={`${contacts.data.length} contacts`} />
          <SummaryEntry
            title="Alert Preferences"
            detail="Texts for unknown people and emergencies"
          />
        </Stack>
      )}
      <Button colorPalette="brand" alignSelf="flex-end">
        Complete Setup
      </Button>
    </Stack>
  );
}

import { returnToUrl } from 'shared-contracts/handoffs';
import { Box, Stack, Text } from 'ui';
import { useContacts } from '../../features/contacts/api/use-contacts';
import {
  OnboardingContainer,
  stepFrame,
  contactsAlert,
} from '../../shared/components/onboarding-container';
import { Loading, QueryError } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { nextPage, onboardingPage } from '../../shared/lib/onboarding-flow';

/** /onboarding/:locationId/emergency-contacts: review with Continue and Edit (spec 2.4). */
export function EmergencyContactsPage() {
  const { platform, location, locationId, ownerId, userId, flow } = useOnboardingLocation();
  const owner = location?.isOwner === true;
  const contacts = useContacts({ ownerId, locationId }, owner);

  if (!location) return null;
  const noContacts = contacts.data !== undefined && contacts.data.length === 0;

  return (
    <OnboardingContainer
      {...stepFrame('emergency-contacts', locationId, location, flow)}
      title="Emergency Contacts"
      alert={contactsAlert(owner, noContacts)}
      primary={
        owner
          ? {
              label: 'Continue',
              onClick: () =>
                platform.navigate(onboardingPage(locationId, nextPage('emergency-contacts', flow))),
            }
          : undefined
      }
      secondary={
        owner
          ? {
              label: 'Edit',
              onClick: () =>
                platform.openExternal('contacts', {
                  return_to: returnToUrl(
                    { from: 'emergency_contacts', userId, locationId },
                    window.location.origin,
                  ),
                }),
            }
          : undefined
      }
    >
      {!owner ? null : contacts.isError ? (
        <QueryError error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : !contacts.data ? (
        <Loading />
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            Guards call and text these contacts when they see an emergency at your location.
          </Text>
          <Stack as="ul" gap="3" p="0" m="0">
            {contacts.data.map((contact) => (
              <Box
                as="li"
                key={contact.seqNum}
                listStyleType="none"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Text fontWeight="medium">
                  {contact.firstName} {contact.lastName}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {contact.phone}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </OnboardingContainer>
  );
}

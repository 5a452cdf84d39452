import { useState } from 'react';
import type { LocationStatus } from 'shared-contracts/entities';
import { TEXTS } from 'shared-contracts/constants';
import { FREE_TRIAL } from '../../shared/lib/destinations';
import { RadioGroup, Stack, Text } from 'ui';
import { useOnboardingLocations } from '../../features/locations/api/use-onboarding-locations';
import { OnboardingContainer } from '../../shared/components/onboarding-container';
import { Loading, QueryError } from '../../shared/components/page-states';
import { useOnboardingLocation } from '../../shared/hooks/use-onboarding-location';
import { firstPage, onboardingPage } from '../../shared/lib/onboarding-flow';

/** A location with no subscription starts from its free trial page (which exits if none is left). */
function hasNoSubscription(location: LocationStatus): boolean {
  return location.eligibilityReason === 'ENTITLEMENT_NOT_FOUND';
}

/** /onboarding: choose the location to set up (spec 2.4). */
export function LocationPickerPage() {
  const { platform, userId, flow } = useOnboardingLocation();
  const { locations, error, isPending, refetch } = useOnboardingLocations(userId);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected =
    locations?.find((location) => location.locationId === chosen) ??
    (locations?.length === 1 ? locations[0] : undefined);

  const onContinue = () => {
    if (!selected) return;
    platform.navigate(
      hasNoSubscription(selected)
        ? FREE_TRIAL({ locationId: selected.locationId })
        : onboardingPage(selected.locationId, firstPage(flow)),
    );
  };

  return (
    <OnboardingContainer
      pageId="onboarding-location-picker"
      title="Choose a Location"
      back="exit"
      primary={
        locations && locations.length > 0
          ? { label: 'Continue', onClick: onContinue, disabled: !selected }
          : undefined
      }
    >
      {error ? (
        <QueryError error={error} onRetry={refetch} />
      ) : isPending || !locations ? (
        <Loading />
      ) : locations.length === 0 ? (
        <Text>{TEXTS.noLocationsFound}</Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            Which location do you want to set up Virtual Security Guard for?
          </Text>
          <RadioGroup.Root
            colorPalette="brand"
            aria-label="Locations to set up"
            value={selected?.locationId ?? null}
            onValueChange={(details) => setChosen(details.value)}
          >
            <Stack gap="3">
              {locations.map((location) => (
                <RadioGroup.Item
                  key={location.locationId}
                  value={location.locationId}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  alignItems="flex-start"
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text fontWeight="medium">{location.locationName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {location.fullAddress}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Stack>
      )}
    </OnboardingContainer>
  );
}

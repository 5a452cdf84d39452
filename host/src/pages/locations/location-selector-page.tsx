import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  continuePath,
  decideLocationEntry,
  ERROR_MESSAGES,
  TEXTS,
  FEATURE_FLAGS,
  groupBySetup,
  usePlatform,
} from 'shared-contracts';
import { Alert, Button, Center, Heading, Spinner, Stack, Text } from 'ui';
import { useLocationStore } from '../../features/location/location-store';
import { LocationCard } from './location-card';
import { useSelectorLocations } from './use-selector-locations';

/** /locations: spec 2.2. */
export function LocationSelectorPage() {
  const platform = usePlatform();
  const selectLocation = useLocationStore((state) => state.selectLocation);
  const { locations, isLoading, isError, refetch } = useSelectorLocations(platform.session.userId);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    platform.recordStat({ action: 'page_view', pageId: 'locations' });
    // One page view per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isLoading) {
    return (
      <Center minH="40vh" role="status" aria-label="Loading">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{ERROR_MESSAGES.locations}</Alert.Title>
        <Button size="sm" ml="auto" onClick={refetch}>
          Try again
        </Button>
      </Alert.Root>
    );
  }

  const entry = decideLocationEntry({
    locations,
    dashboardFlag: platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB),
  });
  if (entry.kind !== 'choose') return <Navigate to={entry.to} replace />;

  const { incomplete, complete } = groupBySetup(locations);
  const onContinue = () => {
    const location = locations.find((candidate) => candidate.locationId === chosen);
    if (!location) return;
    selectLocation(location.locationId);
    platform.navigate(continuePath(location));
  };

  return (
    <Stack gap="6" maxW="720px" mx="auto">
      <Heading as="h1" size="xl">
        Choose a location
      </Heading>
      {locations.length === 0 ? <Text>{TEXTS.noLocationsFound}</Text> : null}
      {[
        { title: 'Setup Incomplete', group: incomplete },
        { title: 'Setup Complete', group: complete },
      ].map(({ title, group }) =>
        group.length > 0 ? (
          <Stack key={title} gap="2" role="radiogroup" aria-label={title}>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {group.map((location) => (
              <LocationCard
                key={location.locationId}
                location={location}
                selected={chosen === location.locationId}
                onSelect={setChosen}
              />
            ))}
          </Stack>
        ) : null,
      )}
      <Button
        colorPalette="brand"
        alignSelf="flex-end"
        disabled={chosen === null}
        onClick={onContinue}
      >
        Continue
      </Button>
    </Stack>
  );
}

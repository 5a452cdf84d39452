import { useMemo, useState } from 'react';
import type { CurrentLocation } from 'shared-contracts/entities';
import { SEARCH_DEBOUNCE_MS, TEXTS } from 'shared-contracts/constants';
import {
  filterLocations,
  groupBySetup,
  isSelectableLocation,
  keepSelection,
  SETUP_FILTERS,
  type SetupFilter,
} from 'shared-contracts/rules';
import { useDebounce } from 'use-debounce';
import { Box, Button, Flex, Heading, Input, NativeSelect, Stack, Text } from 'ui';
import { LocationGroup } from './location-group';

const toSetupFilter = (value: string): SetupFilter =>
  SETUP_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

interface LocationChooserProps {
  locations: readonly CurrentLocation[];
  /** next-location-selector-smb-customers: the search box and the setup filter. */
  searchEnabled: boolean;
  onContinue: (location: CurrentLocation) => void;
  /** A selectable card was chosen (the page preloads where Continue will go). */
  onChosen?: (location: CurrentLocation) => void;
}

/**
 * Spec 2.2: the two groups of cards, 'No locations found.' when nothing matches, and Continue,
 * disabled until a selectable card is chosen. Behind the selector flag, 'Search for locations'
 * (case-insensitive substring of the name, debounced) and the setup filter. A choice that the search
 * or filter hides is no longer chosen.
 */
export function LocationChooser({
  locations,
  searchEnabled,
  onContinue,
  onChosen,
}: LocationChooserProps) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<SetupFilter>('all');
  const [debouncedQuery] = useDebounce(query, SEARCH_DEBOUNCE_MS);
  const [chosenId, setChosenId] = useState<string | null>(null);

  const visible = useMemo(
    () => (searchEnabled ? filterLocations(locations, debouncedQuery, filter) : [...locations]),
    [locations, searchEnabled, debouncedQuery, filter],
  );
  const { incomplete, complete } = useMemo(() => groupBySetup(visible), [visible]);
  const choose = (locationId: string) => {
    setChosenId(locationId);
    const location = visible.find((candidate) => candidate.locationId === locationId);
    if (location && isSelectableLocation(location)) onChosen?.(location);
  };
  const chosen = visible.find(
    (location) =>
      location.locationId === keepSelection(chosenId, visible) && isSelectableLocation(location),
  );

  return (
    <Stack gap="5" maxW="720px" mx="auto">
      <Heading as="h1" size="xl">
        Choose a location
      </Heading>
      {searchEnabled ? (
        <Flex gap="3" direction={{ base: 'column', md: 'row' }} role="search">
          <Input
            type="search"
            // In the phone's column a growing basis of 0 squeezed the field to its text's height.
            flex={{ base: 'none', md: '1' }}
            placeholder="Search for locations"
            aria-label="Search for locations"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <NativeSelect.Root width={{ base: 'full', md: '220px' }}>
            <NativeSelect.Field
              aria-label="Filter locations by setup"
              value={filter}
              onChange={(event) => setFilter(toSetupFilter(event.currentTarget.value))}
            >
              {SETUP_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      ) : null}
      {visible.length === 0 ? <Text role="status">{TEXTS.noLocationsFound}</Text> : null}
      {incomplete.length > 0 ? (
        <LocationGroup
          title="Setup Incomplete"
          locations={incomplete}
          chosenId={chosen?.locationId ?? null}
          onChoose={choose}
        />
      ) : null}
      {complete.length > 0 ? (
        <LocationGroup
          title="Setup Complete"
          locations={complete}
          chosenId={chosen?.locationId ?? null}
          onChoose={choose}
        />
      ) : null}
      <Box position="sticky" bottom="0" py="3" bg="bg" display="flex" justifyContent="flex-end">
        <Button
          colorPalette="brand"
          disabled={chosen === undefined}
          onClick={() => {
            if (chosen) onContinue(chosen);
          }}
        >
          Continue
        </Button>
      </Box>
    </Stack>
  );
}

import {
  TEXTS,
  formatCityLine,
  isSelectableLocation,
  type CurrentLocation,
} from 'shared-contracts';
import { Box, Text } from 'ui';

interface LocationCardProps {
  location: CurrentLocation;
  selected: boolean;
  onSelect: (locationId: string) => void;
}

/** Spec 2.2: a card with name, address and city/state/zip; selectable only for owners with entitlements. */
export function LocationCard({ location, selected, onSelect }: LocationCardProps) {
  const selectable = isSelectableLocation(location);
  const message = !location.isOwner
    ? TEXTS.sharedLocationMessage
    : !location.hasEntitlements
      ? TEXTS.locationNotEligible
      : null;
  return (
    <Box
      asChild
      role="radio"
      aria-checked={selected}
      aria-disabled={!selectable}
      onClick={() => selectable && onSelect(location.locationId)}
      textAlign="left"
      width="full"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : 'border'}
      borderRadius="md"
      p="3"
      opacity={selectable ? 1 : 0.7}
      cursor={selectable ? 'pointer' : 'not-allowed'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <button type="button">
        <Text fontWeight="semibold" wordBreak="break-word">
          {location.locationName}
        </Text>
        <Text fontSize="sm" wordBreak="break-word">
          {location.fullAddress}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatCityLine(location.address)}
        </Text>
        {message ? (
          <Text fontSize="sm" color="fg.warning" mt="1">
            {message}
          </Text>
        ) : null}
      </button>
    </Box>
  );
}

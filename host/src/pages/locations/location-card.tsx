import type { CurrentLocation } from 'shared-contracts/entities';
import { TEXTS } from 'shared-contracts/constants';
import { HOST_TEXTS } from '../../lib/copy';
import { formatCityLine, isSelectableLocation } from 'shared-contracts/rules';
import { Box, Text } from 'ui';

/** The DOM id of a location's card (the radio group's active descendant). */
export const locationCardId = (groupId: string, locationId: string): string =>
  `${groupId}-${locationId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Why a card cannot be chosen: shared locations, then locations without entitlements. */
export function cardMessage(location: CurrentLocation): string | null {
  if (!location.isOwner) return TEXTS.sharedLocationMessage;
  if (!location.hasEntitlements) return HOST_TEXTS.locationNotEligible;
  return null;
}

interface LocationCardProps {
  id: string;
  location: CurrentLocation;
  checked: boolean;
  /** The keyboard's current card while the group has focus. */
  active: boolean;
  onChoose: (locationId: string) => void;
}

/**
 * Spec 2.2: a card with name, address and city/state/zip; a radio of its group, selectable only for
 * the owner of a location with entitlements. Focus stays on the group (aria-activedescendant), so
 * the virtualized list can recycle cards freely.
 */
export function LocationCard({ id, location, checked, active, onChoose }: LocationCardProps) {
  const selectable = isSelectableLocation(location);
  const message = cardMessage(location);
  return (
    <Box pb="2">
      <Box
        id={id}
        role="radio"
        aria-checked={checked}
        aria-disabled={!selectable}
        onClick={() => {
          if (selectable) onChoose(location.locationId);
        }}
        borderWidth={checked ? '2px' : '1px'}
        borderColor={checked ? 'brand.solid' : 'border'}
        borderRadius="md"
        p="3"
        bg={checked ? 'brand.subtle' : 'bg'}
        opacity={selectable ? 1 : 0.7}
        cursor={selectable ? 'pointer' : 'not-allowed'}
        outline={active ? '2px solid' : undefined}
        outlineColor={active ? 'brand.focusRing' : undefined}
        outlineOffset="2px"
      >
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
      </Box>
    </Box>
  );
}

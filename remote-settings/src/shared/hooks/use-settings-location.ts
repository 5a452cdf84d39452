import type { CurrentLocation } from 'shared-contracts/entities';
import { usePlatform } from 'shared-contracts/platform';

export const NO_LOCATION_MESSAGE =
  'The settings pages need a location in context: they render inside the settings layout.';

/**
 * The location the settings area works on. The settings layout renders pages only once the host's
 * location context holds the route's location, so inside a page it is always there.
 */
export function useSettingsLocation(): CurrentLocation {
  const { location } = usePlatform();
  if (location === null) throw new Error(NO_LOCATION_MESSAGE);
  return location;
}

import { vsgStateQuery } from 'shared-contracts/api';
import type { LoaderContext } from 'shared-contracts/routing';

/** What a location's settings need, in their loader's context: its id and owner. */
export interface SettingsLocation {
  locationId: string;
  ownerId: number;
}

/** The location a settings page is about, where the user has it. */
export function settingsLocationOf({ params, ownerId }: LoaderContext): SettingsLocation | null {
  const { locationId } = params;
  return locationId === undefined || ownerId === null ? null : { locationId, ownerId };
}

/** The data the frame around every settings page shows (the pause banner's paused state). */
export const prefetchSettingsFrame = (
  { queryClient }: LoaderContext,
  { ownerId, locationId }: SettingsLocation,
): Promise<void> => queryClient.prefetchQuery(vsgStateQuery(ownerId, locationId));

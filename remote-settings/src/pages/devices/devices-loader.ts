import { devicesQuery, preferencesQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';
import { prefetchSettingsFrame, settingsLocationOf } from '../../shared/api/settings-frame-data';

/** The devices page's first data: the frame's, the devices and their preferences. */
export const devicesLoader: PageLoader = async (context) => {
  const location = settingsLocationOf(context);
  if (location === null) return;
  const { ownerId, locationId } = location;
  await Promise.all([
    prefetchSettingsFrame(context, location),
    context.queryClient.prefetchQuery(devicesQuery(ownerId, locationId)),
    context.queryClient.prefetchQuery(preferencesQuery(ownerId, locationId)),
  ]);
};

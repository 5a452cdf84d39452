import { preferencesQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';
import { prefetchSettingsFrame, settingsLocationOf } from '../../shared/api/settings-frame-data';

/** The alerts page's first data: the frame's and the alert preferences. */
export const alertsLoader: PageLoader = async (context) => {
  const location = settingsLocationOf(context);
  if (location === null) return;
  await Promise.all([
    prefetchSettingsFrame(context, location),
    context.queryClient.prefetchQuery(preferencesQuery(location.ownerId, location.locationId)),
  ]);
};

import { guardQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';
import { prefetchSettingsFrame, settingsLocationOf } from '../../shared/api/settings-frame-data';

/** The private guard page's first data: the frame's and the location's guard, if any. */
export const privateGuardLoader: PageLoader = async (context) => {
  const location = settingsLocationOf(context);
  if (location === null) return;
  await Promise.all([
    prefetchSettingsFrame(context, location),
    context.queryClient.prefetchQuery(guardQuery(location.ownerId, location.locationId)),
  ]);
};

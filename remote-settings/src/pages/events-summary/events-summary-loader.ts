import { eventSummaryQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';
import { prefetchSettingsFrame, settingsLocationOf } from '../../shared/api/settings-frame-data';

/** The events summary's first data: the frame's and the location's resolved-event counts. */
export const eventsSummaryLoader: PageLoader = async (context) => {
  const location = settingsLocationOf(context);
  if (location === null) return;
  await Promise.all([
    prefetchSettingsFrame(context, location),
    context.queryClient.prefetchQuery(eventSummaryQuery(location.ownerId, location.locationId)),
  ]);
};

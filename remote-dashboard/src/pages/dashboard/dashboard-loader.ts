import { locationsQuery, userStatusQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';

/**
 * The dashboard's lists, started and not awaited: the page paints its frame at once and renders
 * the rows from deferred values as the answers arrive, in slices, where a first render holding
 * thousands of rows would be one long task.
 */
export const dashboardLoader: PageLoader = ({ userId, queryClient }) => {
  void queryClient.prefetchQuery(locationsQuery(userId));
  void queryClient.prefetchQuery(userStatusQuery(userId));
  return Promise.resolve();
};

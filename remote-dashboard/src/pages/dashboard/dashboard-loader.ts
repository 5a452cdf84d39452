import { locationsQuery, userStatusQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';

/** The dashboard's first data: the user's locations and their status list, both needed at once. */
export const dashboardLoader: PageLoader = async ({ userId, queryClient }) => {
  await Promise.all([
    queryClient.prefetchQuery(locationsQuery(userId)),
    queryClient.prefetchQuery(userStatusQuery(userId)),
  ]);
};

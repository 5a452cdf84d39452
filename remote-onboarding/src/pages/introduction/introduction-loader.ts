import { contactsQuery, devicesQuery, preferencesQuery } from 'shared-contracts/api';
import type { PageLoader } from 'shared-contracts/routing';

/** The introduction's first data: the location's devices, emergency contacts and preferences. */
export const introductionLoader: PageLoader = async ({ params, ownerId, queryClient }) => {
  const { locationId } = params;
  if (locationId === undefined || ownerId === null) return;
  await Promise.all([
    queryClient.prefetchQuery(devicesQuery(ownerId, locationId)),
    queryClient.prefetchQuery(contactsQuery(ownerId, locationId)),
    queryClient.prefetchQuery(preferencesQuery(ownerId, locationId)),
  ]);
};

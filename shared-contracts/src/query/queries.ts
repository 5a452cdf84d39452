import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getContacts } from '../api/contacts';
import { getDevices } from '../api/devices';
import { getEventHistory, getEventSummary, getEventTimeseries } from '../api/events';
import type { EventHistoryParams, EventTimeseriesParams } from '../api/events';
import { getFeatureFlags } from '../api/features';
import { getLocations } from '../api/locations';
import { getMonitoringStatus, getVsgStatus } from '../api/monitoring';
import { getPreferences } from '../api/preferences';
import { getSession } from '../api/session';
import { getSubscription } from '../api/subscription';
import { getUserStatus } from '../api/user-status';
import { getVsgState } from '../api/vsg-state';
import type { FlagDomain } from '../entities/session';
import { eventHistoryStartTime, mergeOwnerPages } from '../rules/events-list';
import type { OwnerCursor } from '../rules/events-list';
import { queryKeys } from './query-keys';

/** The session never goes stale on its own: it is verified once per page load. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: getSession,
    staleTime: Infinity,
    retry: false,
  });

export const featureFlagsQuery = (domain: FlagDomain, principal: string | number) =>
  queryOptions({
    queryKey: queryKeys.featureFlags(domain, principal),
    queryFn: () => getFeatureFlags(domain, principal),
  });

export const locationsQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeys.locations(userId), queryFn: () => getLocations(userId) });

/** Fetch only where isOwner is true; null means no subscription. */
export const subscriptionQuery = (ownerId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.subscription(ownerId, locationId),
    queryFn: () => getSubscription(ownerId, locationId),
  });

export const devicesQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.devices(userId, locationId),
    queryFn: () => getDevices(userId, locationId),
  });

export const preferencesQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.preferences(userId, locationId),
    queryFn: () => getPreferences(userId, locationId),
  });

/**
 * Read again whenever the tab is focused, however fresh: on the web the provider's pages that
 * change it (emergency contacts, monitoring type) open in a new tab and return the user there, so
 * the tab left behind would otherwise keep showing what is no longer true (spec section 6).
 */
export const REFETCH_ON_RETURN = { refetchOnWindowFocus: 'always' } as const;

/** Edited on the provider's contacts page: read again when the tab is focused. */
export const contactsQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.contacts(userId, locationId),
    queryFn: () => getContacts(userId, locationId),
    ...REFETCH_ON_RETURN,
  });

/**
 * Never cached (spec section 7): UNSUPPORTED on a fetch failure, never an error. Set up on the
 * provider's monitoring pages: read again when the tab is focused.
 */
export const monitoringStatusQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.monitoringStatus(userId, locationId),
    queryFn: () => getMonitoringStatus(userId, locationId),
    staleTime: 0,
    gcTime: 0,
    ...REFETCH_ON_RETURN,
  });

export const vsgStatusQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.vsgStatus(userId, locationId),
    queryFn: () => getVsgStatus(userId, locationId),
  });

export const vsgStateQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.vsgState(userId, locationId),
    queryFn: () => getVsgState(userId, locationId),
  });

export const userStatusQuery = (userId: number) =>
  queryOptions({ queryKey: queryKeys.userStatus(userId), queryFn: () => getUserStatus(userId) });

export const eventSummaryQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: queryKeys.eventSummary(userId, locationId),
    queryFn: () => getEventSummary(userId, locationId),
  });

/** The first page has no token. */
const firstPageToken = (): string | null => null;

/** Pages of the event history, 100 at a time, following `nextToken` until it is null. */
export const eventHistoryInfiniteQuery = (params: Omit<EventHistoryParams, 'nextToken'>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.eventHistory(params.userId, params),
    queryFn: ({ pageParam }) =>
      getEventHistory({
        ...params,
        startTime: params.startTime ?? eventHistoryStartTime(),
        nextToken: pageParam,
      }),
    initialPageParam: firstPageToken(),
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/**
 * The event history of several owners (the dashboard's owner ids), merged newest first: each page
 * holds the next page (100 events) of every owner that has more. With one owner it is exactly that
 * owner's history. `startTime` defaults to 60 days ago at start of day, fixed for every page.
 */
export const ownersEventHistoryInfiniteQuery = (
  params: Omit<EventHistoryParams, 'nextToken' | 'userId'> & { ownerIds: readonly number[] },
) => {
  const { ownerIds, ...filters } = params;
  const startTime = filters.startTime ?? eventHistoryStartTime();
  return infiniteQueryOptions({
    queryKey: queryKeys.ownersEventHistory(ownerIds, filters),
    queryFn: async ({ pageParam }) => {
      const pages = await Promise.all(
        pageParam.map(async ({ userId, nextToken }) => ({
          userId,
          page: await getEventHistory({ ...filters, startTime, userId, nextToken }),
        })),
      );
      return mergeOwnerPages(pages);
    },
    initialPageParam: ownerIds.map((userId): OwnerCursor => ({ userId, nextToken: null })),
    getNextPageParam: (lastPage) => (lastPage.cursors.length > 0 ? lastPage.cursors : undefined),
  });
};

export const eventTimeseriesQuery = (params: EventTimeseriesParams) =>
  queryOptions({
    queryKey: queryKeys.eventTimeseries(params.userIds, params),
    queryFn: () => getEventTimeseries(params),
  });

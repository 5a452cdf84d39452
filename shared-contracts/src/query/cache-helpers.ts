import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Device } from '../entities/device';
import type { PrivateGuard } from '../entities/guard';
import type { VsgState } from '../entities/monitoring';
import type { PreferencesResponse } from '../entities/preferences';
import { devicesQueryKey } from '../api/devices';
import { guardQueryKey } from '../api/guard';
import { preferencesQueryKey } from '../api/preferences';
import { vsgStateQueryKey } from '../api/vsg-state';

/** Puts the previous cache entry back (used in a mutation's onError). */
export type Rollback = () => void;

function rollbackTo<T>(client: QueryClient, queryKey: QueryKey, previous: T | undefined): Rollback {
  return () => {
    if (previous === undefined) {
      client.removeQueries({ queryKey, exact: true });
    } else {
      client.setQueryData(queryKey, previous);
    }
  };
}

export class DeviceNotInCacheError extends Error {
  override readonly name = 'DeviceNotInCacheError';
  constructor(doorbotId: number) {
    super(`Device ${doorbotId} is not in the cached device list`);
  }
}

/**
 * Optimistically sets `starkEnrolled` of one cached device. The device must be found in the cached
 * list (spec section 4): otherwise nothing changes and DeviceNotInCacheError is thrown.
 * Returns the rollback. Cancel in-flight device queries first (`client.cancelQueries`).
 */
export function setDeviceEnrolledInCache(
  client: QueryClient,
  userId: number,
  locationId: string,
  doorbotId: number,
  enrolled: boolean,
): Rollback {
  const queryKey = devicesQueryKey(userId, locationId);
  const previous = client.getQueryData<Device[]>(queryKey);
  if (previous?.some((device) => device.doorbotId === doorbotId) !== true) {
    throw new DeviceNotInCacheError(doorbotId);
  }
  client.setQueryData<Device[]>(
    queryKey,
    previous.map((device) =>
      device.doorbotId === doorbotId ? { ...device, starkEnrolled: enrolled } : device,
    ),
  );
  return rollbackTo(client, queryKey, previous);
}

/** Sets the cached VSG state (`{ paused }`); returns the rollback. */
export function setPausedInCache(
  client: QueryClient,
  userId: number,
  locationId: string,
  paused: boolean,
): Rollback {
  const queryKey = vsgStateQueryKey(userId, locationId);
  const previous = client.getQueryData<VsgState>(queryKey);
  client.setQueryData<VsgState>(queryKey, { ...previous, paused });
  return rollbackTo(client, queryKey, previous);
}

/**
 * Updates the cached preferences answer; a no-op (with a no-op rollback) when nothing is cached.
 * `update` receives the cached value and returns the new one.
 */
export function setPreferencesInCache(
  client: QueryClient,
  userId: number,
  locationId: string,
  update: (current: PreferencesResponse) => PreferencesResponse,
): Rollback {
  const queryKey = preferencesQueryKey(userId, locationId);
  const previous = client.getQueryData<PreferencesResponse>(queryKey);
  if (previous === undefined) return () => {};
  client.setQueryData<PreferencesResponse>(queryKey, update(previous));
  return rollbackTo(client, queryKey, previous);
}

/** Sets the cached private guard (null = none, e.g. after delete); returns the rollback. */
export function setGuardInCache(
  client: QueryClient,
  userId: number,
  locationId: string,
  guard: PrivateGuard | null,
): Rollback {
  const queryKey = guardQueryKey(userId, locationId);
  const previous = client.getQueryData<PrivateGuard | null>(queryKey);
  client.setQueryData<PrivateGuard | null>(queryKey, guard);
  return rollbackTo(client, queryKey, previous);
}

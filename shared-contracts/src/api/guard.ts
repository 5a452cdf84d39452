// The private guard endpoint, whole (ADR 0015): its path, query key, fetchers and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { PrivateGuard, PrivateGuardInput } from '../entities/guard';
import { isApiErrorStatus } from './api-error';
import { getJson, requestVoid, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

export const guardPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/guard`;

/** `GET .../guard`; null when 404 (no private guard). */
export async function getGuard(
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<PrivateGuard | null> {
  try {
    return await getJson<PrivateGuard>(api, guardPath(userId, locationId), ERROR_MESSAGES.guard);
  } catch (error) {
    if (isApiErrorStatus(error, 404)) return null;
    throw error;
  }
}

/** `PUT .../guard` with `{ agencyName, phone }`; the guard is pending until approved. */
export function saveGuard(
  api: ApiClient,
  userId: number,
  locationId: string,
  guard: PrivateGuardInput,
): Promise<void> {
  const body: PrivateGuardInput = { agencyName: guard.agencyName, phone: guard.phone };
  return requestVoid(api, {
    method: 'put',
    path: guardPath(userId, locationId),
    json: body,
    errorMessage: ERROR_MESSAGES.createGuard,
  });
}

/** `DELETE .../guard` */
export function removeGuard(api: ApiClient, userId: number, locationId: string): Promise<void> {
  return requestVoid(api, {
    method: 'delete',
    path: guardPath(userId, locationId),
    errorMessage: ERROR_MESSAGES.removeGuard,
  });
}

/** null means no private guard. */
export const { queryKey: guardQueryKey, query: guardQuery } = locationScopedQuery(
  'guard',
  getGuard,
);

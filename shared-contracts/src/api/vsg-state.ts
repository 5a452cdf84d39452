// The VSG state (pause) endpoint, whole (ADR 0015): its path, query key, fetchers and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { VsgState, VsgStateUpdate } from '../entities/monitoring';
import { getJson, requestVoid, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

/** `.../locations/{locationId}/state`: whether guard monitoring is paused. */
export const vsgStatePath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/state`;

/** `GET .../state` */
export const getVsgState = (
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<VsgState> =>
  getJson(api, vsgStatePath(userId, locationId), ERROR_MESSAGES.fetchVsgState);

/**
 * `POST .../state` with `{ pauseEnable }`. Resolves the new state after success (the answer body is
 * not relied on), so the caller changes its local pause state only then.
 */
export async function setVsgState(
  api: ApiClient,
  userId: number,
  locationId: string,
  pauseEnable: boolean,
): Promise<VsgState> {
  const body: VsgStateUpdate = { pauseEnable };
  await requestVoid(api, {
    method: 'post',
    path: vsgStatePath(userId, locationId),
    json: body,
    errorMessage: ERROR_MESSAGES.changeVsgState,
  });
  return { paused: pauseEnable };
}

export const { queryKey: vsgStateQueryKey, query: vsgStateQuery } = locationScopedQuery(
  'vsg-state',
  getVsgState,
);

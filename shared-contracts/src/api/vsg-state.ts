import { ERROR_MESSAGES } from '../constants/messages';
import type { VsgState, VsgStateUpdate } from '../entities/monitoring';
import { requestJson, requestVoid } from './client';
import { vsgStatePath as statePath } from './paths';

/** `GET .../state` */
export function getVsgState(userId: number, locationId: string): Promise<VsgState> {
  return requestJson<VsgState>({
    method: 'get',
    path: statePath(userId, locationId),
    errorMessage: ERROR_MESSAGES.fetchVsgState,
  });
}

/**
 * `POST .../state` with `{ pauseEnable }`. Resolves the new state after success (the answer body is
 * not relied on), so the caller changes its local pause state only then.
 */
export async function setVsgState(
  userId: number,
  locationId: string,
  pauseEnable: boolean,
): Promise<VsgState> {
  const body: VsgStateUpdate = { pauseEnable };
  await requestVoid({
    method: 'post',
    path: statePath(userId, locationId),
    json: body,
    errorMessage: ERROR_MESSAGES.changeVsgState,
  });
  return { paused: pauseEnable };
}

import { ERROR_MESSAGES } from '../constants/messages';
import type { AlertPreferences, Preferences, PreferencesResponse } from '../entities/preferences';
import { toPreferencesUpdate } from '../rules/preferences';
import { requestJson } from './client';
import { preferencesPath } from './paths';

/** `GET .../preferences`; a 404 fails with 'Alert preferences not found'. */
export function getPreferences(userId: number, locationId: string): Promise<PreferencesResponse> {
  return requestJson<PreferencesResponse>({
    method: 'get',
    path: preferencesPath(userId, locationId),
    errorMessage: (status) =>
      status === 404 ? ERROR_MESSAGES.preferencesNotFound : ERROR_MESSAGES.preferences,
  });
}

/**
 * `PUT .../preferences` with `{ preferences, alertPreferences }`, the preferences without
 * onboardingComplete and onboardingCompleteTime. Answers the GET shape.
 */
export function updatePreferences(
  userId: number,
  locationId: string,
  preferences: Preferences,
  alertPreferences: AlertPreferences,
): Promise<PreferencesResponse> {
  return requestJson<PreferencesResponse>({
    method: 'put',
    path: preferencesPath(userId, locationId),
    json: toPreferencesUpdate(preferences, alertPreferences),
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}

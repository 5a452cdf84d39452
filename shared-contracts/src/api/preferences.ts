// The preferences endpoint, whole (ADR 0015): its path, query key, fetchers and query options.
import { ERROR_MESSAGES } from '../constants/messages';
import type { AlertPreferences, Preferences, PreferencesResponse } from '../entities/preferences';
import { toPreferencesUpdate } from '../rules/preferences';
import { getJson, requestJson, type ApiClient } from './client';
import { locationScopedQuery } from './location-query';
import { locationPath } from './paths';

export const preferencesPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/preferences`;

/** `GET .../preferences`; a 404 fails with 'Alert preferences not found'. */
export const getPreferences = (
  api: ApiClient,
  userId: number,
  locationId: string,
): Promise<PreferencesResponse> =>
  getJson(api, preferencesPath(userId, locationId), (status) =>
    status === 404 ? ERROR_MESSAGES.preferencesNotFound : ERROR_MESSAGES.preferences,
  );

/**
 * `PUT .../preferences` with `{ preferences, alertPreferences }`, the preferences without
 * onboardingComplete and onboardingCompleteTime. Answers the GET shape.
 */
export function updatePreferences(
  api: ApiClient,
  userId: number,
  locationId: string,
  preferences: Preferences,
  alertPreferences: AlertPreferences,
): Promise<PreferencesResponse> {
  return requestJson<PreferencesResponse>(api, {
    method: 'put',
    path: preferencesPath(userId, locationId),
    json: toPreferencesUpdate(preferences, alertPreferences),
    errorMessage: ERROR_MESSAGES.saveChanges,
  });
}

export const { queryKey: preferencesQueryKey, query: preferencesQuery } = locationScopedQuery(
  'preferences',
  getPreferences,
);

// The preferences endpoint, whole (ADR 0015): its path, query key, fetchers and query options.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { AlertPreferences, Preferences, PreferencesResponse } from '../entities/preferences';
import { toPreferencesUpdate } from '../rules/preferences';
import { requestJson } from './client';
import { locationPath } from './paths';

export const preferencesPath = (userId: number, locationId: string): string =>
  `${locationPath(userId, locationId)}/preferences`;

export const preferencesQueryKey = (userId: number, locationId: string) =>
  ['preferences', userId, locationId] as const;

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

export const preferencesQuery = (userId: number, locationId: string) =>
  queryOptions({
    queryKey: preferencesQueryKey(userId, locationId),
    queryFn: () => getPreferences(userId, locationId),
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentLocation } from 'shared-contracts/entities';
import {
  preferenceErrorToast,
  preferenceSuccessToast,
  type PreferenceName,
} from '../../../shared/lib/copy';
import {
  preferencesQuery,
  setPreferencesInCache,
  updatePreferences,
  useApiClient,
  type Rollback,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';

export type DevicePreferenceKey = 'sirenEnabled' | 'automatedResponsesEnabled';

export const PREFERENCE_NAMES: Readonly<Record<DevicePreferenceKey, PreferenceName>> = {
  sirenEnabled: 'siren',
  automatedResponsesEnabled: 'automated warning',
};

export const PREFERENCES_NOT_LOADED = 'The preferences are not loaded yet';

/**
 * Sets siren access or automated warning. The switch shows the new value while the PUT runs; on
 * failure the previous value comes back with 'Error changing the preference ... to ...'.
 */
export function useUpdatePreference(
  location: Pick<CurrentLocation, 'ownerId' | 'locationId'>,
  key: DevicePreferenceKey,
) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  const { queryKey } = preferencesQuery(ownerId, locationId);
  const name = PREFERENCE_NAMES[key];

  return useMutation<unknown, unknown, boolean, { rollback: Rollback }>({
    mutationFn: (value) => {
      const current = queryClient.getQueryData(queryKey);
      if (current === undefined) throw new Error(PREFERENCES_NOT_LOADED);
      return updatePreferences(
        api,
        ownerId,
        locationId,
        { ...current.preferences, [key]: value },
        current.alertPreferences,
      ).then((saved) => {
        queryClient.setQueryData(queryKey, saved);
      });
    },
    onMutate: async (value) => {
      await queryClient.cancelQueries({ queryKey });
      const rollback = setPreferencesInCache(queryClient, ownerId, locationId, (current) => ({
        ...current,
        preferences: { ...current.preferences, [key]: value },
      }));
      return { rollback };
    },
    onSuccess: (_data, value) =>
      toast({ title: preferenceSuccessToast(name, value), status: 'success' }),
    onError: (_error, value, context) => {
      context?.rollback();
      toast({ title: preferenceErrorToast(name, value), status: 'error' });
    },
  });
}

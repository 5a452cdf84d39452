import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AlertPreferences,
  CurrentLocation,
  EmergencyContact,
  Preferences,
} from 'shared-contracts/entities';
import { preferencesQueryKey, updatePreferences, useApiClient } from 'shared-contracts/api';
import { alertPreferencesSave } from 'shared-contracts/rules';

/**
 * `PUT .../preferences`, shaped by the rule settings uses too (fixed categories with every contact,
 * the earlier text flags in step). Caches the answer.
 */
export function useSaveAlertPreferences(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const { ownerId, locationId } = location;
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMutation({
    mutationFn: (input: {
      preferences: Preferences;
      alertPreferences: AlertPreferences;
      contacts: readonly EmergencyContact[];
    }) => {
      const save = alertPreferencesSave(input.preferences, input.alertPreferences, input.contacts);
      return updatePreferences(api, ownerId, locationId, save.preferences, save.alertPreferences);
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey(ownerId, locationId), saved),
  });
}

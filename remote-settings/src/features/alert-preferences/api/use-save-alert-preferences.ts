import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AlertPreferences,
  CurrentLocation,
  PreferencesResponse,
} from 'shared-contracts/entities';
import {
  getErrorMessage,
  preferencesQuery,
  updatePreferences,
  useApiClient,
} from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { alertPreferencesSave } from 'shared-contracts/rules';
import { ALERT_TEXTS } from '../lib/texts';

/**
 * Saves the alert preferences by the rule onboarding uses too (fixed categories with every contact,
 * the earlier text flags in step). A failure shows
 * 'There was an error saving changes, please try again.' and leaves the edits in place.
 */
export function useSaveAlertPreferences(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { toast } = usePlatform();
  const { ownerId, locationId } = location;
  const { queryKey } = preferencesQuery(ownerId, locationId);
  return useMutation({
    mutationFn: ({
      current,
      alertPreferences,
    }: {
      current: PreferencesResponse;
      alertPreferences: AlertPreferences;
    }) => {
      const save = alertPreferencesSave(current.preferences, alertPreferences, current.contacts);
      return updatePreferences(api, ownerId, locationId, save.preferences, save.alertPreferences);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: ALERT_TEXTS.saved, status: 'success' });
    },
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getErrorMessage,
  preferencesQuery,
  updatePreferences,
  usePlatform,
  withFixedCategories,
  type AlertPreferences,
  type CurrentLocation,
  type PreferencesResponse,
} from 'shared-contracts';
import { withLegacyFlags } from '../lib/legacy-fields';
import { ALERT_TEXTS } from '../lib/texts';

/**
 * Saves the alert preferences (fixed categories always with every contact). A failure shows
 * 'There was an error saving changes, please try again.' and leaves the edits in place.
 */
export function useSaveAlertPreferences(location: Pick<CurrentLocation, 'ownerId' | 'locationId'>) {
  const queryClient = useQueryClient();
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
      const next = withFixedCategories(alertPreferences, current.contacts);
      return updatePreferences(
        ownerId,
        locationId,
        withLegacyFlags(current.preferences, next),
        next,
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: ALERT_TEXTS.saved, status: 'success' });
    },
    onError: (error) => toast({ title: getErrorMessage(error), status: 'error' }),
  });
}

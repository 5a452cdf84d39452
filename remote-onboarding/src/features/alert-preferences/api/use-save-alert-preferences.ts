import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  queryKeys,
  updatePreferences,
  withFixedCategories,
  type AlertPreferences,
  type EmergencyContact,
  type Preferences,
} from 'shared-contracts';

/** `PUT .../preferences`; fixed categories go out with every contact. Caches the answer. */
export function useSaveAlertPreferences(ownerId: number, locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      preferences: Preferences;
      alertPreferences: AlertPreferences;
      contacts: readonly EmergencyContact[];
    }) =>
      updatePreferences(
        ownerId,
        locationId,
        input.preferences,
        withFixedCategories(input.alertPreferences, input.contacts),
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKeys.preferences(ownerId, locationId), saved),
  });
}

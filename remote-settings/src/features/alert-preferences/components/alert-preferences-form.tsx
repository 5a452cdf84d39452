import { useState } from 'react';
import {
  ALERT_CATEGORIES,
  type CurrentLocation,
  type PreferencesResponse,
} from 'shared-contracts/entities';
import { setContactAlert } from 'shared-contracts/rules';
import { Button, Stack } from 'ui';
import { LeaveDialog } from '../../../shared/components/leave-dialog';
import { useLeaveConfirmation } from '../../../shared/hooks/use-leave-confirmation';
import { useSaveAlertPreferences } from '../api/use-save-alert-preferences';
import { ALERT_TEXTS } from '../lib/texts';
import { AlertCategoryTable } from './alert-category-table';

/**
 * The editable tables and Save. The edits are kept until saved, including after a failed save, and
 * leaving with edits unsaved asks first.
 */
export function AlertPreferencesForm({
  location,
  current,
}: {
  location: CurrentLocation;
  current: PreferencesResponse;
}) {
  const [draft, setDraft] = useState(current.alertPreferences);
  const [dirty, setDirty] = useState(false);
  const save = useSaveAlertPreferences(location);
  const leave = useLeaveConfirmation(dirty);

  return (
    <Stack gap="6">
      {ALERT_CATEGORIES.map((category) => (
        <AlertCategoryTable
          key={category.id}
          category={category}
          contacts={current.contacts}
          alertPreferences={draft}
          disabled={save.isPending}
          onChange={(method, seqNum, checked) => {
            setDraft((value) => setContactAlert(value, category.id, method, seqNum, checked));
            setDirty(true);
          }}
        />
      ))}
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        disabled={!dirty}
        loading={save.isPending}
        onClick={() =>
          save.mutate({ current, alertPreferences: draft }, { onSuccess: () => setDirty(false) })
        }
      >
        {ALERT_TEXTS.save}
      </Button>
      <LeaveDialog
        open={leave.open}
        what={ALERT_TEXTS.unsavedWhat}
        onLeave={leave.onLeave}
        onStay={leave.onStay}
      />
    </Stack>
  );
}

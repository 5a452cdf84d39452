import { useState } from 'react';
import { ConfirmDialog } from 'app-runtime/lazy';
import { GEOFENCE_DIALOG_CLOSED_KEY } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { Alert, Button, Text } from 'ui';
import { useStoredFlag } from '../../../shared/lib/storage';

export const GEOFENCE_TEXTS = {
  title: 'Getting events while you are home?',
  description:
    'Guards review events whenever your system is armed. Use Geofence to be reminded to disarm when you arrive home.',
  open: 'Set Up Geofence',
  dialogTitle: 'Set Up Geofence',
  dialogBody:
    "Turn on Geofence for this location in the provider's mobile app: it reminds you to disarm when you arrive and to arm when you leave, so guards only review events that matter.",
  ok: 'OK',
} as const;

/**
 * Whether the geofence dialog was closed in this session (session flag geofence-dialog-closed),
 * and what closes it.
 */
export function useGeofenceDialogClosed(): [boolean, () => void] {
  return useStoredFlag('session', GEOFENCE_DIALOG_CLOSED_KEY);
}

/**
 * The geofence callout and its dialog. The caller decides whether it shows (spec section 4), and
 * raises the session flag that hides it once the dialog is closed. On mobile the dialog's OK opens
 * the setup link.
 */
export function GeofenceCallout({ onClosed }: { onClosed: () => void }) {
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <>
      <Alert.Root status="info" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{GEOFENCE_TEXTS.title}</Alert.Title>
          <Alert.Description>{GEOFENCE_TEXTS.description}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {GEOFENCE_TEXTS.open}
        </Button>
      </Alert.Root>
      <ConfirmDialog
        open={open}
        role="dialog"
        title={GEOFENCE_TEXTS.dialogTitle}
        confirmLabel={GEOFENCE_TEXTS.ok}
        cancelLabel={null}
        onCancel={close}
        onConfirm={() => {
          if (platform.isMobileSession) {
            platform.openExternal('mobileDeepLink', { setup: 'geofence' });
          }
          close();
        }}
      >
        <Text>{GEOFENCE_TEXTS.dialogBody}</Text>
      </ConfirmDialog>
    </>
  );
}

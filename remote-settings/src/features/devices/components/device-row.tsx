import { isOnvifCamera, ineligibilityMessage, type Device } from 'shared-contracts';
import { Alert, HStack, Stack, Text } from 'ui';
import { LabelledSwitch } from '../../../shared/components/labelled-switch';
import { DEVICES_TEXTS } from '../lib/texts';

function Note({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" size="sm" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/** One device with its enrollment switch and the notes that apply to it. */
export function DeviceRow({
  device,
  eligible,
  busy,
  onToggle,
}: {
  device: Device;
  eligible: boolean;
  busy: boolean;
  onToggle: (device: Device, enrolled: boolean) => void;
}) {
  return (
    <Stack gap="2" py="3" borderBottomWidth="1px">
      <HStack justify="space-between" gap="4">
        {/* Any name wraps, however long its words; the switch keeps its size. */}
        <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
          {device.name}
        </Text>
        <LabelledSwitch
          label={device.name}
          hideLabel
          checked={device.starkEnrolled}
          disabled={!eligible}
          loading={busy}
          onChange={(enrolled) => onToggle(device, enrolled)}
        />
      </HStack>
      {eligible ? null : (
        <Text fontSize="sm" color="fg.muted">
          {ineligibilityMessage(device)}
        </Text>
      )}
      {eligible && device.privacyZonesEnabled ? <Note>{DEVICES_TEXTS.privacyZones}</Note> : null}
      {eligible && isOnvifCamera(device) ? <Note>{DEVICES_TEXTS.onvif}</Note> : null}
    </Stack>
  );
}

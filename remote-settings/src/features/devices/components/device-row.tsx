import type { Device } from 'shared-contracts/entities';
import { isOnvifCamera, ineligibilityMessage } from 'shared-contracts/rules';
import { Alert, LabelledSwitch } from 'ui';
import { DEVICES_TEXTS } from '../lib/texts';

function Note({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" size="sm" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The rows' look, set once on their list (DeviceSection): a row is plain elements, so that a page of
 * devices resolves no styled component per row but its switch (a row of Chakra stacks and texts was
 * four more, each resolved before the page first paints).
 */
export const deviceRowStyles = {
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    paddingBlock: '3',
    borderBottomWidth: '1px',
  },
  '& .device-row__head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
  },
  // Any name wraps, however long its words; the switch keeps its size.
  '& .device-row__name': { fontWeight: 'medium', minWidth: '0', overflowWrap: 'anywhere' },
  '& .device-row__ineligible': { fontSize: 'sm', color: 'fg.muted' },
} as const;

/**
 * One device with its enrollment switch and the notes that apply to it: the content of a list item
 * of a list styled with `deviceRowStyles`.
 */
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
    <>
      <div className="device-row__head">
        <p className="device-row__name">{device.name}</p>
        <LabelledSwitch
          label={device.name}
          hideLabel
          checked={device.starkEnrolled}
          disabled={!eligible}
          loading={busy}
          onChange={(enrolled) => onToggle(device, enrolled)}
        />
      </div>
      {eligible ? null : <p className="device-row__ineligible">{ineligibilityMessage(device)}</p>}
      {eligible && device.privacyZonesEnabled ? <Note>{DEVICES_TEXTS.privacyZones}</Note> : null}
      {eligible && isOnvifCamera(device) ? <Note>{DEVICES_TEXTS.onvif}</Note> : null}
    </>
  );
}

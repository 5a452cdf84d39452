import type { Device } from 'shared-contracts/entities';
import { Alert, Heading, List, Stack } from 'ui';
import { DeviceRow, deviceRowStyles } from './device-row';

/** A titled list of devices (already sorted by name), or its empty alert. */
export function DeviceSection({
  title,
  devices,
  emptyText,
  eligible,
  isBusy,
  onToggle,
}: {
  title: string;
  devices: readonly Device[];
  emptyText?: string;
  eligible: boolean;
  isBusy: (doorbotId: number) => boolean;
  onToggle: (device: Device, enrolled: boolean) => void;
}) {
  const id = `devices-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {devices.length === 0 && emptyText ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{emptyText}</Alert.Title>
        </Alert.Root>
      ) : (
        <List.Root listStyleType="none" css={deviceRowStyles}>
          {devices.map((device) => (
            <li key={device.doorbotId}>
              <DeviceRow
                device={device}
                eligible={eligible}
                busy={isBusy(device.doorbotId)}
                onToggle={onToggle}
              />
            </li>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import type { Device } from 'shared-contracts/entities';
import { groupDevices, ineligibilityMessage, normalizeDeviceType } from 'shared-contracts/rules';
import { Box, Flex, Heading, LabelledSwitch, Stack, Text } from 'ui';

function typeLabel(device: Device): string {
  const type = normalizeDeviceType(device.type);
  if (type.includes('doorbell') || type.includes('doorbot')) return 'Doorbell';
  return 'Camera';
}

function DeviceRow({
  device,
  enrolled,
  onToggle,
  note,
}: {
  device: Device;
  enrolled?: boolean;
  onToggle?: (enrolled: boolean) => void;
  note?: string;
}) {
  return (
    <Flex as="li" listStyleType="none" align="center" gap="3" py="3" borderBottomWidth="1px">
      <Box flex="1" minW="0">
        <Text fontWeight="medium">{device.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {note ?? typeLabel(device)}
        </Text>
      </Box>
      {onToggle ? (
        <LabelledSwitch
          label={device.name}
          checked={enrolled === true}
          onChange={onToggle}
          hideLabel
        />
      ) : null}
    </Flex>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="1" aria-label={title}>
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <Stack as="ul" gap="0" p="0" m="0">
        {children}
      </Stack>
    </Stack>
  );
}

interface DeviceGroupsProps {
  devices: readonly Device[];
  enrolledIds: ReadonlySet<number>;
  onToggle: (device: Device, enrolled: boolean) => void;
}

/** Eligible outdoor and indoor devices with a switch each; ineligible ones with the reason. */
export function DeviceGroups({ devices, enrolledIds, onToggle }: DeviceGroupsProps) {
  const groups = groupDevices(devices);
  return (
    <Stack gap="6">
      {groups.eligibleOutdoor.length > 0 ? (
        <Group title="Outdoor Cameras and Doorbells">
          {groups.eligibleOutdoor.map((device) => (
            <DeviceRow
              key={device.doorbotId}
              device={device}
              enrolled={enrolledIds.has(device.doorbotId)}
              onToggle={(enrolled) => onToggle(device, enrolled)}
            />
          ))}
        </Group>
      ) : null}
      {groups.eligibleIndoor.length > 0 ? (
        <Group title="Indoor Cameras">
          {groups.eligibleIndoor.map((device) => (
            <DeviceRow
              key={device.doorbotId}
              device={device}
              enrolled={enrolledIds.has(device.doorbotId)}
              onToggle={(enrolled) => onToggle(device, enrolled)}
              note="Indoor camera"
            />
          ))}
        </Group>
      ) : null}
      {groups.ineligible.length > 0 ? (
        <Group title="Not Eligible">
          {groups.ineligible.map((device) => (
            <DeviceRow key={device.doorbotId} device={device} note={ineligibilityMessage(device)} />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

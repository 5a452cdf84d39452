import type { CurrentLocation } from 'shared-contracts/entities';
import { Heading, Stack } from 'ui';
import { GUARD_MONITORING_TEXTS as T } from '../texts';
import { GuardMonitoringSwitch } from './guard-monitoring-switch';

/** The 'Management' section with the Guard Monitoring switch. */
export function ManagementSection({ location }: { location: CurrentLocation }) {
  return (
    <Stack as="section" gap="2" aria-labelledby="vsg-management-heading">
      <Heading as="h2" size="sm" id="vsg-management-heading">
        {T.managementHeading}
      </Heading>
      <GuardMonitoringSwitch location={location} />
    </Stack>
  );
}

import {
  ELIGIBILITY_REASONS,
  isEligibilityReason,
  type CurrentLocation,
} from 'shared-contracts/entities';
import { Alert } from 'ui';
import { useVsgState } from '../../../shared/api/use-vsg-state';
import { useVsgStatus } from '../../../shared/api/use-vsg-status';

export const STATUS_WARNING_TEXTS = {
  paused: 'Guard monitoring is paused.',
  disarmed: 'Your system is disarmed. Guards monitor only when it is armed Home or Away.',
  inactive: 'Virtual Security Guard is inactive.',
} as const;

/** The mobile status warning: why guards are not monitoring right now, if they are not. */
export function StatusWarning({ location }: { location: CurrentLocation }) {
  const state = useVsgState(location);
  const status = useVsgStatus(location);
  if (state.isPending || status.query.isPending) return null;

  let title: string | null = null;
  let description: string | null = null;
  if (state.data?.paused === true) {
    title = STATUS_WARNING_TEXTS.paused;
  } else if (status.reason !== null) {
    title = STATUS_WARNING_TEXTS.inactive;
    description = isEligibilityReason(status.reason)
      ? ELIGIBILITY_REASONS[status.reason].label
      : null;
  } else if (status.query.data !== undefined && !status.armed) {
    title = STATUS_WARNING_TEXTS.disarmed;
  }
  if (title === null) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

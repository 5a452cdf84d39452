import { EVENTS_EXCEEDED_STATES, INACTIVE_REASONS, VSG_ERROR_STATES } from '../entities/monitoring';
import type { ArmedStatus, InactiveReason, VsgReason, VsgStatus } from '../entities/monitoring';

/** Armed means not INACTIVE. */
export function isArmed(monitoring: ArmedStatus | string | null | undefined): boolean {
  return monitoring !== 'INACTIVE';
}

export function isVsgReason(value: unknown): value is VsgReason {
  return (
    typeof value === 'string' &&
    (INACTIVE_REASONS.some((reason) => reason === value) ||
      VSG_ERROR_STATES.some((state) => state === value))
  );
}

/** `details.reasons[0]`: the VSG error state / inactive reason, or null. */
export function getVsgReason(status: VsgStatus | null | undefined): VsgReason | null {
  const reason = status?.details.reasons[0];
  return isVsgReason(reason) ? reason : null;
}

/** Events-exceeded states switch the pause indicator and disable the monitoring switch. */
export function isEventsExceeded(reason: VsgReason | null): boolean {
  return EVENTS_EXCEEDED_STATES.some((state) => state === reason);
}

export type EventsExceededState = (typeof EVENTS_EXCEEDED_STATES)[number];

/**
 * The events-exceeded state the service reports for the location, wherever it stands in
 * `details.reasons` (another reason may come first), or null: the event limit is reached exactly
 * when the service says so.
 */
export function eventsExceededState(
  status: VsgStatus | null | undefined,
): EventsExceededState | null {
  const reasons = status?.details.reasons ?? [];
  return EVENTS_EXCEEDED_STATES.find((state) => reasons.includes(state)) ?? null;
}

export type InactiveAction =
  | 'monitoring-type'
  | 'end-alarm-practice'
  | 'devices'
  | 'onboarding'
  | 'authorize'
  | 'account-monitoring'
  | 'watch-zone-setup'
  | 'switch-disabled';

/** What the screen does for each inactive reason (spec section 4). */
export const INACTIVE_REASON_ACTIONS: Readonly<
  Record<InactiveReason, { label: string | null; action: InactiveAction }>
> = {
  PROFESSIONAL_MONITORING_NOT_ENABLED: { label: 'Turn on Monitoring', action: 'monitoring-type' },
  PRACTICE_MODE: { label: 'End Alarm Practice', action: 'end-alarm-practice' },
  ENROLLED_DEVICE_NOT_FOUND: { label: 'Enroll Device', action: 'devices' },
  SETUP_INCOMPLETE: { label: 'Complete Setup', action: 'onboarding' },
  AUTH_NOT_FOUND: { label: 'Authorize', action: 'authorize' },
  PENDING_MODE: { label: 'View Monitoring Status', action: 'account-monitoring' },
  SOS_OFF: { label: 'View Monitoring Status', action: 'account-monitoring' },
  SOS_SETUP_INCOMPLETE: { label: 'View Monitoring Status', action: 'account-monitoring' },
  MISSING_MONITORING_ZONE: { label: 'Set Up', action: 'watch-zone-setup' },
  EVENT_OVERAGES_THRESHOLD_EXCEEDED: { label: null, action: 'switch-disabled' },
  EVENT_OVERAGES_CAP_EXCEEDED: { label: null, action: 'switch-disabled' },
};

/** The missing-monitoring-zone prompt shows only with the watch-zone flag on and for the owner. */
export function shouldPromptWatchZone(
  reason: VsgReason | null,
  input: { watchZonesFlag: boolean; isOwner: boolean },
): boolean {
  return reason === 'MISSING_MONITORING_ZONE' && input.watchZonesFlag && input.isOwner;
}

import {
  ELIGIBILITY_REASONS,
  isEligibilityReason,
  type InactiveReason,
  type VsgReason,
} from 'shared-contracts/entities';
import {
  INACTIVE_REASON_ACTIONS,
  isEventsExceeded,
  shouldPromptWatchZone,
  type InactiveAction,
} from 'shared-contracts/rules';

export type ModeState = 'active' | 'paused' | 'inactive';

/** The mode shown in the status cell: paused wins, then any inactive reason or disarmed. */
export function modeState(input: {
  paused: boolean;
  reason: VsgReason | null;
  armed: boolean;
}): ModeState {
  if (input.paused) return 'paused';
  if (input.reason !== null || !input.armed) return 'inactive';
  return 'active';
}

export const MODE_LABELS: Readonly<Record<ModeState, string>> = {
  active: 'Active',
  paused: 'Paused',
  inactive: 'Inactive',
};

export const MISSING_MONITORING_ZONE_LABEL = 'Watch Zone Missing';
export const MISSING_MONITORING_ZONE_MEANING = 'Set up a Watch Zone so guards know what to watch.';

export interface ModeCard {
  reason: InactiveReason;
  label: string;
  meaning: string | null;
  action: InactiveAction;
  actionLabel: string | null;
}

function isInactiveReason(reason: VsgReason): reason is InactiveReason {
  return Object.hasOwn(INACTIVE_REASON_ACTIONS, reason);
}

/**
 * The inactive-reason card of the status cell with its action (spec section 4), or null: no reason,
 * an events-exceeded reason (the limit warning covers it), or a missing watch zone the user may not
 * set up (the prompt needs the watch-zone flag and the owner).
 */
export function modeCard(
  reason: VsgReason | null,
  input: { watchZonesFlag: boolean; isOwner: boolean },
): ModeCard | null {
  if (reason === null || !isInactiveReason(reason) || isEventsExceeded(reason)) return null;
  if (reason === 'MISSING_MONITORING_ZONE' && !shouldPromptWatchZone(reason, input)) return null;
  const { label: actionLabel, action } = INACTIVE_REASON_ACTIONS[reason];
  if (isEligibilityReason(reason)) {
    const { label, meaning } = ELIGIBILITY_REASONS[reason];
    return { reason, label, meaning, action, actionLabel };
  }
  return {
    reason,
    label: MISSING_MONITORING_ZONE_LABEL,
    meaning: MISSING_MONITORING_ZONE_MEANING,
    action,
    actionLabel,
  };
}

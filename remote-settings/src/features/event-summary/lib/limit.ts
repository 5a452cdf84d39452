import type { CurrentLocation } from 'shared-contracts/entities';
import { type EventsExceededState } from 'shared-contracts/rules';
import { summarizeOverages, type OveragesSummary } from './overages';

export interface EventLimit {
  overages: OveragesSummary;
  /** The monitored-event limit is hit: monitoring is off until opt-in or the next cycle. */
  reached: boolean;
  /** The limit the warning names: the threshold, plus the cap when the cap is what was exceeded. */
  limit: number;
}

/**
 * The overages state of the location for a resolved-event count. The limit is reached when the
 * service reports an events-exceeded state for the location, not by comparing the count here: with
 * no threshold in the subscription (0, the default) the count is always at or over it, yet the
 * service keeps monitoring (remote-settings README, "Readings of the spec").
 */
export function eventLimit(
  location: Pick<CurrentLocation, 'overagesThreshold' | 'overagesEnabled' | 'overagesCap'>,
  count: number,
  exceeded: EventsExceededState | null,
): EventLimit {
  const overages = summarizeOverages({
    count,
    threshold: location.overagesThreshold,
    overagesEnabled: location.overagesEnabled,
    cap: location.overagesCap,
  });
  const capExceeded = exceeded === 'EVENT_OVERAGES_CAP_EXCEEDED';
  return {
    overages,
    reached: exceeded !== null,
    limit: location.overagesThreshold + (capExceeded ? (location.overagesCap ?? 0) : 0),
  };
}

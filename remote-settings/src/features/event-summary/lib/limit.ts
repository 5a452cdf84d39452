import type { CurrentLocation } from 'shared-contracts/entities';
import { type EventsExceededState } from 'shared-contracts/rules';
import { summarizeOverages, type OveragesSummary } from './overages';

export interface EventLimit {
  overages: OveragesSummary;
  /** The monitored-event limit is hit: monitoring is off until opt-in or the next cycle. */
  reached: boolean;
  /** The limit the warning names: the threshold, plus the cap when the cap is what was reached. */
  limit: number;
}

/**
 * The overages state of the location for a resolved-event count. The limit is reached when the
 * service reports an events-exceeded state, or when the count says so (spec section 4): at the
 * threshold with Extra Events off, at threshold + cap with them on. With no threshold in the
 * subscription (0, the default) there is nothing to count against and only the service decides
 * (remote-settings README, "Readings of the spec").
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
  const byCount = location.overagesThreshold > 0 && overages.inactive;
  // Counted with Extra Events on, the service can only be inactive at threshold + cap.
  const capReached =
    exceeded === 'EVENT_OVERAGES_CAP_EXCEEDED' || (byCount && location.overagesEnabled);
  return {
    overages,
    reached: exceeded !== null || byCount,
    limit: location.overagesThreshold + (capReached ? (location.overagesCap ?? 0) : 0),
  };
}

import {
  isEventsExceeded,
  summarizeOverages,
  type CurrentLocation,
  type OveragesSummary,
  type VsgReason,
} from 'shared-contracts';

export interface EventLimit {
  overages: OveragesSummary;
  /** The monitored-event limit is hit: monitoring is off until opt-in or the next cycle. */
  reached: boolean;
  /** The limit the warning names: the threshold, plus the cap when extra events are on. */
  limit: number;
}

/** The overages state of the location for a resolved-event count. */
export function eventLimit(
  location: Pick<CurrentLocation, 'overagesThreshold' | 'overagesEnabled' | 'overagesCap'>,
  count: number,
  reason: VsgReason | null,
  overagesFlag: boolean,
): EventLimit {
  const overages = summarizeOverages({
    count,
    threshold: location.overagesThreshold,
    overagesEnabled: location.overagesEnabled,
    cap: location.overagesCap,
  });
  const capped = location.overagesEnabled && location.overagesCap !== null;
  return {
    overages,
    reached: isEventsExceeded(reason) || (overagesFlag && overages.inactive),
    limit: location.overagesThreshold + (capped ? (location.overagesCap ?? 0) : 0),
  };
}

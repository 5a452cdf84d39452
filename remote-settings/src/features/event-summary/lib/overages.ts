import { MAX_EVENT_PERCENTAGE } from 'shared-contracts/constants';
import { SETTINGS_TEXTS } from '../../../shared/lib/copy';

export interface OveragesInput {
  /** Resolved (monitored) events in the billing cycle. */
  count: number;
  /** Included events (overagesThreshold, default 0). */
  threshold: number;
  /** Extra events opted in (overagesEnabled). */
  overagesEnabled: boolean;
  /** Optional extra events cap (overagesCap); null = no limit. */
  cap: number | null;
}

/** The threshold is reached when the event count >= threshold. */
export function isThresholdReached(count: number, threshold: number): boolean {
  return count >= threshold;
}

/**
 * Inactive when the threshold is reached and extra events are off, or when extras are on with a
 * cap and count >= threshold + cap.
 */
export function isOveragesInactive({
  count,
  threshold,
  overagesEnabled,
  cap,
}: OveragesInput): boolean {
  if (!overagesEnabled) return isThresholdReached(count, threshold);
  return cap != null && count >= threshold + cap;
}

/** Extra events = count minus threshold, never negative. */
export function extraEvents(count: number, threshold: number): number {
  return Math.max(0, count - threshold);
}

/** floor(count * 100 / threshold), at most 100; 0 when the threshold is 0. */
export function eventPercentage(count: number, threshold: number): number {
  if (threshold <= 0) return 0;
  return Math.min(MAX_EVENT_PERCENTAGE, Math.floor((count * 100) / threshold));
}

/** 'of {cap}' or '(no limit set)'. */
export function extraEventsCapLabel(cap: number | null): string {
  return cap == null ? SETTINGS_TEXTS.noCapSet : `of ${cap}`;
}

/** 'Extra Events: On' / 'Extra Events: Off'. */
export function extraEventsStatusLabel(overagesEnabled: boolean): string {
  return `Extra Events: ${overagesEnabled ? 'On' : 'Off'}`;
}

export interface OveragesSummary {
  thresholdReached: boolean;
  inactive: boolean;
  extraEvents: number;
  percentage: number;
  capLabel: string;
}

export function summarizeOverages(input: OveragesInput): OveragesSummary {
  return {
    thresholdReached: isThresholdReached(input.count, input.threshold),
    inactive: isOveragesInactive(input),
    extraEvents: extraEvents(input.count, input.threshold),
    percentage: eventPercentage(input.count, input.threshold),
    capLabel: extraEventsCapLabel(input.cap),
  };
}

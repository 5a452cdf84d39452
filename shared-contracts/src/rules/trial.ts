import { TEXTS } from '../constants/messages';
import type { CurrentLocation } from '../entities/location';

const SECONDS_PER_DAY = 86_400;

/**
 * Days left = (expiry - now) in days, rounded UP: a trial with 3 hours left shows 1 day left, and it
 * reads as expired only once the expiry has passed. `expirySeconds` is unix seconds; `nowMs` is ms.
 */
export function trialDaysLeft(expirySeconds: number, nowMs: number = Date.now()): number {
  return Math.ceil((expirySeconds - nowMs / 1000) / SECONDS_PER_DAY);
}

export function isTrialExpired(daysLeft: number): boolean {
  return daysLeft <= 0;
}

/** 'Trial has expired.' when 0 or less, else null (the page shows the days left its own way). */
export function trialExpiredText(daysLeft: number): string | null {
  return isTrialExpired(daysLeft) ? TEXTS.trialExpired : null;
}

export function isFreeTrialAvailable(location: Pick<CurrentLocation, 'freeTrialStatus'>): boolean {
  return location.freeTrialStatus === 'AVAILABLE';
}

export function isFreeTrialActive(location: Pick<CurrentLocation, 'freeTrialStatus'>): boolean {
  return location.freeTrialStatus === 'ACTIVE';
}

/** Trial Management shows only when the free trial is active and the user is owner. */
export function canManageTrial(
  location: Pick<CurrentLocation, 'freeTrialStatus' | 'isOwner'>,
): boolean {
  return isFreeTrialActive(location) && location.isOwner;
}

import type { Location, Subscription } from 'shared-contracts/entities';
import { isFreeTrialAvailable } from 'shared-contracts/rules';
import type { PageRef } from 'shared-contracts/routing';
import { FREE_TRIAL } from '../../lib/destinations';

/**
 * Entry routing before every subscription has arrived. With more than one location, the first rule
 * that can apply is "a free trial available goes to its free trial page" (the first such location in
 * list order, as decideLocationEntry picks it). It is settled as soon as that location's subscription
 * says AVAILABLE and every owned location before it has answered otherwise, so a fleet of 2,000 need
 * not be read to the end. Returns the page to go to, or null while undecided.
 */
export function earlyFreeTrialEntry(
  locations: readonly Location[],
  subscriptions: ReadonlyMap<string, Subscription | null>,
): PageRef | null {
  if (locations.length < 2) return null;
  for (const location of locations) {
    // Shared locations have no subscription read: never a free trial.
    if (!location.isOwner) continue;
    if (!subscriptions.has(location.locationId)) return null;
    const freeTrialStatus = subscriptions.get(location.locationId)?.freeTrialStatus ?? null;
    if (isFreeTrialAvailable({ freeTrialStatus })) {
      return FREE_TRIAL({ locationId: location.locationId });
    }
  }
  return null;
}

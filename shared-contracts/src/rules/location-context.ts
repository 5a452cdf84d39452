import { ERROR_MESSAGES } from '../constants/messages';
import type { CurrentLocation, Location } from '../entities/location';
import type { Subscription } from '../entities/subscription';
import { findLocation, toCurrentLocation } from './location';

/** What a read (a query) has given so far. */
export interface ReadState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
}

export interface LocationContextInput {
  /** The location the page is about, or null when none is chosen. */
  locationId: string | null;
  /** The user's locations. */
  locations: ReadState<readonly Location[]>;
  /** The location's subscription (null: none); read only where the user owns the location. */
  subscription: ReadState<Subscription | null>;
}

export interface LocationContext {
  /** null before one is chosen, and after a context failure (no location means no entitlements). */
  location: CurrentLocation | null;
  /** A location context failure of spec section 8, shown to the user on the location's pages. */
  problem: string | null;
  /** The locations, or an owned location's subscription, have not arrived yet. */
  isLoading: boolean;
}

/**
 * The location in context with its derived fields, as every Platform gives it (the host's and a
 * remote's standalone one). An owned location waits for its subscription: entitlements come from it,
 * and a location shown without them would send the settings guards away. The spec's context failures
 * (locations not fetched, none at all, or not among the user's) leave no location and name the problem.
 */
export function resolveLocationContext({
  locationId,
  locations,
  subscription,
}: LocationContextInput): LocationContext {
  const none = { location: null, problem: null, isLoading: false };
  if (!locationId) return none;
  if (locations.status === 'pending') return { ...none, isLoading: true };
  if (locations.status === 'error' || !locations.data) {
    return { ...none, problem: ERROR_MESSAGES.locations };
  }
  if (locations.data.length === 0) return { ...none, problem: ERROR_MESSAGES.noLocations };
  const location = findLocation(locations.data, locationId);
  if (!location) return { ...none, problem: ERROR_MESSAGES.locationNotFound };
  const owned = location.isOwner;
  if (owned && subscription.status === 'pending') return { ...none, isLoading: true };
  // A failed subscription read leaves the location without entitlements, like a missing one.
  const read = owned && subscription.status === 'success' ? (subscription.data ?? null) : null;
  return { location: toCurrentLocation(location, read), problem: null, isLoading: false };
}

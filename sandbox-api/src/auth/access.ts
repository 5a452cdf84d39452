// Who may call what: the session user, or (for owner-scoped calls) the owner of a location the
// session user can see, since shared users call device, event and preference calls with the
// owner's id (spec section 6).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import type { LocationRecord, SessionRecord } from '../state/model';
import type { Store } from '../state/store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the /api session hook. */
    gccSession: SessionRecord | null;
  }
}

export const UNAUTHORIZED_MESSAGE = 'User is unauthorized';
export const CSRF_MESSAGE = 'Invalid CSRF token';

export function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.gccSession) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.gccSession;
}

/** Path user ids are digit strings (checked by schema). */
export function toId(value: string): number {
  return Number(value);
}

/**
 * The path user must be the session user, or, unless `ownOnly`, the owner of a location the
 * session user can access. Otherwise 403.
 */
export function requireUserAccess(
  store: Store,
  session: SessionRecord,
  userId: number,
  options: { ownOnly?: boolean } = {},
): void {
  if (userId === session.userId) return;
  if (
    !options.ownOnly &&
    store.locationsSharedWith(session.userId).some((location) => location.ownerId === userId)
  ) {
    return;
  }
  throw new HttpError(403, `User ${session.userId} may not act for user ${userId}`);
}

/**
 * A location of the path user that the session user can access (path user: its owner, or the
 * session user for a shared location). 403 for a foreign path user, 404 for an unknown location.
 */
export function requireLocation(
  store: Store,
  session: SessionRecord,
  userId: number,
  locationId: string,
): LocationRecord {
  requireUserAccess(store, session, userId);
  const location = store.location(locationId);
  if (
    !location ||
    !store.canAccess(session.userId, location) ||
    (location.ownerId !== userId && userId !== session.userId)
  ) {
    throw new HttpError(404, `Location ${locationId} not found for user ${userId}`);
  }
  return location;
}

/** Changes to a location are for its owner only; shared users get 403. */
export function requireOwner(session: SessionRecord, location: LocationRecord): void {
  if (location.ownerId !== session.userId) {
    throw new HttpError(403, `Only the owner can change location ${location.locationId}`);
  }
}

/** Locations owned by the path user that the session user can access. */
export function ownedLocationsVisible(
  store: Store,
  session: SessionRecord,
  userId: number,
): LocationRecord[] {
  requireUserAccess(store, session, userId);
  return store
    .locationsOwnedBy(userId)
    .filter((location) => store.canAccess(session.userId, location));
}

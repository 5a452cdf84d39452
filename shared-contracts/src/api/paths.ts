import type { FlagDomain } from '../entities/session';
import { segment } from './request-conventions';

// The paths (below `/api`) of the calls the host's start-up makes, defined once: the fetchers and
// the start-up requests of the entry chunk both build them here.

/** `GET /api/neighbors/session/verify` */
export const SESSION_VERIFY_PATH = 'neighbors/session/verify';

/** `GET /api/features?principalDomain=...&principal=...` */
export const FEATURES_PATH = 'features';

export function featureFlagsSearchParams(
  domain: FlagDomain,
  principal: string | number,
): Record<string, string> {
  return { principalDomain: domain, principal: String(principal) };
}

/** `GET /api/neighbors/{userId}/locations` */
export function locationsPath(userId: number): string {
  return `neighbors/${segment(userId)}/locations`;
}

/** `/api/neighbors/{userId}/locations/{locationId}`: the base of a location's calls. */
export function locationPath(userId: number, locationId: string): string {
  return `${locationsPath(userId)}/${segment(locationId)}`;
}

/** `GET /api/subscription/{ownerId}/locations/{locationId}` */
export function subscriptionPath(ownerId: number, locationId: string): string {
  return `subscription/${segment(ownerId)}/locations/${segment(locationId)}`;
}

/** `GET .../locations/{locationId}/status`: the VSG status the settings guard reads. */
export function vsgStatusPath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/status`;
}

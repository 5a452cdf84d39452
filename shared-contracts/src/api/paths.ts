import type { FlagDomain } from '../entities/session';
import { segment } from './request-conventions';

// The paths (below `/api`) of the calls the host's entry chunk starts itself (ADR 0047), and the
// base every location's call builds on. The entry chunk reads them (shared-contracts/startup)
// before the shared libraries are there, so they live here, without the client or the query
// library; each endpoint's own file (ADR 0015) holds the rest of it.

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

/** Below `/api`, where statistics are recorded: writes that change nothing the app reads. */
export const STATS_PATH = 'stats';

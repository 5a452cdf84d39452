import type { FlagDomain } from '../entities/session';
import { segment } from './request-conventions';

// The paths (below `/api`) of the calls the host's entry chunk starts early (its start-up calls and
// the first calls of a remote's page, ADR 0005 and 0007), defined once: the fetchers and the early
// requests both build them here.

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

/** `GET /api/neighbors/{userId}/status`: the status of every location the user reaches. */
export function userStatusPath(userId: number): string {
  return `neighbors/${segment(userId)}/status`;
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

/** `GET .../locations/{locationId}/state`: whether guard monitoring is paused. */
export function vsgStatePath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/state`;
}

/** `GET .../locations/{locationId}/events/summary` */
export function eventSummaryPath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/events/summary`;
}

/** `GET .../locations/{locationId}/devices` */
export function devicesPath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/devices`;
}

/** `GET .../locations/{locationId}/preferences` (and its `PUT`) */
export function preferencesPath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/preferences`;
}

/** `GET .../locations/{locationId}/contacts` */
export function contactsPath(userId: number, locationId: string): string {
  return `${locationPath(userId, locationId)}/contacts`;
}

/** `POST /api/stats/user/{userId}/action` */
export function statsPath(userId: number): string {
  return `${STATS_PATH}/user/${segment(userId)}/action`;
}

/** Below `/api`, where statistics are recorded: writes that change nothing the app reads. */
export const STATS_PATH = 'stats';

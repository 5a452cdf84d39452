// The start-up zone reads these patterns before the router is shared: they go through the
// start-up's own matcher (ADR 0008).
import { matchRoutePattern } from 'shared-contracts/startup';

/**
 * The host's own route patterns: the addresses whose path names the location they are about
 * (settings, free trial and onboarding). Every page of a remote's route table with a `:locationId`
 * falls under one of them (e2e/contracts/host-route-table.test.ts).
 */
export const LOCATION_PATTERNS = ['/locations/:locationId/*', '/onboarding/:locationId/*'] as const;

/** The location id a path names, decoded, if any. */
export function locationIdFromPath(pathname: string): string | null {
  for (const pattern of LOCATION_PATTERNS) {
    const locationId = matchRoutePattern(pattern, pathname)?.locationId;
    if (locationId !== undefined) return locationId;
  }
  return null;
}

import { HOST_PATHS } from '../registry/host-paths';
import { readParam, toSearchParams, type SearchInput } from './search-params';

/**
 * `/return_to` (spec section 2.1): where the provider's account pages send the user back. A remote
 * builds it as the `return_to` of the external page it opens; the provider adds `status`; the
 * host's return page reads it.
 */
export const RETURN_TO_PARAMS = {
  from: 'from',
  status: 'status',
  userId: 'user_id',
  locationId: 'location_id',
} as const;

/** The `from` values the control center knows. */
export const RETURN_TO_SOURCES = [
  'professional_monitoring',
  'emergency_contacts',
  'monitoring_type',
] as const;
export type ReturnToSource = (typeof RETURN_TO_SOURCES)[number];

export interface ReturnTo {
  from: ReturnToSource;
  userId: number;
  locationId: string;
  /** Added by the provider's page (e.g. `ineligible`); the control center never sends one. */
  status?: string;
}

/** The absolute `/return_to` URL on `origin` (the provider's pages live on another origin). */
export function returnToUrl(returnTo: ReturnTo, origin: string): string {
  const url = new URL(HOST_PATHS.returnTo, origin);
  url.searchParams.set(RETURN_TO_PARAMS.from, returnTo.from);
  if (returnTo.status !== undefined) url.searchParams.set(RETURN_TO_PARAMS.status, returnTo.status);
  url.searchParams.set(RETURN_TO_PARAMS.userId, String(returnTo.userId));
  url.searchParams.set(RETURN_TO_PARAMS.locationId, returnTo.locationId);
  return url.toString();
}

/** What a `/return_to` query says; each part is read on its own, so one bad part spoils no other. */
export interface ReturnToQuery {
  /** A known source, else null. */
  from: ReturnToSource | null;
  /** `from` as given, to report one the control center does not know. */
  givenFrom: string | null;
  /** Lower-cased: the provider's casing is not part of the contract. */
  status: string | null;
  /**
   * The user the provider returned, or null when it named none. A value that is no user id is
   * 'unreadable': it cannot be the signed-in user, and the return page treats it as another one.
   */
  userId: number | 'unreadable' | null;
  locationId: string | null;
}

const isReturnToSource = (value: string | null): value is ReturnToSource =>
  RETURN_TO_SOURCES.some((source) => source === value);

function readUserId(value: string | null): ReturnToQuery['userId'] {
  if (value === null) return null;
  return /^\d+$/.test(value) ? Number(value) : 'unreadable';
}

/** Reads a `/return_to` query; parameters it does not know are ignored. */
export function readReturnTo(search: SearchInput): ReturnToQuery {
  const params = toSearchParams(search);
  const givenFrom = readParam(params, RETURN_TO_PARAMS.from);
  return {
    from: isReturnToSource(givenFrom) ? givenFrom : null,
    givenFrom,
    status: readParam(params, RETURN_TO_PARAMS.status)?.toLowerCase() ?? null,
    userId: readUserId(params.get(RETURN_TO_PARAMS.userId)?.trim() ?? null),
    locationId: readParam(params, RETURN_TO_PARAMS.locationId),
  };
}

import type {
  CurrentLocation,
  Location,
  LocationStatus,
  OnboardStatus,
  UserRole,
} from '../entities/location';
import type { Subscription } from '../entities/subscription';
import type { UserLocationStatus } from '../entities/user-status';
import { DEFAULT_OVERAGES_THRESHOLD } from '../constants/business';

export const ADDRESS_NOT_FOUND = 'Not found';

/**
 * Owner when `isOwner`; Manager when not the owner but the location says the user manages it
 * (`isManager`, an optional field outside platform.md's fixed shape); otherwise Shared User.
 */
export function deriveRole(location: Pick<Location, 'isOwner' | 'isManager'>): UserRole {
  if (location.isOwner) return 'Owner';
  if (location.isManager === true) return 'Manager';
  return 'Shared User';
}

/** address1 and address2 joined with ', ' (empty parts skipped), or 'Not found'. */
export function formatFullAddress(
  address: Partial<Location['address']> | null | undefined,
): string {
  const parts = [address?.address1, address?.address2]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(', ') : ADDRESS_NOT_FOUND;
}

/** `a` and `b` joined by `separator`, leaving out an empty one. */
const joinNonEmpty = (a: string, separator: string, b: string): string =>
  a.length === 0 ? b : b.length === 0 ? a : `${a}${separator}${b}`;

/**
 * 'City, ST 12345' for location cards. Without arrays: the dashboard formats every one of
 * thousands of locations while its first render waits.
 */
export function formatCityLine(address: Location['address']): string {
  return joinNonEmpty(joinNonEmpty(address.city, ', ', address.state), ' ', address.zipCode);
}

/** The location in context: derived fields from the subscription (null = none or not fetched). */
export function toCurrentLocation(
  location: Location,
  subscription: Subscription | null,
): CurrentLocation {
  const entitlements = subscription?.entitlements;
  return {
    ...location,
    currentUserRole: deriveRole(location),
    hasEntitlements: entitlements?.monitoring === true,
    freeTrialStatus: subscription?.freeTrialStatus ?? null,
    freeTrialStartedTimestamp: subscription?.freeTrialStartedTimestamp ?? null,
    freeTrialExpirationTimestamp: subscription?.freeTrialExpirationTimestamp ?? null,
    tenant: subscription?.tenant ?? null,
    overagesCap: subscription?.overageCap ?? null,
    overagesThreshold: entitlements?.overages_threshold ?? DEFAULT_OVERAGES_THRESHOLD,
    overagesStartAt: entitlements?.overages_start_at ?? null,
    overagesEnabled: entitlements?.overages_enabled === true,
    fullAddress: formatFullAddress(location.address),
  };
}

/** Status values of a location missing from the status list. */
export const MISSING_STATUS_DEFAULTS = {
  eligible: false,
  monitoring: false,
  eligibilityReason: 'ENTITLEMENT_NOT_FOUND',
  monitoringReason: 'INELIGIBLE',
} as const satisfies Omit<UserLocationStatus, 'locationId'>;

/** The status-based list: each location merged with its status entry (defaults when missing). */
export function toLocationStatuses(
  locations: readonly Location[],
  statuses: readonly UserLocationStatus[],
): LocationStatus[] {
  const byId = new Map(statuses.map((status) => [String(status.locationId), status]));
  return locations.map((location) => {
    const status = byId.get(String(location.locationId));
    return {
      locationId: location.locationId,
      locationName: location.locationName,
      ownerId: location.ownerId,
      isOwner: location.isOwner,
      ...(location.isManager === undefined ? {} : { isManager: location.isManager }),
      onboardStatus: location.onboardStatus,
      address: location.address,
      eligible: status?.eligible ?? MISSING_STATUS_DEFAULTS.eligible,
      monitoring: status?.monitoring ?? MISSING_STATUS_DEFAULTS.monitoring,
      eligibilityReason: status?.eligibilityReason ?? MISSING_STATUS_DEFAULTS.eligibilityReason,
      monitoringReason: status?.monitoringReason ?? MISSING_STATUS_DEFAULTS.monitoringReason,
      fullAddress: formatFullAddress(location.address),
    };
  });
}

/** A location is selectable only if the user is the owner and it has entitlements. */
export function isSelectableLocation(
  location: Pick<CurrentLocation, 'isOwner' | 'hasEntitlements'>,
): boolean {
  return location.isOwner && location.hasEntitlements;
}

export function isOnboardingComplete(location: { onboardStatus: OnboardStatus }): boolean {
  return location.onboardStatus === 'complete';
}

/** Case-insensitive substring match on the location name. */
export function matchesLocationSearch(location: { locationName: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle.length === 0 || location.locationName.toLowerCase().includes(needle);
}

export const SETUP_FILTERS = [
  { value: 'all', label: 'All Locations' },
  { value: 'complete', label: 'Setup Completed' },
  { value: 'incomplete', label: 'Setup Incomplete' },
] as const;
export type SetupFilter = (typeof SETUP_FILTERS)[number]['value'];

/** Location selector search and filter. */
export function filterLocations<T extends { locationName: string; onboardStatus: OnboardStatus }>(
  locations: readonly T[],
  query: string,
  filter: SetupFilter = 'all',
): T[] {
  return locations.filter(
    (location) =>
      matchesLocationSearch(location, query) &&
      (filter === 'all' || location.onboardStatus === filter),
  );
}

/** The selector's two groups: 'Setup Incomplete' and 'Setup Complete'. */
export function groupBySetup<T extends { onboardStatus: OnboardStatus }>(
  locations: readonly T[],
): { incomplete: T[]; complete: T[] } {
  return {
    incomplete: locations.filter((location) => location.onboardStatus !== 'complete'),
    complete: locations.filter((location) => location.onboardStatus === 'complete'),
  };
}

/** Owner ids of a locations list, unique, in first-seen order (dashboard queries). */
export function collectOwnerIds(locations: readonly { ownerId: number }[]): number[] {
  return [...new Set(locations.map((location) => location.ownerId))];
}

/** Finds the location with an id among the user's allowed locations. */
export function findLocation<T extends { locationId: string }>(
  locations: readonly T[],
  locationId: string,
): T | undefined {
  return locations.find((location) => String(location.locationId) === String(locationId));
}

import type { Location, LocationStatus, OnboardStatus } from '../entities/location';
import { MONITORING_REASON_NAMES } from '../entities/user-status';
import type { MonitoringReason, UserLocationStatus } from '../entities/user-status';

/** Onboarding complete / incomplete counts (dashboard status cards). */
export function countOnboardingStatus(locations: readonly { onboardStatus: OnboardStatus }[]): {
  complete: number;
  incomplete: number;
} {
  let complete = 0;
  for (const location of locations) if (location.onboardStatus === 'complete') complete += 1;
  return { complete, incomplete: locations.length - complete };
}

/** Counts per monitoring reason (ACTIVE, PAUSED, DISARMED, SNOOZED, INELIGIBLE, UNKNOWN). */
export function countMonitoringReasons(
  statuses: readonly Pick<LocationStatus, 'monitoringReason'>[],
): Record<MonitoringReason, number> {
  const counts: Record<MonitoringReason, number> = {
    ACTIVE: 0,
    PAUSED: 0,
    DISARMED: 0,
    SNOOZED: 0,
    INELIGIBLE: 0,
    UNKNOWN: 0,
  };
  for (const status of statuses) {
    const reason = MONITORING_REASON_NAMES.includes(status.monitoringReason)
      ? status.monitoringReason
      : 'UNKNOWN';
    counts[reason] += 1;
  }
  return counts;
}

/** The dashboard redirects elsewhere when no location has an eligibility reason but no-entitlement. */
export function shouldLeaveDashboard(
  statuses: readonly Pick<LocationStatus, 'eligibilityReason'>[],
): boolean {
  return !statuses.some((status) => status.eligibilityReason !== 'ENTITLEMENT_NOT_FOUND');
}

/**
 * {@link shouldLeaveDashboard} read from the two answers before they are merged (a location missing
 * from the status list has no entitlement): cheap enough to decide while the page still renders.
 */
export function shouldLeaveDashboardForAnswers(
  locations: readonly Pick<Location, 'locationId'>[],
  statusList: readonly Pick<UserLocationStatus, 'locationId' | 'eligibilityReason'>[],
): boolean {
  // The answers usually list the same locations in the same order: a status is first looked for at
  // its own position, and the set of listed ids is built only when that misses.
  let listed: Set<string> | undefined;
  const isListed = (locationId: string, index: number) => {
    const sameIndex = locations[index];
    if (sameIndex !== undefined && String(sameIndex.locationId) === locationId) return true;
    listed ??= new Set(locations.map((location) => String(location.locationId)));
    return listed.has(locationId);
  };
  return !statusList.some(
    (status, index) =>
      status.eligibilityReason !== 'ENTITLEMENT_NOT_FOUND' &&
      isListed(String(status.locationId), index),
  );
}

export type DashboardStatusFilter =
  { kind: 'onboarding'; value: OnboardStatus } | { kind: 'monitoring'; value: MonitoringReason };

export function matchesStatusFilter(
  status: Pick<LocationStatus, 'onboardStatus' | 'monitoringReason'>,
  filter: DashboardStatusFilter | null,
): boolean {
  if (filter === null) return true;
  return filter.kind === 'onboarding'
    ? status.onboardStatus === filter.value
    : status.monitoringReason === filter.value;
}

/** Clicking the selected card clears the filter; another card selects it. */
export function toggleStatusFilter(
  current: DashboardStatusFilter | null,
  clicked: DashboardStatusFilter,
): DashboardStatusFilter | null {
  return current !== null && current.kind === clicked.kind && current.value === clicked.value
    ? null
    : clicked;
}

/** If the selected location leaves the filtered list, the selection is cleared. */
export function keepSelection(
  selectedId: string | null,
  visible: readonly { locationId: string }[],
): string | null {
  if (selectedId === null) return null;
  return visible.some((location) => String(location.locationId) === String(selectedId))
    ? selectedId
    : null;
}

import {
  countMonitoringReasons,
  countOnboardingStatus,
  keepSelection,
  matchesStatusFilter,
  shouldLeaveDashboard,
  shouldLeaveDashboardForAnswers,
  toggleStatusFilter,
} from './dashboard';

test('onboarding complete / incomplete counts', () => {
  expect(
    countOnboardingStatus([
      { onboardStatus: 'complete' },
      { onboardStatus: 'incomplete' },
      { onboardStatus: 'complete' },
    ]),
  ).toEqual({ complete: 2, incomplete: 1 });
});

test('monitoring reason counts', () => {
  expect(
    countMonitoringReasons([
      { monitoringReason: 'ACTIVE' },
      { monitoringReason: 'PAUSED' },
      { monitoringReason: 'ACTIVE' },
      { monitoringReason: 'INELIGIBLE' },
    ]),
  ).toEqual({ ACTIVE: 2, PAUSED: 1, DISARMED: 0, SNOOZED: 0, INELIGIBLE: 1, UNKNOWN: 0 });
});

test('leave the dashboard when every location reads no-entitlement', () => {
  expect(shouldLeaveDashboard([{ eligibilityReason: 'ENTITLEMENT_NOT_FOUND' }])).toBe(true);
  expect(shouldLeaveDashboard([])).toBe(true);
  expect(
    shouldLeaveDashboard([
      { eligibilityReason: 'ENTITLEMENT_NOT_FOUND' },
      { eligibilityReason: 'AUTH_NOT_FOUND' },
    ]),
  ).toBe(false);
});

test('the same decision from the answers: a location missing from the status list has no entitlement', () => {
  const locations = [{ locationId: 'a' }, { locationId: 'b' }];
  expect(shouldLeaveDashboardForAnswers(locations, [])).toBe(true);
  expect(
    shouldLeaveDashboardForAnswers(locations, [
      { locationId: 'a', eligibilityReason: 'ENTITLEMENT_NOT_FOUND' },
    ]),
  ).toBe(true);
  // A status for a location not in the list does not count.
  expect(
    shouldLeaveDashboardForAnswers(locations, [
      { locationId: 'c', eligibilityReason: 'AUTH_NOT_FOUND' },
    ]),
  ).toBe(true);
  expect(
    shouldLeaveDashboardForAnswers(locations, [
      { locationId: 'b', eligibilityReason: 'AUTH_NOT_FOUND' },
    ]),
  ).toBe(false);
  expect(shouldLeaveDashboardForAnswers([], [])).toBe(true);
  // The status list in another order than the locations.
  expect(
    shouldLeaveDashboardForAnswers(locations, [
      { locationId: 'b', eligibilityReason: 'ENTITLEMENT_NOT_FOUND' },
      { locationId: 'a', eligibilityReason: 'AUTH_NOT_FOUND' },
    ]),
  ).toBe(false);
});

test('cards filter; clicking the selected card clears it', () => {
  const paused = { kind: 'monitoring', value: 'PAUSED' } as const;
  expect(toggleStatusFilter(null, paused)).toEqual(paused);
  expect(toggleStatusFilter(paused, { kind: 'monitoring', value: 'PAUSED' })).toBeNull();
  expect(
    matchesStatusFilter({ onboardStatus: 'complete', monitoringReason: 'PAUSED' }, paused),
  ).toBe(true);
  expect(
    matchesStatusFilter({ onboardStatus: 'complete', monitoringReason: 'ACTIVE' }, paused),
  ).toBe(false);
  expect(
    matchesStatusFilter(
      { onboardStatus: 'incomplete', monitoringReason: 'ACTIVE' },
      { kind: 'onboarding', value: 'incomplete' },
    ),
  ).toBe(true);
});

test('selection is cleared when the location leaves the filtered list', () => {
  expect(keepSelection('a', [{ locationId: 'a' }])).toBe('a');
  expect(keepSelection('a', [{ locationId: 'b' }])).toBeNull();
  expect(keepSelection(null, [])).toBeNull();
});

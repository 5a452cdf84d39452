import { buildLocation, buildSubscription } from '../testing/builders';
import {
  collectOwnerIds,
  deriveRole,
  filterLocations,
  formatCityLine,
  formatFullAddress,
  groupBySetup,
  isSelectableLocation,
  toCurrentLocation,
  toLocationStatuses,
} from './location';

test('role: Owner, Manager (isManager), else Shared User', () => {
  expect(deriveRole({ isOwner: true })).toBe('Owner');
  expect(deriveRole({ isOwner: false, isManager: true })).toBe('Manager');
  expect(deriveRole({ isOwner: false })).toBe('Shared User');
});

test('fullAddress joins address1 and address2 with a comma, or reads Not found', () => {
  expect(formatFullAddress({ address1: '1 Main St', address2: 'Unit 2' })).toBe(
    '1 Main St, Unit 2',
  );
  expect(formatFullAddress({ address1: '1 Main St', address2: '' })).toBe('1 Main St');
  expect(formatFullAddress({ address1: '', address2: null })).toBe('Not found');
  expect(formatFullAddress(undefined)).toBe('Not found');
});

test('the city line is city, state and zip code, leaving out the empty ones', () => {
  const address = buildLocation().address;
  expect(formatCityLine(address)).toBe('Springfield, CA 90001');
  expect(formatCityLine({ ...address, state: '' })).toBe('Springfield 90001');
  expect(formatCityLine({ ...address, city: '' })).toBe('CA 90001');
  expect(formatCityLine({ ...address, zipCode: '' })).toBe('Springfield, CA');
  expect(formatCityLine({ ...address, city: '', state: '' })).toBe('90001');
  expect(formatCityLine({ ...address, city: '', state: '', zipCode: '' })).toBe('');
});

test('toCurrentLocation derives fields from the subscription', () => {
  const current = toCurrentLocation(
    buildLocation(),
    buildSubscription({
      freeTrialStatus: 'ACTIVE',
      freeTrialExpirationTimestamp: 2000,
      overageCap: 50,
      entitlements: { overages_threshold: 100, overages_enabled: true, overages_start_at: 10 },
    }),
  );
  expect(current).toMatchObject({
    currentUserRole: 'Owner',
    hasEntitlements: true,
    freeTrialStatus: 'ACTIVE',
    freeTrialExpirationTimestamp: 2000,
    overagesCap: 50,
    overagesThreshold: 100,
    overagesEnabled: true,
    overagesStartAt: 10,
    tenant: 'residential',
    fullAddress: '1 Main St, Unit 2',
  });
});

test('toCurrentLocation without a subscription: no entitlements, threshold 0', () => {
  expect(toCurrentLocation(buildLocation({ isOwner: false }), null)).toMatchObject({
    currentUserRole: 'Shared User',
    hasEntitlements: false,
    freeTrialStatus: null,
    overagesCap: null,
    overagesThreshold: 0,
    overagesEnabled: false,
  });
  const noThreshold = buildSubscription({ entitlements: { overages_threshold: null } });
  expect(toCurrentLocation(buildLocation(), noThreshold).overagesThreshold).toBe(0);
  const notMonitoring = buildSubscription({ entitlements: { monitoring: false } });
  expect(toCurrentLocation(buildLocation(), notMonitoring).hasEntitlements).toBe(false);
});

test('status list: defaults for a location missing from the status list', () => {
  const [known, missing] = toLocationStatuses(
    [buildLocation({ locationId: 'a' }), buildLocation({ locationId: 'b' })],
    [
      {
        locationId: 'a',
        eligible: true,
        monitoring: true,
        monitoringReason: 'PAUSED',
        eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
      },
    ],
  );
  expect(known).toMatchObject({ eligible: true, monitoring: true, monitoringReason: 'PAUSED' });
  expect(missing).toMatchObject({
    locationId: 'b',
    eligible: false,
    monitoring: false,
    eligibilityReason: 'ENTITLEMENT_NOT_FOUND',
    monitoringReason: 'INELIGIBLE',
    fullAddress: '1 Main St, Unit 2',
  });
});

test('selectable only when owner and entitled', () => {
  expect(isSelectableLocation({ isOwner: true, hasEntitlements: true })).toBe(true);
  expect(isSelectableLocation({ isOwner: false, hasEntitlements: true })).toBe(false);
  expect(isSelectableLocation({ isOwner: true, hasEntitlements: false })).toBe(false);
});

test('search is a case-insensitive substring match; filter by setup; groups', () => {
  const home = buildLocation({ locationId: '1', locationName: 'Beach House' });
  const shop = buildLocation({
    locationId: '2',
    locationName: 'Shop',
    onboardStatus: 'incomplete',
  });
  expect(filterLocations([home, shop], 'HOUSE')).toEqual([home]);
  expect(filterLocations([home, shop], '', 'incomplete')).toEqual([shop]);
  expect(filterLocations([home, shop], 'o', 'complete')).toEqual([home]);
  expect(groupBySetup([home, shop])).toEqual({ incomplete: [shop], complete: [home] });
  expect(collectOwnerIds([{ ownerId: 1 }, { ownerId: 2 }, { ownerId: 1 }])).toEqual([1, 2]);
});

test("a Manager keeps the role and has a shared user's rights: every permission goes by ownership", () => {
  const managed = toCurrentLocation(
    buildLocation({ isOwner: false, isManager: true, ownerId: 2003 }),
    buildSubscription(),
  );
  expect(managed.currentUserRole).toBe('Manager');
  expect(managed.hasEntitlements).toBe(true);
  expect(isSelectableLocation(managed)).toBe(false);
  const [status] = toLocationStatuses([buildLocation({ isOwner: false, isManager: true })], []);
  expect(status).toMatchObject({ isOwner: false, isManager: true });
});

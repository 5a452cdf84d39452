import { signIn, useTestServer } from '../testing/test-server';
import type { UserLocationStatus } from '../types/wire';
import { ELIGIBILITY_REASONS, MONITORING_REASONS } from '../types/wire';

const server = useTestServer();

async function statuses(persona: string, userId: number) {
  const client = await signIn(server().app, persona);
  const response = await client.get(`/api/neighbors/${userId}/status`);
  expect(response.statusCode).toBe(200);
  return response.json<{ locations: UserLocationStatus[] }>().locations;
}

test('multi-location: eligible, paused and incomplete locations', async () => {
  expect(await statuses('multi-location', 1007)).toEqual([
    {
      locationId: 'loc-1007-1',
      eligible: true,
      monitoring: true,
      monitoringReason: 'ACTIVE',
      eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
    },
    {
      locationId: 'loc-1007-2',
      eligible: true,
      monitoring: false,
      monitoringReason: 'PAUSED',
      eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
    },
    {
      locationId: 'loc-1007-3',
      eligible: false,
      monitoring: false,
      monitoringReason: 'INELIGIBLE',
      eligibilityReason: 'AUTH_NOT_FOUND',
    },
  ]);
});

test('smb-owner: mixed reasons, and a few locations left out for the client defaults', async () => {
  const locations = await statuses('smb-owner', 1006);
  expect(locations.length).toBeLessThan(2000);
  expect(locations.length).toBeGreaterThan(1900);
  const monitoringReasons = new Set(locations.map((location) => location.monitoringReason));
  expect(monitoringReasons).toEqual(new Set(MONITORING_REASONS));
  const eligibility = new Set(locations.map((location) => location.eligibilityReason));
  expect(eligibility.size).toBeGreaterThanOrEqual(8);
  for (const reason of eligibility) expect(ELIGIBILITY_REASONS).toContain(reason);
  for (const location of locations) {
    expect(location.eligible).toBe(location.eligibilityReason === 'VSG_MONITORING_ELIGIBLE');
    expect(location.monitoring).toBe(location.monitoringReason === 'ACTIVE');
  }
});

test('a user without owned locations gets an empty list', async () => {
  expect(await statuses('shared-user', 1004)).toEqual([]);
});

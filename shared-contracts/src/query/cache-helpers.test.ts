import { QueryClient } from '@tanstack/react-query';
import { buildDevice, buildGuard, buildPreferencesResponse } from '../testing/builders';
import {
  DeviceNotInCacheError,
  setDeviceEnrolledInCache,
  setGuardInCache,
  setPausedInCache,
  setPreferencesInCache,
} from './cache-helpers';
import { devicesQueryKey } from '../api/devices';
import { guardQueryKey } from '../api/guard';
import { preferencesQueryKey } from '../api/preferences';
import { vsgStateQueryKey } from '../api/vsg-state';

const client = new QueryClient();
afterEach(() => client.clear());

test('setDeviceEnrolledInCache flips starkEnrolled of the cached device and rolls back', () => {
  const key = devicesQueryKey(1001, 'loc-1');
  const devices = [buildDevice({ doorbotId: 1 }), buildDevice({ doorbotId: 2, name: 'Back' })];
  client.setQueryData(key, devices);
  const rollback = setDeviceEnrolledInCache(client, 1001, 'loc-1', 2, true);
  expect(client.getQueryData(key)).toEqual([devices[0], { ...devices[1], starkEnrolled: true }]);
  rollback();
  expect(client.getQueryData(key)).toEqual(devices);
});

test('setDeviceEnrolledInCache requires the device in the cached list', () => {
  const key = devicesQueryKey(1001, 'loc-1');
  expect(() => setDeviceEnrolledInCache(client, 1001, 'loc-1', 9, true)).toThrow(
    DeviceNotInCacheError,
  );
  client.setQueryData(key, [buildDevice({ doorbotId: 1 })]);
  expect(() => setDeviceEnrolledInCache(client, 1001, 'loc-1', 9, true)).toThrow(
    'Device 9 is not in the cached device list',
  );
  expect(client.getQueryData(key)).toEqual([buildDevice({ doorbotId: 1 })]);
});

test('setPausedInCache sets the VSG state and rolls back (removing what was not cached)', () => {
  const key = vsgStateQueryKey(1001, 'loc-1');
  const rollbackEmpty = setPausedInCache(client, 1001, 'loc-1', true);
  expect(client.getQueryData(key)).toEqual({ paused: true });
  rollbackEmpty();
  expect(client.getQueryData(key)).toBeUndefined();

  client.setQueryData(key, { paused: false });
  const rollback = setPausedInCache(client, 1001, 'loc-1', true);
  expect(client.getQueryData(key)).toEqual({ paused: true });
  rollback();
  expect(client.getQueryData(key)).toEqual({ paused: false });
});

test('setPreferencesInCache updates the cached answer and rolls back', () => {
  const key = preferencesQueryKey(1001, 'loc-1');
  expect(() => setPreferencesInCache(client, 1001, 'loc-1', (current) => current)()).not.toThrow();
  const cached = buildPreferencesResponse();
  client.setQueryData(key, cached);
  const rollback = setPreferencesInCache(client, 1001, 'loc-1', (current) => ({
    ...current,
    preferences: { ...current.preferences, sirenEnabled: false },
  }));
  expect(client.getQueryData(key)).toMatchObject({ preferences: { sirenEnabled: false } });
  rollback();
  expect(client.getQueryData(key)).toEqual(cached);
});

test('setGuardInCache sets or clears the guard and rolls back', () => {
  const key = guardQueryKey(1001, 'loc-1');
  const guard = buildGuard();
  client.setQueryData(key, guard);
  const rollback = setGuardInCache(client, 1001, 'loc-1', null);
  expect(client.getQueryData(key)).toBeNull();
  rollback();
  expect(client.getQueryData(key)).toEqual(guard);
});

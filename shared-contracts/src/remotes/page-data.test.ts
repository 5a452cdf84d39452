import { pageDataPaths, userPageDataPaths } from './page-data';

const location = 'neighbors/1001/locations/loc%201';

test('the events summary (and the settings index that opens it) reads the pause state and the summary', () => {
  for (const path of [
    '/locations/loc%201/events-summary',
    '/locations/loc%201',
    '/locations/loc%201/',
  ])
    expect(pageDataPaths(path, 1001, 'loc 1')).toEqual([
      `${location}/state`,
      `${location}/events/summary`,
    ]);
});

test('the devices page reads the pause state, the devices and the preferences', () => {
  expect(pageDataPaths('/locations/loc%201/devices', 1001, 'loc 1')).toEqual([
    `${location}/state`,
    `${location}/devices`,
    `${location}/preferences`,
  ]);
});

test('the onboarding introduction reads the devices, contacts and preferences', () => {
  expect(pageDataPaths('/onboarding/loc%201', 1001, 'loc 1')).toEqual([
    `${location}/devices`,
    `${location}/contacts`,
    `${location}/preferences`,
  ]);
});

test('pages not declared start nothing', () => {
  for (const path of [
    '/locations',
    '/locations/loc-1/alerts',
    '/locations/loc-1/devices/extra',
    '/onboarding/loc-1/devices',
    '/dashboard',
    '/',
  ])
    expect(pageDataPaths(path, 1001, 'loc-1')).toEqual([]);
});

test('the dashboard reads the status list of the user; no other page declares a user-level call', () => {
  for (const path of ['/dashboard', '/dashboard/']) {
    expect(userPageDataPaths(path, 1001)).toEqual(['neighbors/1001/status']);
  }
  for (const path of ['/locations', '/locations/loc-1/events-summary', '/onboarding/loc-1', '/'])
    expect(userPageDataPaths(path, 1001)).toEqual([]);
});

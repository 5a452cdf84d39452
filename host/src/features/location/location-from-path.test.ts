import { locationIdFromPath } from './location-from-path';

test('settings, free trial and onboarding paths name their location', () => {
  expect(locationIdFromPath('/locations/loc-1/events-summary')).toBe('loc-1');
  expect(locationIdFromPath('/locations/loc-2')).toBe('loc-2');
  expect(locationIdFromPath('/locations/loc-3/free-trial')).toBe('loc-3');
  expect(locationIdFromPath('/onboarding/loc-4/devices')).toBe('loc-4');
});

test('other paths name none', () => {
  expect(locationIdFromPath('/locations')).toBeNull();
  expect(locationIdFromPath('/onboarding')).toBeNull();
  expect(locationIdFromPath('/dashboard')).toBeNull();
});

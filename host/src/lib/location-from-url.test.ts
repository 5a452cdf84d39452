import { isInAppPath, locationIdFromPath, locationIdFromUrl } from './location-from-url';

test('settings, free trial and onboarding paths name their location', () => {
  expect(locationIdFromPath('/locations/loc-1/events-summary')).toBe('loc-1');
  expect(locationIdFromPath('/locations/loc-2')).toBe('loc-2');
  expect(locationIdFromPath('/locations/loc-3/free-trial')).toBe('loc-3');
  expect(locationIdFromPath('/onboarding/loc-4/devices')).toBe('loc-4');
});

test('an encoded location id is decoded, and a trailing slash is the same path', () => {
  expect(locationIdFromPath('/locations/loc%20one/devices')).toBe('loc one');
  expect(locationIdFromPath('/onboarding/loc-4/')).toBe('loc-4');
});

test('other paths name none', () => {
  expect(locationIdFromPath('/locations')).toBeNull();
  expect(locationIdFromPath('/onboarding')).toBeNull();
  expect(locationIdFromPath('/dashboard')).toBeNull();
  expect(locationIdFromPath('/locations/')).toBeNull();
  expect(locationIdFromPath('/locationsx/loc-1')).toBeNull();
});

test('the auth-return pages name their location in the query', () => {
  expect(locationIdFromUrl('/onboard', '?error_code=x&locationId=loc-5')).toBe('loc-5');
  expect(locationIdFromUrl('/return_to', '?from=a&location_id=loc-6')).toBe('loc-6');
  expect(locationIdFromUrl('/locations', '?locationId=loc-7')).toBeNull();
  expect(locationIdFromUrl('/onboard', '?locationId=')).toBeNull();
  expect(locationIdFromUrl('/locations/loc-8/devices', '')).toBe('loc-8');
});

test('only in-app paths are followed back', () => {
  expect(isInAppPath('/locations/loc-1')).toBe(true);
  expect(isInAppPath('//evil.example/x')).toBe(false);
  expect(isInAppPath('https://evil.example')).toBe(false);
  expect(isInAppPath(null)).toBe(false);
});

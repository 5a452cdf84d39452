import { pageFlag } from './page-flags';

test('flag-gated pages name their flag', () => {
  expect(pageFlag('/dashboard')).toBe('next-dashboard-smb-customers');
  expect(pageFlag('/dashboard/')).toBe('next-dashboard-smb-customers');
  expect(pageFlag('/locations/loc-1/private-guard')).toBe('next-private-guard');
  expect(pageFlag('/onboarding/loc-1/sos-turn-on')).toBe('allow-sos-support');
  expect(pageFlag('/onboarding/loc-1/sos-set-up')).toBe('allow-sos-support');
});

test('other pages need no flag', () => {
  expect(pageFlag('/locations/loc-1/devices')).toBeNull();
  expect(pageFlag('/locations')).toBeNull();
  expect(pageFlag('/onboarding/loc-1')).toBeNull();
  expect(pageFlag('/dashboard/extra')).toBeNull();
});

import { buildCurrentLocation, buildSubscription } from '../testing/builders';
import { continuePath, decideLocationEntry, decideSettingsAccess } from './routing';

const entitled = buildCurrentLocation();
const trial = buildCurrentLocation(
  { locationId: 'trial' },
  buildSubscription({ freeTrialStatus: 'AVAILABLE', entitlements: { monitoring: false } }),
);
const none = buildCurrentLocation({ locationId: 'none' }, null);

test('settings guard: free trial available → trial start', () => {
  expect(decideSettingsAccess({ location: trial, vsgReason: null, dashboardFlag: true })).toEqual({
    kind: 'redirect',
    reason: 'free-trial',
    to: '/locations/trial/free-trial',
  });
});

test('settings guard: no entitlements → dashboard (flag on) or exit', () => {
  expect(decideSettingsAccess({ location: none, vsgReason: null, dashboardFlag: true })).toEqual({
    kind: 'redirect',
    reason: 'no-entitlements',
    to: '/dashboard',
  });
  expect(decideSettingsAccess({ location: none, vsgReason: null, dashboardFlag: false })).toEqual({
    kind: 'exit',
    reason: 'no-entitlements',
  });
});

test('settings guard: VSG state incomplete → onboarding; else allow', () => {
  expect(
    decideSettingsAccess({ location: entitled, vsgReason: 'INCOMPLETE', dashboardFlag: false }),
  ).toEqual({ kind: 'redirect', reason: 'incomplete', to: '/onboarding/loc-1' });
  expect(
    decideSettingsAccess({ location: entitled, vsgReason: 'AUTH_NOT_FOUND', dashboardFlag: false }),
  ).toEqual({ kind: 'allow' });
  // The inactive reason SETUP_INCOMPLETE is shown in the settings with 'Complete Setup'.
  expect(
    decideSettingsAccess({
      location: entitled,
      vsgReason: 'SETUP_INCOMPLETE',
      dashboardFlag: false,
    }),
  ).toEqual({ kind: 'allow' });
});

test('continue opens settings when complete, the onboarding introduction otherwise', () => {
  expect(continuePath(entitled)).toBe('/locations/loc-1');
  expect(continuePath({ locationId: 'x', onboardStatus: 'incomplete' })).toBe('/onboarding/x');
});

test('entry: exactly one location and selectable → chosen automatically', () => {
  expect(decideLocationEntry({ locations: [entitled], dashboardFlag: true })).toEqual({
    kind: 'auto-select',
    location: entitled,
    to: '/locations/loc-1',
  });
  const shared = buildCurrentLocation({ isOwner: false });
  expect(decideLocationEntry({ locations: [shared], dashboardFlag: false })).toEqual({
    kind: 'choose',
  });
});

test('entry: a free trial available → its free trial page, before the upsell', () => {
  expect(decideLocationEntry({ locations: [none, trial], dashboardFlag: true })).toEqual({
    kind: 'free-trial',
    location: trial,
    to: '/locations/trial/free-trial',
  });
});

test('entry: no location with entitlements → upsell', () => {
  expect(decideLocationEntry({ locations: [none], dashboardFlag: true })).toEqual({
    kind: 'upsell',
    to: '/video-monitoring/experience-more',
  });
  expect(decideLocationEntry({ locations: [], dashboardFlag: false }).kind).toBe('upsell');
});

test('entry: dashboard flag → /dashboard; otherwise the user chooses', () => {
  const second = buildCurrentLocation({ locationId: 'loc-2' });
  expect(decideLocationEntry({ locations: [entitled, second], dashboardFlag: true })).toEqual({
    kind: 'dashboard',
    to: '/dashboard',
  });
  expect(decideLocationEntry({ locations: [entitled, second], dashboardFlag: false })).toEqual({
    kind: 'choose',
  });
});

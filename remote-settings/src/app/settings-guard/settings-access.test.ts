import { buildCurrentLocation, buildSubscription } from 'shared-contracts/testing';
import { DASHBOARD, FREE_TRIAL, ONBOARDING_INTRODUCTION } from '../../shared/lib/destinations';
import { decideSettingsAccess } from './settings-access';

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
    to: FREE_TRIAL({ locationId: 'trial' }),
  });
});

test('settings guard: no entitlements → dashboard (flag on) or exit', () => {
  expect(decideSettingsAccess({ location: none, vsgReason: null, dashboardFlag: true })).toEqual({
    kind: 'redirect',
    reason: 'no-entitlements',
    to: DASHBOARD(),
  });
  expect(decideSettingsAccess({ location: none, vsgReason: null, dashboardFlag: false })).toEqual({
    kind: 'exit',
    reason: 'no-entitlements',
  });
});

test('settings guard: VSG state incomplete → onboarding; else allow', () => {
  expect(
    decideSettingsAccess({ location: entitled, vsgReason: 'INCOMPLETE', dashboardFlag: false }),
  ).toEqual({
    kind: 'redirect',
    reason: 'incomplete',
    to: ONBOARDING_INTRODUCTION({ locationId: 'loc-1' }),
  });
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

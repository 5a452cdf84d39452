import { DASHBOARD_REMOTE, ONBOARDING_REMOTE, SETTINGS_REMOTE } from '../../testing/test-registry';
import { refusalOf } from './remote-admission';

const settings = SETTINGS_REMOTE;
const onboarding = ONBOARDING_REMOTE;
const dashboard = DASHBOARD_REMOTE;

const ENTRY = 'http://localhost:3001/2.0.0/remoteEntry.js';
const INTEGRITY = `sha384-${'A'.repeat(63)}=`;

test.each([
  ['^1.2.0', '1.9.9'],
  ['^1.2.0', '1.2.0'],
  ['~1.4.0', '1.4.7'],
  ['>=1.0.0 <2.0.0', '1.0.0'],
])('a remote needing %s loads beside a host with %s', (range, host) => {
  expect(
    refusalOf('settings', { ...settings, entry: ENTRY, sharedContracts: range }, host),
  ).toBeNull();
});

test.each([
  ['^1.2.0', '2.0.0'],
  ['^1.2.0', '1.1.9'],
  ['^2.0.0', '1.0.0'],
  ['~1.4.0', '1.5.0'],
  ['not a range', '1.0.0'],
])('a remote needing %s is refused by a host with %s, saying why', (range, host) => {
  expect(
    refusalOf(
      'dashboard',
      { ...dashboard, entry: ENTRY, version: '9.0.0', sharedContracts: range },
      host,
    ),
  ).toEqual({
    outcome: 'refused-incompatible',
    reason: `dashboard 9.0.0 needs shared-contracts ${range}, the host has ${host}`,
  });
});

test('a remote that declares no range is accepted', () => {
  expect(refusalOf('onboarding', { ...onboarding, entry: ENTRY }, '1.0.0')).toBeNull();
});

test('an integrity the browser can check is accepted; any other is refused', () => {
  expect(
    refusalOf('settings', { ...settings, entry: ENTRY, integrity: INTEGRITY }, '1.0.0'),
  ).toBeNull();
  expect(
    refusalOf('settings', { ...settings, entry: ENTRY, integrity: 'md5-abc' }, '1.0.0'),
  ).toEqual({
    outcome: 'refused-integrity',
    reason: `settings: the registry's integrity "md5-abc" cannot be checked by the browser`,
  });
});

import { buildCurrentLocation, FIXTURE_USER_ID } from 'shared-contracts/testing';
import { createStandalonePlatform } from './create-standalone-platform';

function platformWith() {
  const assigned: string[] = [];
  const opened: string[] = [];
  const platform = createStandalonePlatform({
    session: { userId: FIXTURE_USER_ID, csrfToken: 'token' },
    flags: { 'next-private-guard': true },
    location: buildCurrentLocation(),
    navigate: () => undefined,
    selectLocation: () => undefined,
    pathname: '/locations/loc-1/devices',
    isMobile: false,
    assign: (url) => assigned.push(url),
    open: (url) => opened.push(url),
  });
  return { platform, assigned, opened };
}

test('exit leaves for the monitoring settings page sandbox-api serves', () => {
  const { platform, assigned } = platformWith();
  platform.exit();
  expect(assigned).toEqual(['http://localhost:3100/account/monitoring-settings']);
});

test('external pages open on sandbox-api at the paths the host uses', () => {
  const { platform, opened } = platformWith();
  platform.openExternal('contacts', { location_id: 'loc-1' });
  expect(opened).toEqual(['http://localhost:3100/account/contacts?location_id=loc-1']);
  expect(platform.externalUrl('mobileDeepLink')).toBe('http://localhost:3100/app/deep-link');
});

test('flags read as the host reads them: absent means off', () => {
  const { platform } = platformWith();
  expect(platform.isFlagOn('next-private-guard')).toBe(true);
  expect(platform.isFlagOn('allow-sos-support')).toBe(false);
});

import { createApiClient } from 'shared-contracts/api';
import { buildCurrentLocation, FIXTURE_USER_ID } from 'shared-contracts/testing';
import { createStandalonePlatform } from './create-standalone-platform';

function platformWith() {
  const assigned: string[] = [];
  const opened: string[] = [];
  const platform = createStandalonePlatform({
    api: createApiClient(),
    session: { userId: FIXTURE_USER_ID, csrfToken: 'token' },
    flags: { 'next-private-guard': true },
    registry: {
      schemaVersion: 2,
      remotes: {
        settings: {
          entry: '',
          name: 'remote_settings',
          module: './app',
          mounts: ['/locations/:locationId/*'],
          flags: ['next-private-guard', 'allow-sos-support'],
          pages: [
            {
              id: 'private-guard',
              path: '/locations/:locationId/private-guard',
              flag: 'next-private-guard',
            },
            { id: 'sos', path: '/locations/:locationId/sos', flag: 'allow-sos-support' },
          ],
        },
      },
    },
    location: buildCurrentLocation(),
    config: null,
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

test("pages are on by this remote's registry: served, with their flag on", () => {
  const { platform } = platformWith();
  expect(platform.isPageOn('/locations/loc-1/private-guard')).toBe(true);
  expect(platform.isPageOn('/locations/loc-1/sos')).toBe(false);
  // Another remote's page: nothing here serves it.
  expect(platform.isPageOn('/dashboard')).toBe(false);
});

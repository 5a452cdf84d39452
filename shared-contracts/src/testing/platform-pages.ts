import type { RegistryRemote, RemotesRegistry } from '../registry/read-registry';

// The pages of the platform's three remotes, as their route tables declare them (route id, path,
// flag): the registry a remote's or the host's tests resolve PageRefs with, so that they assert the
// paths the page really goes to. `e2e/contracts/platform-pages.test.ts` holds it to the real route
// tables. Tests only.

const remote = (
  name: string,
  port: number,
  mounts: string[],
  flags: string[],
  pages: RegistryRemote['pages'],
): RegistryRemote => ({
  name,
  module: './app',
  entry: `http://localhost:${port}/remoteEntry.js`,
  mounts,
  flags,
  pages,
});

const SETTINGS = '/locations/:locationId';
const STEP = '/onboarding/:locationId';

export const PLATFORM_PAGES_REGISTRY: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: remote(
      'remote_settings',
      3001,
      [`${SETTINGS}/*`],
      [
        'stark-feature-next-location-paused',
        'next-dashboard-smb-customers',
        'next-video-monitoring-zones',
        'next-monitoring-zones-web-redirect',
        'next-private-guard',
        'next-private-guard-delete',
        'next-event-overages',
        'next-geofence-snooze',
        'next-automated-warning',
        'next-location-overview',
      ],
      [
        { id: 'settings', path: SETTINGS },
        { id: 'events-summary', path: `${SETTINGS}/events-summary` },
        { id: 'devices', path: `${SETTINGS}/devices` },
        { id: 'alerts', path: `${SETTINGS}/alerts` },
        { id: 'private-guard', path: `${SETTINGS}/private-guard`, flag: 'next-private-guard' },
        { id: 'trial-management', path: `${SETTINGS}/trial-management` },
        { id: 'trial-benefits', path: `${SETTINGS}/trial-management/benefits` },
      ],
    ),
    onboarding: remote(
      'remote_onboarding',
      3002,
      [
        '/locations/:locationId/free-trial',
        '/onboarding/*',
        '/free-trial-canceled',
        '/video-monitoring/experience-more',
      ],
      ['allow-sos-support', 'onboarding-3-0', 'next-dashboard-smb-customers'],
      [
        { id: 'location-picker', path: '/onboarding' },
        { id: 'introduction', path: STEP },
        { id: 'devices', path: `${STEP}/devices` },
        { id: 'alert-preferences', path: `${STEP}/alert-preferences` },
        { id: 'emergency-contacts', path: `${STEP}/emergency-contacts` },
        { id: 'professional-monitoring', path: `${STEP}/professional-monitoring` },
        { id: 'sos-turn-on', path: `${STEP}/sos-turn-on`, flag: 'allow-sos-support' },
        { id: 'sos-set-up', path: `${STEP}/sos-set-up`, flag: 'allow-sos-support' },
        { id: 'setup-complete', path: `${STEP}/setup-complete` },
        { id: 'how-vsg-works', path: `${STEP}/how-vsg-works` },
        { id: 'onboarding-error', path: `${STEP}/onboarding-error` },
        { id: 'events-and-privacy', path: `${STEP}/events-and-privacy` },
        { id: 'device-authorization', path: `${STEP}/device-authorization` },
        { id: 'practice-mode', path: `${STEP}/practice-mode` },
        { id: 'free-trial', path: '/locations/:locationId/free-trial' },
        { id: 'free-trial-canceled', path: '/free-trial-canceled' },
        { id: 'upsell', path: '/video-monitoring/experience-more' },
      ],
    ),
    dashboard: remote(
      'remote_dashboard',
      3003,
      ['/dashboard'],
      ['next-dashboard-smb-customers'],
      [{ id: 'dashboard', path: '/dashboard', flag: 'next-dashboard-smb-customers' }],
    ),
  },
};

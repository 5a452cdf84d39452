import type { RegistryRemote, RemotesRegistry } from 'shared-contracts/startup';

// A small registry (`/remotes.json`, schemaVersion 2) for the host's tests: the three remotes as their
// releases describe them (route-manifest.json), with a few pages each. Tests only.

const LOCATION = 'neighbors/:ownerId/locations/:locationId';
const STATE = `${LOCATION}/state`;
const STATUS = `${LOCATION}/status`;

export const SETTINGS_REMOTE: RegistryRemote = {
  name: 'remote_settings',
  module: './app',
  entry: 'http://localhost:3001/remoteEntry.js',
  mounts: ['/locations/:locationId/*'],
  flags: ['next-private-guard', 'next-dashboard-smb-customers'],
  pages: [
    { id: 'settings', path: '/locations/:locationId', requests: [STATUS, STATE] },
    {
      id: 'events-summary',
      path: '/locations/:locationId/events-summary',
      requests: [STATUS, STATE, `${LOCATION}/events/summary`],
    },
    {
      id: 'devices',
      path: '/locations/:locationId/devices',
      requests: [STATUS, STATE, `${LOCATION}/devices`, `${LOCATION}/preferences`],
    },
    {
      id: 'private-guard',
      path: '/locations/:locationId/private-guard',
      flag: 'next-private-guard',
    },
  ],
};

export const ONBOARDING_REMOTE: RegistryRemote = {
  name: 'remote_onboarding',
  module: './app',
  entry: 'http://localhost:3002/remoteEntry.js',
  mounts: [
    '/locations/:locationId/free-trial',
    '/onboarding/*',
    '/free-trial-canceled',
    '/video-monitoring/experience-more',
  ],
  flags: ['allow-sos-support', 'onboarding-3-0', 'next-dashboard-smb-customers'],
  pages: [
    {
      id: 'introduction',
      path: '/onboarding/:locationId',
      requests: [`${LOCATION}/devices`, `${LOCATION}/contacts`, `${LOCATION}/preferences`],
    },
    { id: 'professional-monitoring', path: '/onboarding/:locationId/professional-monitoring' },
    { id: 'sos-turn-on', path: '/onboarding/:locationId/sos-turn-on', flag: 'allow-sos-support' },
    { id: 'sos-set-up', path: '/onboarding/:locationId/sos-set-up', flag: 'allow-sos-support' },
    { id: 'free-trial', path: '/locations/:locationId/free-trial' },
    { id: 'upsell', path: '/video-monitoring/experience-more' },
  ],
};

export const DASHBOARD_REMOTE: RegistryRemote = {
  name: 'remote_dashboard',
  module: './app',
  entry: 'http://localhost:3003/remoteEntry.js',
  mounts: ['/dashboard'],
  flags: ['next-dashboard-smb-customers'],
  pages: [
    {
      id: 'dashboard',
      path: '/dashboard',
      flag: 'next-dashboard-smb-customers',
      requests: ['neighbors/:userId/status'],
    },
  ],
};

export const TEST_REGISTRY: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: SETTINGS_REMOTE,
    onboarding: ONBOARDING_REMOTE,
    dashboard: DASHBOARD_REMOTE,
  },
};

/** The test registry with some remotes' fields changed (e.g. `{ settings: { version: '2.0.0' } }`). */
export function testRegistry(
  changes: Readonly<Record<string, Partial<RegistryRemote>>> = {},
): RemotesRegistry {
  const remotes: Record<string, RegistryRemote> = { ...TEST_REGISTRY.remotes };
  for (const [key, change] of Object.entries(changes)) {
    const base = remotes[key];
    if (base === undefined) throw new Error(`the test registry has no remote ${key}`);
    remotes[key] = { ...base, ...change };
  }
  return { schemaVersion: 2, remotes };
}

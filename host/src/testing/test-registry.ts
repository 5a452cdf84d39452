import type { RegistryRemote, RemotesRegistry } from 'shared-contracts/startup';

// A small registry (`/remotes.json`, schemaVersion 2) for the host's tests: the three remotes as their
// releases describe them (route-manifest.json), with a few pages each. Tests only.

const STATE = 'neighbors/:ownerId/locations/:locationId/state';
const LOCATION = 'neighbors/:ownerId/locations/:locationId';

export const SETTINGS_REMOTE: RegistryRemote = {
  name: 'remote_settings',
  module: './app',
  entry: 'http://localhost:3001/remoteEntry.js',
  mounts: ['/locations/:locationId/*'],
  guard: 'location-settings',
  pages: [
    {
      path: '/locations/:locationId/events-summary',
      requests: [STATE, `${LOCATION}/events/summary`],
    },
    {
      path: '/locations/:locationId/devices',
      requests: [STATE, `${LOCATION}/devices`, `${LOCATION}/preferences`],
    },
    { path: '/locations/:locationId/private-guard', flag: 'next-private-guard' },
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
  pages: [
    {
      path: '/onboarding/:locationId',
      requests: [`${LOCATION}/devices`, `${LOCATION}/contacts`, `${LOCATION}/preferences`],
    },
    { path: '/onboarding/:locationId/sos-turn-on', flag: 'allow-sos-support' },
    { path: '/onboarding/:locationId/sos-set-up', flag: 'allow-sos-support' },
    { path: '/locations/:locationId/free-trial' },
  ],
};

export const DASHBOARD_REMOTE: RegistryRemote = {
  name: 'remote_dashboard',
  module: './app',
  entry: 'http://localhost:3003/remoteEntry.js',
  mounts: ['/dashboard'],
  pages: [
    {
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

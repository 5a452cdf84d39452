import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemotesRegistry } from 'shared-contracts/startup';
import { ONBOARDING_REMOTE, SETTINGS_REMOTE } from '../../testing/test-registry';
import { compositionOf, snapshotOf, type CompositionSources } from './composition';

const registry: RemotesRegistry = {
  schemaVersion: 2,
  remotes: {
    settings: { ...SETTINGS_REMOTE, version: '1.4.0' },
    onboarding: { ...ONBOARDING_REMOTE, version: '2.0.0' },
  },
};

type Shared = ModuleFederation['shareScopeMap'][string][string][string];

const shared = (from: string, extra: Partial<Shared> = {}): Shared => ({
  version: '',
  get: () => () => ({}),
  shareConfig: { requiredVersion: false },
  scope: ['default'],
  useIn: [],
  from,
  deps: [],
  strategy: 'version-first',
  ...extra,
});

const sources = (overrides: Partial<CompositionSources> = {}): CompositionSources => ({
  environment: 'local',
  route: '/locations/loc-1/devices',
  registry,
  groupOf: (remote) => (remote === 'settings' ? 'candidate' : 'override'),
  loads: [
    { remote: 'settings', version: '1.4.0', outcome: 'failed', durationMs: 9000 },
    { remote: 'settings', version: '1.4.0', outcome: 'ok', durationMs: 412.6 },
  ],
  shareScopes: {
    default: {
      react: {
        '19.3.1': shared('host', { loaded: true, useIn: ['remote_settings'] }),
        '19.2.0': shared('remote_settings'),
      },
      ui: { '1.0.0': shared('host') },
    },
  },
  host: { name: 'host', shared: {} },
  hostFlags: ['next-dashboard-smb-customers'],
  userFlags: { 'next-private-guard': true, 'allow-sos-support': true },
  locationFlags: { 'next-private-guard': true, 'next-event-overages': true },
  cookie: `feature-overrides=${encodeURIComponent(JSON.stringify({ 'allow-sos-support': false }))}`,
  ...overrides,
});

test('each remote shows its release (a tester’s pin included) and its last load on this page', () => {
  expect(compositionOf(sources()).remotes).toEqual([
    {
      remote: 'settings',
      version: '1.4.0',
      release: 'candidate',
      load: { outcome: 'ok', durationMs: 412.6 },
    },
    { remote: 'onboarding', version: '2.0.0', release: 'override' },
  ]);
});

test('each shared singleton shows the version every container uses, among those offered', () => {
  expect(compositionOf(sources()).shared).toEqual([
    {
      name: 'react',
      inUse: { version: '19.3.1', from: 'host' },
      offered: [
        { version: '19.3.1', from: 'host' },
        { version: '19.2.0', from: 'remote_settings' },
      ],
    },
    { name: 'ui', offered: [{ version: '1.0.0', from: 'host' }] },
  ]);
});

test('an offer of the host’s is the host’s, though a remote’s code loaded it first', () => {
  // The runtime rewrites `from` to the container that started loading an offer.
  const hostReact = shared('remote_settings', {
    version: '19.3.1',
    loaded: true,
    useIn: ['remote_settings', 'host'],
  });
  const remoteUi = shared('remote_settings', { version: '1.0.0' });
  const composition = compositionOf(
    sources({
      shareScopes: { default: { react: { '19.3.1': hostReact }, ui: { '1.0.0': remoteUi } } },
      // The scope holds a copy of the host's offer, with the host's getter.
      host: { name: 'host', shared: { react: [{ ...hostReact, from: 'host', useIn: [] }] } },
    }),
  );
  expect(composition.shared).toEqual([
    {
      name: 'react',
      inUse: { version: '19.3.1', from: 'host' },
      offered: [{ version: '19.3.1', from: 'host' }],
    },
    { name: 'ui', offered: [{ version: '1.0.0', from: 'remote_settings' }] },
  ]);
});

test('each flag says where its value came from; the override cookie counts where it applies', () => {
  const flag = (name: string, environment: CompositionSources['environment']) =>
    compositionOf(sources({ environment })).flags.find(({ flag }) => flag === name);
  expect(flag('next-private-guard', 'prod')).toEqual({
    flag: 'next-private-guard',
    on: true,
    source: 'user and location',
  });
  expect(flag('next-event-overages', 'prod')).toMatchObject({ on: true, source: 'location' });
  expect(flag('allow-sos-support', 'prod')).toMatchObject({ on: true, source: 'user' });
  for (const environment of ['gamma', 'local'] as const) {
    expect(flag('allow-sos-support', environment)).toMatchObject({
      on: false,
      source: 'override cookie',
    });
  }
  expect(flag('onboarding-3-0', 'gamma')).toMatchObject({ on: false, source: 'none' });
});

test('a snapshot keeps the versions, flags, environment, route and who was signed in', () => {
  const snapshot = snapshotOf(compositionOf(sources()), 1001);
  expect(snapshot).toMatchObject({
    snapshot: 1,
    environment: 'local',
    route: '/locations/loc-1/devices',
    remotes: { settings: '1.4.0', onboarding: '2.0.0' },
    userId: 1001,
  });
  expect(snapshot.flags).toMatchObject({ 'next-private-guard': true, 'onboarding-3-0': false });
});

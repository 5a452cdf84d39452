import { remoteOriginsOf } from './origins';
import { emptyRegistry, publish } from './registry';

const now = new Date('2026-11-22T12:00:00Z');
const release = (pkg: string, entry: string) => ({
  name: pkg.replace('-', '_'),
  module: './app' as const,
  mounts: ['/x/*'],
  pages: [],
  flags: [],
  package: pkg,
  entry,
  version: '1',
});

test('one origin per package the registry names, with its port', () => {
  const registry = publish(
    publish(
      emptyRegistry('local'),
      'settings',
      release('remote-settings', 'http://localhost:3001/1/remoteEntry.js'),
      now,
    ),
    'dashboard',
    release('remote-dashboard', 'https://dashboard.cdn.example/1/remoteEntry.js'),
    now,
  );
  expect(remoteOriginsOf(registry)).toEqual([
    {
      origin: 'https://dashboard.cdn.example',
      port: 443,
      package: 'remote-dashboard',
      keys: ['dashboard'],
    },
    { origin: 'http://localhost:3001', port: 3001, package: 'remote-settings', keys: ['settings'] },
  ]);
});

test('an origin serving two packages is refused', () => {
  const registry = publish(
    publish(
      emptyRegistry('local'),
      'a',
      release('remote-a', 'http://localhost:3001/1/remoteEntry.js'),
      now,
    ),
    'b',
    release('remote-b', 'http://localhost:3001/2/remoteEntry.js'),
    now,
  );
  expect(() => remoteOriginsOf(registry)).toThrow(
    'http://localhost:3001 serves both remote-a and remote-b (a and b): give each package its own origin',
  );
});

test("a candidate's origin is served too, and an origin both releases share is named once", () => {
  const stable = publish(
    emptyRegistry('local'),
    'settings',
    release('remote-settings', 'http://localhost:3001/1/remoteEntry.js'),
    now,
  );
  const entry = stable.remotes.settings;
  if (!entry) throw new Error('settings was not published');
  const withCandidate = (url: string) => ({
    ...stable,
    remotes: {
      settings: { ...entry, candidate: { ...release('x', url), version: '2', percent: 5 } },
    },
  });
  expect(remoteOriginsOf(withCandidate('http://localhost:3001/2/remoteEntry.js'))).toEqual([
    { origin: 'http://localhost:3001', port: 3001, package: 'remote-settings', keys: ['settings'] },
  ]);
  expect(remoteOriginsOf(withCandidate('https://settings.cdn.example/2/remoteEntry.js'))).toEqual([
    { origin: 'http://localhost:3001', port: 3001, package: 'remote-settings', keys: ['settings'] },
    {
      origin: 'https://settings.cdn.example',
      port: 443,
      package: 'remote-settings',
      keys: ['settings'],
    },
  ]);
});

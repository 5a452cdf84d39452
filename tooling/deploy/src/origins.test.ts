import { remoteOriginsOf } from './origins';
import { emptyRegistry, publish } from './registry';

const now = new Date('2026-11-22T12:00:00Z');
const release = (pkg: string, entry: string) => ({
  name: pkg.replace('-', '_'),
  module: './app' as const,
  mounts: ['/x/*'],
  pages: [],
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

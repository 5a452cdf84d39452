import type { RouteManifest } from 'shared-contracts/registry';
import { remoteAppOptions } from './remote-config';

const routeManifest: RouteManifest = {
  name: 'remote_extra',
  module: './app',
  mounts: ['/extra/*'],
  pages: [],
  flags: [],
};

test("a remote's build is named by its route manifest and exposes its app", () => {
  expect(remoteAppOptions('/work/remote', { routeManifest, port: 3004, title: 'Extra' })).toEqual({
    dir: '/work/remote',
    name: 'remote_extra',
    routeManifest,
    port: 3004,
    title: 'Extra',
    exposes: { './app': './src/exposes/remote-app.tsx' },
  });
});

test('a remote may name another module as its app', () => {
  const options = remoteAppOptions('/work/remote', {
    routeManifest,
    port: 3004,
    title: 'Extra',
    app: './src/remote-app.tsx',
  });
  expect(options.exposes).toEqual({ './app': './src/remote-app.tsx' });
});

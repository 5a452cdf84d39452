import type { RouteManifest } from 'shared-contracts/registry';
import { builtRouteManifest } from './route-manifest-plugin';

const manifest: RouteManifest = {
  name: 'remote_x',
  module: './app',
  mounts: ['/x/*'],
  pages: [
    { id: 'x', path: '/x' },
    { id: 'next', path: '/x/next', preload: ['pages', 'pages'] },
  ],
  flags: [],
};

test("a page's preload hints become its chunks' files, once each", () => {
  const files: Record<string, string[]> = { pages: ['chunks/1.a.js', 'chunks/pages.b.js'] };
  expect(builtRouteManifest(manifest, (name) => files[name]).pages).toEqual([
    { id: 'x', path: '/x' },
    { id: 'next', path: '/x/next', preload: ['chunks/1.a.js', 'chunks/pages.b.js'] },
  ]);
});

test('a hint naming no chunk of the build fails it', () => {
  expect(() => builtRouteManifest(manifest, () => undefined)).toThrow(
    '/x/next preloads the chunk "pages", which the build has not',
  );
});

test('what the remote declares beside its pages is emitted as it is (its flags)', () => {
  const flagged: RouteManifest = { ...manifest, flags: ['next-hello-page'] };
  const built = builtRouteManifest(flagged, () => ['chunks/pages.b.js']);
  expect(built).toMatchObject({ name: 'remote_x', mounts: ['/x/*'], flags: ['next-hello-page'] });
});

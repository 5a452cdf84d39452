import { preloadRemoteEntryForPath } from './remote-entry-preload';

const manifest = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const registry = {
  remotes: {
    settings: { entry: 'https://settings.example/remoteEntry.js', integrity: 'sha384-abc' },
    dashboard: { entry: 'https://dashboard.example/remoteEntry.js' },
  },
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    integrity: link.getAttribute('integrity'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => document.head.replaceChildren());

test("a remote's page preloads that remote's entry, with the registry's integrity and CORS", async () => {
  await preloadRemoteEntryForPath(manifest(registry), '/locations/loc-1/devices');
  expect(preloads()).toEqual([
    {
      href: 'https://settings.example/remoteEntry.js',
      as: 'script',
      integrity: 'sha384-abc',
      crossOrigin: 'anonymous',
    },
  ]);
});

test('an entry without integrity is preloaded as a plain script, as the runtime loads it', async () => {
  await preloadRemoteEntryForPath(manifest(registry), '/dashboard');
  expect(preloads()).toEqual([
    {
      href: 'https://dashboard.example/remoteEntry.js',
      as: 'script',
      integrity: null,
      crossOrigin: null,
    },
  ]);
});

test('the manifest stays readable for the app', async () => {
  const response = manifest(registry);
  await preloadRemoteEntryForPath(response, '/dashboard');
  await expect((await response).json()).resolves.toEqual(registry);
});

test('a remote the host will refuse is not preloaded', async () => {
  const otherMajor = {
    remotes: {
      dashboard: {
        entry: 'https://dashboard.example/2.0.0/remoteEntry.js',
        sharedContracts: '^2.0.0',
      },
    },
  };
  await preloadRemoteEntryForPath(manifest(otherMajor), '/dashboard');
  expect(preloads()).toEqual([]);
});

test('host pages, unregistered remotes and unreadable manifests preload nothing', async () => {
  await preloadRemoteEntryForPath(manifest(registry), '/locations');
  await preloadRemoteEntryForPath(manifest(registry), '/onboarding/loc-1');
  await preloadRemoteEntryForPath(manifest(registry, 500), '/dashboard');
  await preloadRemoteEntryForPath(Promise.resolve(new Response('not json')), '/dashboard');
  await preloadRemoteEntryForPath(Promise.reject(new TypeError('offline')), '/dashboard');
  expect(preloads()).toEqual([]);
});

test("an entry the page's HTML already preloads is not preloaded twice", async () => {
  document.head.innerHTML =
    '<link rel="preload" as="script" href="https://dashboard.example/remoteEntry.js" data-remote-preload="dashboard">';
  await preloadRemoteEntryForPath(manifest(registry), '/dashboard');
  expect(preloads()).toHaveLength(1);
});

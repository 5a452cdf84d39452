import {
  DASHBOARD_REMOTE,
  ONBOARDING_REMOTE,
  SETTINGS_REMOTE,
  TEST_REGISTRY,
} from '../../testing/test-registry';
import { fetchRegistry, parseRegistry, REGISTRY_PATH, requestRegistry } from './fetch-registry';
import type * as remotesManifest from './fetch-registry';

type RemotesManifestModule = typeof remotesManifest;

const settings = SETTINGS_REMOTE;
const onboarding = ONBOARDING_REMOTE;
const dashboard = DASHBOARD_REMOTE;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('keeps the well-formed remotes of the registry', () => {
  expect(
    parseRegistry({
      schemaVersion: 2,
      remotes: { settings: { ...settings, version: '1.2.0' }, onboarding, dashboard },
    }),
  ).toEqual({
    schemaVersion: 2,
    remotes: { settings: { ...settings, version: '1.2.0' }, onboarding, dashboard },
  });
  expect(warn).not.toHaveBeenCalled();
});

test('a malformed remote is left out with a warning naming it and the field; the others stay', () => {
  expect(
    parseRegistry({
      schemaVersion: 2,
      remotes: {
        settings: { ...settings, version: '1.2.0' },
        onboarding: { ...onboarding, entry: '' },
        dashboard: { ...dashboard, mounts: ['dashboard'] },
      },
    }),
  ).toEqual({ schemaVersion: 2, remotes: { settings: { ...settings, version: '1.2.0' } } });
  expect(warn.mock.calls).toEqual([
    ['[remotes] remote onboarding: entry is missing: left out'],
    ['[remotes] remote dashboard: mounts is not a list of route patterns: left out'],
  ]);
});

test('keeps the integrity and the shared-contracts range the deploy registry records', () => {
  const settingsRelease = {
    ...settings,
    entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
    version: '2.0.0',
    integrity: `sha384-${'A'.repeat(64)}`,
    sharedContracts: '^2.0.0',
  };
  // Kept as given: the loader refuses an integrity the browser could not check.
  const dashboardRelease = {
    ...dashboard,
    entry: 'http://localhost:3003/1.0.0/remoteEntry.js',
    integrity: 'md5-abc',
  };
  expect(
    parseRegistry({
      schemaVersion: 2,
      remotes: {
        settings: settingsRelease,
        dashboard: dashboardRelease,
        onboarding: { ...onboarding, sharedContracts: 1 },
      },
    }),
  ).toEqual({
    schemaVersion: 2,
    remotes: { settings: settingsRelease, dashboard: dashboardRelease },
  });
  expect(warn).toHaveBeenCalledWith(
    '[remotes] remote onboarding: sharedContracts is empty: left out',
  );
});

test('a document that is not an object, or of another schema version, is no registry at all', () => {
  expect(parseRegistry(null)).toBeNull();
  expect(parseRegistry({ schemaVersion: 2, remotes: [] })).toBeNull();
  // An old-format registry (a deploy tool of before) is unread, not empty: no address becomes a 404.
  expect(parseRegistry({ schemaVersion: 1, remotes: { settings } })).toBeNull();
  expect(warn).toHaveBeenCalledTimes(3);
  expect(warn).toHaveBeenLastCalledWith(
    "[remotes] the registry's schemaVersion is 1, this host reads 2: no remote is registered",
  );
});

test('fetches the registry from the host origin, uncached', async () => {
  const fetchImpl = jest.fn(async () => Response.json(TEST_REGISTRY));
  const registry = fetchRegistry(fetchImpl);
  // At once: the entry chunk's start-up asks for it while the app's code downloads.
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await expect(registry).resolves.toEqual(TEST_REGISTRY);
  expect(fetchImpl).toHaveBeenCalledWith(
    REGISTRY_PATH,
    expect.objectContaining({ cache: 'no-store' }),
  );
});

test('a failed or refused registry fetch is an unread registry instead of failing start-up', async () => {
  await expect(
    fetchRegistry(async () => new Response('nope', { status: 503 })),
  ).resolves.toBeNull();
  await expect(
    fetchRegistry(async () => {
      throw new TypeError('Failed to fetch');
    }),
  ).resolves.toBeNull();
  await expect(
    fetchRegistry(async () => new Response('<html>', { status: 200 })),
  ).resolves.toBeNull();
});

test('a registry that does not answer in time is an unread registry, and its fetch is aborted', async () => {
  jest.useFakeTimers();
  try {
    let signal: AbortSignal | null | undefined;
    // Never answers; rejects once aborted, as fetch does.
    const hanging = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    });
    const result = fetchRegistry(hanging, 5_000);
    const settled = jest.fn();
    void result.then(settled);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('a registry that answers in time leaves no timer behind', async () => {
  jest.useFakeTimers();
  try {
    await expect(fetchRegistry(async () => Response.json(TEST_REGISTRY))).resolves.toEqual(
      TEST_REGISTRY,
    );
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

describe('one registry request per page load', () => {
  const forgetRequested = () => Reflect.deleteProperty(globalThis, Symbol.for('host.registry'));
  beforeEach(forgetRequested);
  afterEach(forgetRequested);

  test('the start-up script and the entry chunk share one fetch, whichever asks first', async () => {
    const fetchRegistry = jest.fn(() => Promise.resolve(TEST_REGISTRY));
    const fromScript = requestRegistry(fetchRegistry);
    let fromEntryChunk: Promise<unknown> | undefined;
    jest.isolateModules(() => {
      // A second copy of the module, as the entry chunk has its own.
      const copy = jest.requireActual<RemotesManifestModule>('./fetch-registry');
      fromEntryChunk = copy.requestRegistry(fetchRegistry);
    });

    expect(fromEntryChunk).toBe(fromScript);
    expect(requestRegistry(fetchRegistry)).toBe(fromScript);
    await expect(fromScript).resolves.toBe(TEST_REGISTRY);
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
  });

  test('an unread registry is shared too: it is not asked for again', async () => {
    const fetchRegistry = jest.fn(() => Promise.resolve(null));
    await expect(requestRegistry(fetchRegistry)).resolves.toBeNull();
    await expect(requestRegistry(fetchRegistry)).resolves.toBeNull();
    expect(fetchRegistry).toHaveBeenCalledTimes(1);
  });
});

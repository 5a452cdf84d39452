import {
  fetchRemotesManifest,
  parseRemotesManifest,
  REMOTES_MANIFEST_PATH,
} from './remotes-manifest';

test('keeps the well-formed entries of the remotes the host knows', () => {
  expect(
    parseRemotesManifest({
      remotes: {
        settings: { entry: 'http://localhost:3001/remoteEntry.js', version: '1.2.0' },
        onboarding: { entry: '' },
        dashboard: { url: 'http://localhost:3003' },
        unknown: { entry: 'http://elsewhere/remoteEntry.js' },
      },
    }),
  ).toEqual({
    remotes: { settings: { entry: 'http://localhost:3001/remoteEntry.js', version: '1.2.0' } },
  });
});

test('keeps the integrity and the shared-contracts range the deploy registry records', () => {
  const integrity = `sha384-${'A'.repeat(64)}`;
  expect(
    parseRemotesManifest({
      environment: 'local',
      remotes: {
        settings: {
          entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
          version: '2.0.0',
          integrity,
          sharedContracts: '^1.0.0',
          history: [],
        },
        dashboard: {
          entry: 'http://localhost:3003/1.0.0/remoteEntry.js',
          integrity: 'md5-abc',
          sharedContracts: 1,
        },
      },
    }),
  ).toEqual({
    remotes: {
      settings: {
        entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
        version: '2.0.0',
        integrity,
        sharedContracts: '^1.0.0',
      },
      // Kept as given: the loader refuses an integrity the browser could not check.
      dashboard: { entry: 'http://localhost:3003/1.0.0/remoteEntry.js', integrity: 'md5-abc' },
    },
  });
});

test('a manifest that is not an object registers nothing', () => {
  expect(parseRemotesManifest(null)).toEqual({ remotes: {} });
  expect(parseRemotesManifest({ remotes: [] })).toEqual({ remotes: {} });
});

test('fetches the manifest from the host origin, uncached', async () => {
  const fetchImpl = jest.fn(async () =>
    Response.json({ remotes: { dashboard: { entry: 'http://localhost:3003/remoteEntry.js' } } }),
  );
  const manifest = fetchRemotesManifest(fetchImpl);
  // At once: the entry chunk's start-up asks for it while the app's code downloads.
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await expect(manifest).resolves.toEqual({
    remotes: { dashboard: { entry: 'http://localhost:3003/remoteEntry.js' } },
  });
  expect(fetchImpl).toHaveBeenCalledWith(
    REMOTES_MANIFEST_PATH,
    expect.objectContaining({ cache: 'no-store' }),
  );
});

test('a failed or refused manifest fetch leaves every remote unregistered instead of failing start-up', async () => {
  await expect(
    fetchRemotesManifest(async () => new Response('nope', { status: 503 })),
  ).resolves.toEqual({
    remotes: {},
  });
  await expect(
    fetchRemotesManifest(async () => {
      throw new TypeError('Failed to fetch');
    }),
  ).resolves.toEqual({ remotes: {} });
});

test('a manifest that does not answer in time leaves every remote unregistered and aborts the fetch', async () => {
  jest.useFakeTimers();
  try {
    let signal: AbortSignal | null | undefined;
    const hanging = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal;
      return new Promise<Response>(() => undefined);
    });
    const result = fetchRemotesManifest(hanging, 5_000);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ remotes: {} });
    expect(signal?.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

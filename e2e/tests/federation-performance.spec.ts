// What the federated build makes the browser do and when, beside the user journeys of
// federation.spec.ts: libraries downloaded once, remote code named in the HTML and preloaded, the
// start-up calls made while the host's code (held back here) still downloads. These hold chunks and
// order requests, so they run in the "performance" project, one at a time, as a step of their own.
import type { Page, Response } from '@playwright/test';
import type { Persona } from '../fixtures/sandbox';
import { expect, test } from '../fixtures/test';
import { remoteEntryAt } from '../fixtures/remote-urls';
import { holdUntilRequested } from '../fixtures/browser-watch';

// Strings that survive minification and live in exactly one library each.
const REACT_DOM_MARKER = '__reactContainer$';
const REACT_MARKER = 'takes an object of state variables to update or a function which returns';

async function javascriptBodies(
  responses: Response[],
): Promise<Array<{ url: string; body: string }>> {
  const scripts = responses.filter((response) => response.request().resourceType() === 'script');
  return Promise.all(
    scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
}

test('React and react-dom are downloaded once per page across host and remote', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();

  const bodies = await javascriptBodies(responses);
  expect(bodies.some(({ url }) => url.startsWith('http://localhost:3001/'))).toBe(true);
  expect(bodies.filter(({ body }) => body.includes(REACT_DOM_MARKER))).toHaveLength(1);
  expect(bodies.filter(({ body }) => body.includes(REACT_MARKER))).toHaveLength(1);
});

const location = (userId: number, locationId: string) =>
  `/api/neighbors/${userId}/locations/${locationId}`;

const STARTUP_PAGES: Array<{
  name: string;
  persona: Persona;
  path: string;
  shown: string;
  calls: string[];
}> = [
  {
    name: "a location's events summary",
    persona: 'owner-complete',
    path: '/locations/loc-1001-1/events-summary',
    shown: 'Guard Event Summary',
    calls: [
      '/api/neighbors/session/verify',
      '/api/neighbors/1001/locations',
      '/api/features?principalDomain=Neighbor&principal=1001',
      '/api/features?principalDomain=Location&principal=loc-1001-1',
      '/api/subscription/1001/locations/loc-1001-1',
      `${location(1001, 'loc-1001-1')}/status`,
      // The page's own first calls (the `requests` of its remote's route table).
      `${location(1001, 'loc-1001-1')}/state`,
      `${location(1001, 'loc-1001-1')}/events/summary`,
    ],
  },
  {
    name: 'the onboarding introduction in the app',
    persona: 'onboarding',
    path: '/onboarding/loc-1003-1?platform=ios',
    shown: 'Enrolled Devices',
    calls: [
      '/api/neighbors/session/verify',
      '/api/neighbors/1003/locations',
      '/api/features?principalDomain=Neighbor&principal=1003',
      '/api/features?principalDomain=Location&principal=loc-1003-1',
      '/api/subscription/1003/locations/loc-1003-1',
      `${location(1003, 'loc-1003-1')}/devices`,
      `${location(1003, 'loc-1003-1')}/contacts`,
      `${location(1003, 'loc-1003-1')}/preferences`,
    ],
  },
  {
    name: 'the dashboard',
    persona: 'smb-owner',
    path: '/dashboard',
    shown: 'Weekly activity',
    calls: [
      '/api/neighbors/session/verify',
      '/api/neighbors/1006/locations',
      '/api/features?principalDomain=Neighbor&principal=1006',
      // The page's status list needs only the user (the dashboard's route table).
      '/api/neighbors/1006/status',
    ],
  },
];

// The start-up a browser runs when it renders the page itself (no rendering process answered): a
// server-rendered page makes none of these calls.
test.describe('rendered by the browser', () => {
  test.use({ renderedBy: 'browser' });

  for (const startup of STARTUP_PAGES) {
    test(`${startup.name}: the start-up and page calls run while the host's code downloads, each once`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(startup.persona);
      const gets: string[] = [];
      let lastStartupCall!: () => void;
      const startupDone = new Promise<void>((resolve) => (lastStartupCall = resolve));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/') || request.method() !== 'GET') return;
        gets.push(`${url.pathname}${url.search}`);
        if (startup.calls.every((call) => gets.includes(call))) lastStartupCall();
      });
      // The host's app code (every chunk but its entry) is held until the last of these calls has
      // gone out: they are made by the entry, not one after another once the app and remote run.
      await page.route('http://localhost:3000/chunks/**', async (route) => {
        await startupDone;
        await route.continue();
      });
      await page.goto(startup.path);
      await expect(page.getByText(startup.shown).first()).toBeVisible();
      // The app and the remote used those answers instead of asking again (the page view recorded
      // in between did not drop them).
      for (const call of startup.calls)
        expect(
          gets.filter((get) => get === call),
          call,
        ).toHaveLength(1);
    });
  }
});

test('no remote entry is fetched before a route needs it', async ({ page, signInAs }) => {
  await signInAs('multi-location');
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect([...origins]).toEqual(['http://localhost:3000']);
});

test("opening a remote's address loads its remote alongside the host's start-up checks", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  // The feature flags are held until the settings remote's entry has been requested: without the
  // start-up preload the entry would only be asked for after them, and the page would never show.
  await holdUntilRequested(page, '**/api/features?**', (url) =>
    remoteEntryAt('http://localhost:3001').test(url),
  );
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
});

test("a remote's address names the remote's code in its HTML: it downloads with the host's, once", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) settingsRequests.push(request.url());
  });
  // The host's entry is held until the remote's page code has been asked for: without the HTML's
  // preloads that code is only asked for once the host runs, and the page would never show.
  await holdUntilRequested(page, 'http://localhost:3000/main.js', (url) =>
    url.includes('/chunks/__federation_expose_app.'),
  );
  await page.goto('/locations/loc-1001-1/devices');
  await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"][href^="http://localhost:3001/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.some((url) => remoteEntryAt('http://localhost:3001').test(url ?? ''))).toBe(
    true,
  );
  expect(preloaded.length).toBeGreaterThan(1);
  // Each was downloaded once: the runtime used the preloads.
  expect(settingsRequests).toHaveLength(new Set(settingsRequests).size);
  for (const url of preloaded) expect(settingsRequests).toContain(url);
});

test("a page's own preload hints from its route table: an onboarding step's lazy code is in the HTML", async ({
  page,
  signInAs,
}) => {
  await signInAs('onboarding');
  const onboardingRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3002/')) onboardingRequests.push(request.url());
  });
  // The host's entry is held until the step's lazy chunk has been asked for: only the HTML names it
  // before the remote's code has run and routed to the step.
  await holdUntilRequested(page, 'http://localhost:3000/main.js', (url) =>
    /\/chunks\/pages\.[0-9a-f]+\.js$/.test(url),
  );
  await page.goto('/onboarding/loc-1003-1/devices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Downloaded once: the page used the preload.
  expect(onboardingRequests.filter((url) => /\/chunks\/pages\./.test(url))).toHaveLength(1);
});

test("a remote's address names the host's copies of the libraries that remote consumes beyond the start-up's", async ({
  page,
  signInAs,
}) => {
  await signInAs('smb-owner');
  // The host's build lists them: for the dashboard, react-virtuoso and ui/overlays.
  const shared = (await (await page.request.get('/shared-chunks.json')).json()) as Record<
    string,
    string[]
  >;
  const virtuoso = (shared['react-virtuoso'] ?? []).map((file) => `http://localhost:3000/${file}`);
  expect(virtuoso.length).toBeGreaterThan(0);
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3000/chunks/')) hostRequests.push(request.url());
  });
  // The host's entry is held until the host's react-virtuoso has been asked for: without the HTML's
  // preloads it is only asked for once the dashboard's code runs, and the page would never show.
  await holdUntilRequested(page, 'http://localhost:3000/main.js', (url) => virtuoso.includes(url));
  await page.goto('/dashboard');
  await expect(
    page.getByRole('table', { name: 'Locations' }).locator('tbody tr[aria-rowindex]').first(),
  ).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"][data-remote-preload="dashboard"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  for (const url of virtuoso) expect(preloaded).toContain(url);
  // Each host chunk was downloaded once: the runtime used the preloads.
  expect(hostRequests).toHaveLength(new Set(hostRequests).size);
});

/**
 * Holds the host's own start-up code (the chunks its entry loads that are not shared libraries:
 * the bootstrap and what it imports) until the returned function is called.
 */
async function holdHostOwnStartupCode(page: Page): Promise<() => void> {
  const report = (await (await page.request.get('/chunk-report.json')).json()) as Array<{
    files: string[];
    sharedOnly: boolean;
    origins: string[];
  }>;
  const ownCode = report
    .filter((chunk) => !chunk.sharedOnly && chunk.origins.includes('./src/startup/index.ts'))
    .flatMap((chunk) => chunk.files.map((file) => `http://localhost:3000/${file}`));
  expect(ownCode.length).toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => ownCode.includes(url.href),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test("react-dom and the address's remote run while the host's own start-up code still downloads", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  // react-dom's module announces itself to React's developer tools hook when it runs.
  await page.addInitScript(() => {
    const noop = () => undefined;
    Reflect.set(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      supportsFiber: true,
      inject: () => {
        Reflect.set(window, '__reactDomRan', true);
        return 1;
      },
      checkDCE: noop,
      onCommitFiberRoot: noop,
      onCommitFiberUnmount: noop,
      onPostCommitFiberRoot: noop,
    });
  });
  const release = await holdHostOwnStartupCode(page);
  // The page's load event waits on the held code.
  await page.goto('/locations/loc-1001-1/events-summary', { waitUntil: 'commit' });
  // Without the entry's early imports, react-dom would run only with the held code.
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, '__reactDomRan') === true))
    .toBe(true);
  // webpack's chunk registry of remote-settings: a chunk is there once the runtime has run it. The
  // HTML only preloads the remote's files; without the entry's start they run after the bootstrap.
  const ranRemoteChunks = () =>
    page.evaluate(() => {
      const registry: unknown = Reflect.get(window, 'webpackChunkremote_settings');
      return Array.isArray(registry) ? registry.length : 0;
    });
  await expect.poll(ranRemoteChunks).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
});

test.describe('rendered by the browser, through its start-up script', () => {
  test.use({ renderedBy: 'browser' });

  test("the start-up calls go out before the app's code has arrived, through the start-up script", async ({
    page,
    signInAs,
  }) => {
    await signInAs('owner-complete');
    // The host's entry is held until the devices page's own first call (made after the session's and
    // the locations' answers) has gone out: without the start-up script the calls start only once
    // the entry runs, and the page would never show.
    await holdUntilRequested(page, 'http://localhost:3000/main.js', (url) =>
      url.endsWith('/api/neighbors/1001/locations/loc-1001-1/devices'),
    );
    await page.goto('/locations/loc-1001-1/devices');
    await expect(page.getByRole('heading', { name: 'Authorized Devices', level: 1 })).toBeVisible();
  });
});

test("the host's page preloads the chunks its start-up and the selector's chooser run, and only those", async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // The ids each preloaded chunk registers (a named chunk's file is named after it, not its id).
  const idsOf = async (url: string) => {
    const body = await (await page.request.get(url)).text();
    return /push\(\[\[([^\]]*)\]/.exec(body)?.[1]?.split(',') ?? [];
  };
  const preloadedIds = await Promise.all(preloaded.map(idsOf));
  // webpack's chunk registry: every chunk the host ran pushed its ids there.
  const ran = await page.evaluate(() => {
    const registry: unknown = Reflect.get(window, 'webpackChunkhost');
    return Array.isArray(registry)
      ? registry.flatMap((entry: unknown) =>
          Array.isArray(entry) && Array.isArray(entry[0]) ? entry[0].map(String) : [],
        )
      : [];
  });
  expect(preloaded.length).toBeGreaterThan(5);
  expect(preloaded.some((href) => href.includes('/chunks/location-chooser.'))).toBe(true);
  for (const [index, ids] of preloadedIds.entries())
    expect(ids.length > 0 && ids.every((id) => ran.includes(id)), preloaded[index]).toBe(true);
});

test('choosing a card on the selector preloads the remote Continue goes to', async ({
  page,
  signInAs,
}) => {
  await signInAs('multi-location');
  const settingsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) settingsRequests.push(request.url());
  });
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  expect(settingsRequests).toEqual([]);
  await page.getByRole('radio', { name: /Warehouse/ }).click();
  // The settings remote's entry and app come before Continue is pressed.
  await expect.poll(() => settingsRequests.some((url) => url.endsWith('.js'))).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
});

import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seriousViolations } from '../fixtures/axe';
import { entriesLoaded, recordViolations } from '../fixtures/browser-watch';
import { deploy, keepRegistry, removeVersions } from '../fixtures/deploy';
import { serverRendered } from '../fixtures/server-render';
import { releaseHealthOf, storedTelemetry } from '../fixtures/telemetry';
import { expect, test } from '../fixtures/test';
import { windowedLaunchOptions } from '../test-browser';

// ADR 0029: a tester pins settings to an older released version, or to a URL
// outside prod, through `?vsg-override=`; the host keeps it in a cookie, shows a badge with Reset,
// and names the page views' release `override`, which canary health leaves out.

const SETTINGS_PAGE = '/locations/loc-1001-1/events-summary';
const SETTINGS_HEADING = { name: 'Guard Event Summary' };
const PACKAGES = ['remote-settings'];
const VERSIONS = ['1.0.0', '1.1.0'];
const entryOf = (version: string) => `http://localhost:3001/${version}/remoteEntry.js`;
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STATIC_SERVER = join(REPO, 'tooling', 'static-server', 'bin', 'static-server.mjs');
/** A port of the platform's range that no server of this spec's platform uses. */
const DEV_PORT = '3004';
/** A prod host name (no local port, no gamma or beta label), mapped to the platform's host. */
const PROD_HOST = 'guard.example.com';

const badge = (page: Page) => page.getByRole('status').filter({ hasText: 'Override:' });

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
  // About overrides, not the promotion gate (deploy-gate.spec.ts): its smoke is left out.
  deploy('release', 'settings', '--version', '1.0.0', '--skip-smoke');
  deploy('release', 'settings', '--version', '1.1.0', '--skip-smoke');
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

test('an override to an older release loads it with a badge until Reset, and is left out of canary health', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  // Without a pin, the pins' code is never fetched (scripts/route-bytes.mjs counts on it).
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect(fetched.filter((url) => /\/chunks\/remote-override\./.test(url))).toEqual([]);

  const since = Date.now();
  await page.goto(`${SETTINGS_PAGE}?vsg-override=settings@1.0.0`);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  // The pinned version's server build rendered the page, and its client code hydrates it.
  expect(await serverRendered(page)).toMatchObject({
    versions: { settings: '1.0.0' },
    area: { remote: 'settings', outcome: 'rendered' },
  });
  expect(await entriesLoaded(page)).toEqual([entryOf('1.0.0')]);
  await expect(badge(page)).toHaveText('Override: settings pinned to 1.0.0');
  // The badge's text and Reset: no serious or critical axe violation (contrast, names).
  expect(await seriousViolations(page, ['[role="status"]', 'button'])).toEqual([]);
  // Taken from the address into the cookie: a reload keeps the pin.
  expect(new URL(page.url()).search).toBe('');
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('1.0.0')]);
  await expect(badge(page)).toBeVisible();

  // Leaving the page sends its views: named `override`, and not counted for the release's health.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(() =>
      storedTelemetry(since)
        .filter((record) => record.name === 'page_view' && record.release?.remote === 'settings')
        .map((record) => `${record.release?.version} ${record.release?.group}`),
    )
    .toContain('1.0.0 override');
  const releases = await releaseHealthOf('settings', since);
  expect(releases.map((release) => release.version)).not.toContain('1.0.0');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect.poll(() => entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'vsg_override',
  );
});

test('an override to a dev server URL is honoured on the local origin, under its Content-Security-Policy', async ({
  page,
  signInAs,
}) => {
  // A remote's dev server on a port of its own: settings' build, served as `dev` would.
  const devServer = spawn(
    process.execPath,
    [STATIC_SERVER, '--port', DEV_PORT, '--dir', join(REPO, 'remote-settings', 'dist'), '--cors'],
    { stdio: 'ignore' },
  );
  const url = `http://localhost:${DEV_PORT}/remoteEntry.js`;
  try {
    await expect
      .poll(async () => (await page.request.get(url).catch(() => null))?.status())
      .toBe(200);
    await signInAs('owner-complete');
    const violations = await recordViolations(page);
    const response = await page.goto(`${SETTINGS_PAGE}?vsg-override=settings@${url}`);
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'nonce-[^']+' 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:\*;/,
    );
    await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
    expect(await entriesLoaded(page)).toEqual([url]);
    await expect(badge(page)).toHaveText(`Override: settings pinned to ${url}`);
    expect(violations).toEqual([]);
  } finally {
    devServer.kill();
  }
});

test('on the prod origin an override to a URL is refused, said on the console, and the release loads', async ({
  context,
  signInAs,
}) => {
  // The prod host name reaches the platform's host through the browser's resolver; it is treated
  // as secure, as prod's https would be (the app's request ids need a secure context). Nothing in
  // the product knows of it: the host picks prod by the origin (ADR 0010). Debian's full Chromium
  // honours the secure-origin switch, the headless shell does not; a fresh profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'prod-origin-'));
  const prod = await chromium.launchPersistentContext(profile, {
    ...windowedLaunchOptions,
    args: [
      ...windowedLaunchOptions.args,
      `--host-resolver-rules=MAP ${PROD_HOST} 127.0.0.1:3000`,
      `--unsafely-treat-insecure-origin-as-secure=http://${PROD_HOST}`,
    ],
  });
  try {
    // The worker's sandbox namespace and the session of localhost, for the prod host name.
    await signInAs('owner-complete');
    await prod.addCookies(
      (await context.cookies()).map(({ name, value }) => ({
        name,
        value,
        domain: PROD_HOST,
        path: '/',
      })),
    );
    const page = await prod.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const url = `http://localhost:${DEV_PORT}/remoteEntry.js`;
    const response = await page.goto(
      `http://${PROD_HOST}${SETTINGS_PAGE}?vsg-override=settings@${url}`,
    );
    // Prod's policy allows the registry's origins alone.
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'nonce-[^']+' 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003;/,
    );
    await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
    expect(await entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
    expect(warnings).toContainEqual(
      `[remotes] override settings@${url} refused: a URL is never loaded in prod; its release loads`,
    );
    await expect(badge(page)).toHaveCount(0);
  } finally {
    await prod.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

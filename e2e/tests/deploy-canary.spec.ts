import { canaryGroup } from 'shared-contracts/canary';
import { entriesLoaded } from '../fixtures/browser-watch';
import {
  buildThatFails,
  buildThatThrowsOnRender,
  buildThatThrowsOnServerRender,
  deploy,
  deployWatchOnce,
  keepRegistry,
  RENDER_ERROR,
  removeVersions,
} from '../fixtures/deploy';
import { serverRendered } from '../fixtures/server-render';
import { releaseHealthOf, storedTelemetry } from '../fixtures/telemetry';
import { expect, test } from '../fixtures/test';

// Progressive delivery (ADRs 0018, 0021): a canary of settings beside its stable version, through the deploy registry, with no
// host rebuild. Each browser's group comes from the id the host's HTML gives it (vsg_bid) and holds
// across reloads; the field telemetry names the release each page view rendered; deploy watch,
// reading release health with PromQL from the Prometheus that scrapes the platform's two receivers
// (ADR 0057), ramps and promotes a healthy candidate, and aborts one that fails to load or throws
// on render.

const SETTINGS_PAGE = '/locations/loc-1001-1/events-summary';
const SETTINGS_HEADING = { name: 'Guard Event Summary' };
const HOST = 'http://localhost:3000';
const PACKAGES = ['remote-settings'];
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0'];
const entryOf = (version: string) => `http://localhost:3001/${version}/remoteEntry.js`;

/** A browser id that draws `group` for settings at 50 % (the `nth` such id, from 0). */
const idIn = (group: 'stable' | 'candidate', nth = 0) => {
  let found = 0;
  for (let n = 0; n < 1000; n += 1) {
    const id = `e2e-browser-${String(n).padStart(4, '0')}`;
    if (canaryGroup(id, 'settings', 50) === group && (found += 1) > nth) return id;
  }
  throw new Error(`no id draws ${group}`);
};

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
  // About canaries, not the promotion gate (deploy-gate.spec.ts): its smoke is left out.
  deploy('release', 'settings', '--version', '1.0.0', '--skip-smoke');
  expect(deploy('canary', 'settings', '1.1.0', '--percent', '50', '--skip-smoke')).toContain(
    '1.1.0',
  );
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

test('the host gives a browser its canary id, and the browser keeps its release across reloads', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const first = await page.goto(SETTINGS_PAGE);
  expect((await first?.allHeaders())?.['set-cookie']).toMatch(/^vsg_bid=[0-9a-f-]{36}; Path=\//);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  const [loaded] = await entriesLoaded(page);
  expect([entryOf('1.0.0'), entryOf('1.1.0')]).toContain(loaded);
  for (let reload = 0; reload < 2; reload += 1) {
    const again = await page.reload();
    expect((await again?.allHeaders())?.['set-cookie']).toBeUndefined();
    await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
    expect(await entriesLoaded(page)).toEqual([loaded]);
  }
});

test('each group loads its own release, and the telemetry names the release of each page view', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  for (const [group, version] of [
    ['candidate', '1.1.0'],
    ['stable', '1.0.0'],
  ] as const) {
    await page.context().addCookies([{ name: 'vsg_bid', value: idIn(group), url: HOST }]);
    await page.goto(SETTINGS_PAGE);
    await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
    // The group's release rendered on the server, and the same release's code hydrates it.
    expect(await serverRendered(page)).toMatchObject({
      versions: { settings: version },
      area: { remote: 'settings', outcome: 'rendered' },
    });
    expect(await entriesLoaded(page)).toEqual([entryOf(version)]);
    // Leaving the page sends what waits.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect
      .poll(async () => {
        const releases = await releaseHealthOf('settings');
        return releases.find((release) => release.version === version)?.group;
      })
      .toBe(group);
  }
});

test('deploy watch ramps a healthy candidate to 100 % and then promotes it', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('candidate'), url: HOST }]);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // One page view's LCP on a loaded machine says nothing of the release: this journey is about the
  // ramp, so latency is not judged here (canary-verdict.test.ts covers it).
  const watch = () =>
    deployWatchOnce(
      'settings',
      '--ramp',
      '--min-sample',
      '1',
      '--max-latency-increase',
      '100000',
      '--skip-smoke',
    );
  await expect
    .poll(watch)
    .toMatch(
      /settings 1\.1\.0 \(candidate at 50 %, stable 1\.0\.0\): ramp to 100 %: [^]*\nexit 4$/,
    );
  // The step to 100 % is judged by its own page views: none yet.
  expect(watch()).toMatch(
    /settings 1\.1\.0 \(candidate at 100 %, stable 1\.0\.0\): wait: 0 of 1 candidate page views since it went to 100 % at .*\nexit 0$/,
  );
  // A browser counts once in a receiver's window: the step's view comes from one not seen yet,
  // drawn stable at 50 % and in the candidate at 100 %.
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('stable', 1), url: HOST }]);
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(watch)
    .toMatch(/settings 1\.1\.0 \(candidate at 100 %, stable 1\.0\.0\): promote: [^]*\nexit 5$/);
  expect(deploy('status')).toMatch(/settings.*1\.1\.0/);
  // Every browser gets the promoted version now, the stable group's too: its next request renders it.
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('stable'), url: HOST }]);
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect((await serverRendered(page))?.versions.settings).toBe('1.1.0');
  expect(await entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
});

test('deploy watch aborts a failing candidate; its browsers get stable on their next reload', async ({
  page,
  signInAs,
}) => {
  // After the promotion above, 1.1.0 is stable; 1.2.0 fails wherever it runs.
  deploy(
    'canary',
    'settings',
    '1.2.0',
    '--percent',
    '50',
    '--from',
    buildThatFails('remote-settings'),
    // The gate's smoke would refuse it (deploy-gate.spec.ts): here it is the field that must.
    '--skip-smoke',
  );
  await signInAs('owner-complete');
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('stable'), url: HOST }]);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  // A stable browser never loads the candidate.
  expect(await entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('candidate'), url: HOST }]);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('1.2.0')]);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

  const watch = () => deployWatchOnce('settings', '--min-sample', '1');
  await expect
    .poll(watch)
    .toMatch(
      /settings 1\.2\.0 \(candidate at 50 %, stable 1\.1\.0\): abort: failure rate [1-9][\d.]* % \([1-9]\d* load failures[^]*\nexit 3$/,
    );
  expect(deploy('status')).not.toMatch(/1\.2\.0/);
  // The telemetry says why: the candidate's load failed.
  const candidate = (await releaseHealthOf('settings')).find(
    (release) => release.version === '1.2.0',
  );
  expect(candidate?.group).toBe('candidate');
  expect(candidate?.loadFailures).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
});

test('deploy watch aborts a candidate that throws on render after its minimum sample; the telemetry says why', async ({
  page,
  signInAs,
}) => {
  // 1.1.0 is stable; 1.3.0 loads as built and its app throws whenever it renders. The gate's smoke
  // would refuse it (deploy-gate.spec.ts): skipped, it stands for a fault only the field shows.
  const started = Date.now();
  deploy(
    'canary',
    'settings',
    '1.3.0',
    '--percent',
    '50',
    '--from',
    buildThatThrowsOnRender('remote-settings'),
    '--skip-smoke',
  );
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const leave = () => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const boundary = page.getByRole('alert').getByText('There was a problem');
  await signInAs('owner-complete');

  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('stable'), url: HOST }]);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await leave();
  // A stable browser asks for nothing of the candidate, its remoteEntry.js least of all.
  expect(requested.filter((url) => url.includes('/1.3.0/'))).toEqual([]);

  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('candidate'), url: HOST }]);
  await page.goto(SETTINGS_PAGE);
  await expect(boundary).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('1.3.0')]);
  await leave();

  const watch = () => deployWatchOnce('settings', '--min-sample', '2');
  const line = /settings 1\.3\.0 \(candidate at 50 %, stable 1\.1\.0\): /;
  // One view is below the minimum sample: no verdict, the candidate stays.
  await expect
    .poll(watch)
    .toMatch(new RegExp(`${line.source}wait: 1 of 2 candidate page views since it went to 50 %`));
  expect(deploy('status')).toMatch(/candidate 1\.3\.0 at 50 %/);

  // Release health counts a browser once: the second view comes from another candidate browser.
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('candidate', 1), url: HOST }]);
  await page.reload();
  await expect(boundary).toBeVisible();
  await leave();
  await expect
    .poll(watch)
    .toMatch(
      new RegExp(
        `${line.source}abort: failure rate [\\d.]+ % \\(0 load failures, [1-9]\\d* boundary errors in 2 views\\) against stable's 0\\.0 %`,
      ),
    );
  expect(deploy('status')).not.toMatch(/1\.3\.0/);

  // The telemetry says why: the candidate's app threw on render, in candidate browsers only.
  const errors = storedTelemetry(started).filter((record) => record.name === 'boundary_error');
  expect(errors.length).toBeGreaterThanOrEqual(2);
  for (const error of errors) {
    expect(error).toMatchObject({
      release: { remote: 'settings', version: '1.3.0', group: 'candidate' },
      route: SETTINGS_PAGE,
      message: RENDER_ERROR,
    });
  }

  // The candidate browser gets stable on its next reload.
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('1.1.0')]);
});

test("a candidate whose server build throws is the browser's to render, and its outcome is reported", async ({
  page,
  signInAs,
}) => {
  // 1.1.0 is stable; 1.4.0's server build throws whenever it renders, its browser build is sound.
  const started = Date.now();
  deploy(
    'canary',
    'settings',
    '1.4.0',
    '--percent',
    '50',
    '--from',
    buildThatThrowsOnServerRender('remote-settings'),
    '--skip-smoke',
  );
  await signInAs('owner-complete');
  await page.context().addCookies([{ name: 'vsg_bid', value: idIn('candidate'), url: HOST }]);
  const answer = await page.goto(SETTINGS_PAGE);
  // React's mark of a boundary whose server render threw: the browser renders it afresh.
  expect(await answer?.text()).toContain('data-dgst="vsg-server-error"');
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  expect(await serverRendered(page)).toMatchObject({
    versions: { settings: '1.4.0' },
    area: { remote: 'settings', outcome: 'failed' },
  });
  expect(await entriesLoaded(page)).toEqual([entryOf('1.4.0')]);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(() =>
      storedTelemetry(started).flatMap((record) =>
        record.name === 'server_render'
          ? [`${record.release?.version} ${record.release?.group} ${record.outcome}`]
          : [],
      ),
    )
    .toContain('1.4.0 candidate failed');
  // Not a page the user saw fail: no boundary error.
  expect(storedTelemetry(started).filter((record) => record.name === 'boundary_error')).toEqual([]);
});

import type { Page } from '@playwright/test';
import { entriesLoaded } from '../fixtures/browser-watch';
import { deploy, keepRegistry, removeVersions } from '../fixtures/deploy';
import { replaySnapshot } from '../fixtures/replay';
import { sandbox as sandboxOf, useWorkerNamespace } from '../fixtures/sandbox';
import { expect, test } from '../fixtures/test';
import { hydrated } from '../fixtures/hydration';

// Replaying a field report (ADR 0031): a snapshot copied from the debug panel in one session, replayed in another,
// renders the same versions and flags. The first session has settings pinned to an older release;
// the second's own flags fail to load (all off), and the replay gives it the first's back.
const PAGE = '/locations/loc-1001-1/events-summary';
const HEADING = { name: 'Guard Event Summary' };
const PACKAGES = ['remote-settings'];
const VERSIONS = ['2.0.0', '2.1.0'];
const entryOf = (version: string) => `http://localhost:3001/${version}/remoteEntry.js`;

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
  // About the replay, not the promotion gate (deploy-gate.spec.ts): its smoke is left out.
  for (const version of VERSIONS)
    deploy('release', 'settings', '--version', version, '--skip-smoke');
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

/** The debug panel's remotes and flags as the page shows them, row by row. */
async function panelRows(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  const rows = async (table: string, columns: number[]) =>
    (await panel.getByRole('table', { name: table }).getByRole('row').all())
      .slice(1)
      .map(async (row) => {
        const cells = await row.getByRole('cell').allTextContents();
        return columns.map((column) => cells[column]).join(' ');
      });
  return {
    remotes: await Promise.all(await rows('Remotes', [0, 1])),
    flags: await Promise.all(await rows('Feature flags', [0, 1])),
  };
}

test('a snapshot copied in one session and replayed in another renders the same versions and flags', async ({
  browser,
  page,
  sandbox,
  signInAs,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs('owner-complete');
  await page.goto(`${PAGE}?vsg-override=settings@2.0.0`);
  await expect(page.getByRole('heading', HEADING)).toBeVisible();
  expect(await entriesLoaded(page)).toEqual([entryOf('2.0.0')]);
  // The panel's shortcut is the app's: once it has hydrated the page.
  await hydrated(page);
  await page.keyboard.press('Alt+Shift+D');
  const panel = page.getByRole('dialog', { name: 'Debug panel' });
  await expect(panel.getByRole('row', { name: /^settings .* ok, / })).toBeVisible();
  const recorded = await panelRows(page);
  expect(recorded.remotes).toContain('settings 2.0.0');
  expect(recorded.flags).toContain('next-private-guard on');
  await panel.getByRole('button', { name: 'Copy snapshot' }).click();
  const snapshot: unknown = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));

  // Another session, whose flags do not load: every flag is off there until the replay.
  const otherContext = await browser.newContext();
  await useWorkerNamespace(otherContext, test.info().parallelIndex);
  await sandboxOf(otherContext.request).signIn('owner-complete');
  const other = await otherContext.newPage();
  await sandbox.fault({ method: 'GET', path: '/api/features', status: 500 });
  await replaySnapshot(other, snapshot);
  await expect(other.getByRole('heading', HEADING)).toBeVisible();
  expect(await entriesLoaded(other)).toEqual([entryOf('2.0.0')]);
  await hydrated(other);
  await other.keyboard.press('Alt+Shift+D');
  const replayed = other.getByRole('dialog', { name: 'Debug panel' });
  await expect(replayed.getByRole('row', { name: /^settings .* ok, / })).toBeVisible();
  expect(await panelRows(other)).toEqual(recorded);
  await expect(replayed.getByRole('row', { name: /^next-private-guard / })).toContainText(
    'override cookie',
  );
  await otherContext.close();
});

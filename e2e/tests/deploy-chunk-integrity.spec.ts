import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  deploy,
  E2E_DEPLOY_ROOT,
  keepRegistry,
  removeVersions,
  tamperWith,
} from '../fixtures/deploy';
import { watchRemoteLoads } from '../fixtures/browser-watch';
import { expect, test } from '../fixtures/test';

// ADR 0027: every file a release of a remote can load is checked against the
// integrity the release recorded, not only its remoteEntry.js. A page chunk whose bytes changed after
// the release is refused by the browser: its area shows the boundary with Retry, and the host's
// header and the remote's other pages go on working. A refused chunk of the app module itself fails
// the remote's load, which is reported as refused by its integrity, naming the file.

const PACKAGE = 'remote-settings';
const VERSIONS = ['34.0.0', '34.0.1', '34.0.2'];
const PRIVATE_GUARD = '/locations/loc-1001-1/private-guard';
/** What tells why a remote's script failed: fetched only after a failed load (route-bytes.mjs). */
const DIGEST_CHUNK = /\/chunks\/script-digest\.[0-9a-f]+\.js$/;
const boundary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There was a problem' });

/** The first chunk of a stored release whose origins all pass `test`. */
function chunkOf(version: string, what: string, test: (origin: string) => boolean): string {
  const report = JSON.parse(
    readFileSync(join(E2E_DEPLOY_ROOT, PACKAGE, version, 'chunk-report.json'), 'utf8'),
  ) as Array<{ files: string[]; origins: string[] }>;
  const file = report.find((entry) => entry.origins.every(test))?.files[0];
  if (!file) throw new Error(`${PACKAGE} ${version} has no chunk of ${what}`);
  return file;
}

/** A chunk that only the Private Guard page loads (its form, lazily). */
const privateGuardChunk = (version: string) =>
  chunkOf(version, 'the Private Guard page alone', (origin) =>
    origin.includes('private-guard-page'),
  );

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions([PACKAGE], VERSIONS);
  // About what the browser loads, not the promotion gate (deploy-gate.spec.ts): no smoke.
  deploy('release', 'settings', '--version', '34.0.0', '--skip-smoke');
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions([PACKAGE], VERSIONS);
});

test('a tampered page chunk is refused with its boundary while the rest of the app works', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('integrity')) {
      refused.push(message.text());
    }
  });

  // The release as recorded: its page and the form it loads lazily work, every chunk checked.
  await page.goto(PRIVATE_GUARD);
  await page.getByRole('button', { name: 'Add Guard Info' }).click();
  await expect(page.getByRole('textbox', { name: /Company Name/ })).toBeVisible();
  expect(refused).toEqual([]);

  deploy('release', 'settings', '--version', '34.0.1', '--skip-smoke');
  const chunk = privateGuardChunk('34.0.1');
  tamperWith(join(E2E_DEPLOY_ROOT, PACKAGE, '34.0.1', chunk));
  await page.reload();
  await page.getByRole('button', { name: 'Add Guard Info' }).click();
  await expect(boundary(page)).toBeVisible();
  await expect(boundary(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Company Name/ })).toBeHidden();
  expect(refused.join('\n')).toContain(`/34.0.1/${chunk}`);

  // The host's header still answers, and the remote's other pages, whose files are intact, load.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/locations/loc-1001-1/alerts');
  await expect(page.getByRole('checkbox', { name: 'Text James Chen for Delivery' })).toBeVisible();
  await expect(boundary(page)).toBeHidden();
  // No remote's load failed: what would tell why was never fetched.
  expect(fetched.filter((url) => DIGEST_CHUNK.test(url))).toEqual([]);
});

test("a tampered chunk of the app module fails the remote's load, reported as refused by integrity", async ({
  page,
  signInAs,
}) => {
  deploy('release', 'settings', '--version', '34.0.2', '--skip-smoke');
  const chunk = chunkOf(
    '34.0.2',
    'the exposed app module',
    (origin) => origin === 'container entry',
  );
  tamperWith(join(E2E_DEPLOY_ROOT, PACKAGE, '34.0.2', chunk));
  await signInAs('owner-complete');
  const { loads } = watchRemoteLoads(page);
  await page.goto('/locations/loc-1001-1/alerts');
  await expect(boundary(page)).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({
      remote: 'settings',
      version: '34.0.2',
      outcome: 'refused-integrity',
      reason: expect.stringContaining(`/34.0.2/${chunk} does not match`),
    });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test("a tester's pin of an earlier release loads its chunks with their integrity too", async ({
  page,
  signInAs,
}) => {
  // 34.0.0 is on the history now, its script map kept as a digest; one of its chunks is changed.
  const chunk = privateGuardChunk('34.0.0');
  tamperWith(join(E2E_DEPLOY_ROOT, PACKAGE, '34.0.0', chunk));
  await signInAs('owner-complete');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('integrity')) {
      refused.push(message.text());
    }
  });
  await page.goto(`${PRIVATE_GUARD}?vsg-override=settings@34.0.0`);
  await expect(page.getByRole('status').filter({ hasText: 'Override:' })).toHaveText(
    'Override: settings pinned to 34.0.0',
  );
  await page.getByRole('button', { name: 'Add Guard Info' }).click();
  await expect(boundary(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Company Name/ })).toBeHidden();
  expect(refused.join('\n')).toContain(`/34.0.0/${chunk}`);
});

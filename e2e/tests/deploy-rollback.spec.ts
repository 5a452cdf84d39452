import { join } from 'node:path';
import { entriesLoaded, watchRemoteLoads } from '../fixtures/browser-watch';
import {
  needSharedContracts,
  NEXT_SHARED_CONTRACTS_RANGE,
  deploy,
  E2E_DEPLOY_ROOT,
  keepRegistry,
  removeVersions,
  SHARED_CONTRACTS_BUILT,
  tamperWith,
} from '../fixtures/deploy';
import { expect, test } from '../fixtures/test';

// Releases and rollbacks (tooling/deploy): remotes are released and rolled back through the deploy registry while the host, built
// once, keeps running. The platform serves E2E_DEPLOY_ROOT (see playwright.config.ts), where it
// released every build at start; the registry it started with is put back afterwards and this
// spec's versions removed, so every other spec sees the builds again.

const SETTINGS_PAGE = '/locations/loc-1001-1/events-summary';
const SETTINGS_HEADING = { name: 'Guard Event Summary' };

test.describe.configure({ mode: 'serial' });

const PACKAGES = ['remote-settings', 'remote-onboarding', 'remote-dashboard'];
const VERSIONS = ['1.0.0', '2.0.0', '3.0.0'];
let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
  // About releases and rollbacks, not the promotion gate (deploy-gate.spec.ts): no smoke.
  deploy('release', 'onboarding', '--version', '1.0.0', '--skip-smoke');
  deploy('release', 'dashboard', '--version', '1.0.0', '--skip-smoke');
  deploy('release', 'settings', '--version', '1.0.0', '--skip-smoke');
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

test('a release shows on the next reload without a host rebuild, and a rollback goes back', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const { loads } = watchRemoteLoads(page);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'settings', version: '1.0.0', outcome: 'ok' });
  expect(await entriesLoaded(page)).toEqual(['http://localhost:3001/1.0.0/remoteEntry.js']);

  // Released while the page is open: the open page is left alone, the next load takes it.
  expect(deploy('release', 'settings', '--version', '2.0.0', '--skip-smoke')).toContain(
    'settings: 1.0.0 -> 2.0.0 (local)',
  );
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'settings', version: '2.0.0', outcome: 'ok' });
  expect(await entriesLoaded(page)).toEqual(['http://localhost:3001/2.0.0/remoteEntry.js']);

  expect(deploy('rollback', 'settings')).toContain('settings: 2.0.0 -> 1.0.0 (local)');
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'settings', version: '1.0.0', outcome: 'ok' });
  expect(await entriesLoaded(page)).toEqual(['http://localhost:3001/1.0.0/remoteEntry.js']);
});

test('an entry whose bytes changed after release is refused with the boundary, not run', async ({
  page,
  signInAs,
}) => {
  deploy('release', 'settings', '--version', '3.0.0', '--skip-smoke');
  tamperWith(join(E2E_DEPLOY_ROOT, 'remote-settings', '3.0.0', 'remoteEntry.js'));
  await signInAs('owner-complete');
  const { loads } = watchRemoteLoads(page);
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeHidden();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({
      remote: 'settings',
      version: '3.0.0',
      outcome: 'refused-integrity',
    });

  // Rolling the bad release back is the fix: the next load works again.
  deploy('rollback', 'settings');
  await page.reload();
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
});

test('a remote built against another shared-contracts major is refused while the others work', async ({
  page,
  signInAs,
}) => {
  // The promotion gate refuses such a release (deploy-gate.spec.ts); the host must still refuse a
  // registry that names one, e.g. after the host is rolled back beneath its remotes.
  deploy('release', 'dashboard', '--version', '2.0.0', '--skip-smoke');
  needSharedContracts('dashboard', NEXT_SHARED_CONTRACTS_RANGE);
  await signInAs('smb-owner');
  const { loads, warnings } = watchRemoteLoads(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'dashboard', outcome: 'refused-incompatible' });
  expect(warnings.join('\n')).toContain(
    `dashboard 2.0.0 needs shared-contracts ${NEXT_SHARED_CONTRACTS_RANGE}, the host has ${SHARED_CONTRACTS_BUILT}`,
  );
  // Refused before anything of it was fetched.
  expect(await entriesLoaded(page)).toEqual([]);

  await signInAs('owner-complete');
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  await expect.poll(() => loads.at(-1)).toMatchObject({ remote: 'settings', outcome: 'ok' });
});

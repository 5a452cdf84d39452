import { join } from 'node:path';
import { entriesLoaded, recordViolations, watchRemoteLoads } from '../fixtures/browser-watch';
import {
  answers,
  needSharedContracts,
  NEXT_SHARED_CONTRACTS_RANGE,
  deploy,
  E2E_DEPLOY_ROOT,
  fixtureDir,
  keepRegistry,
  localOriginOf,
  removeVersions,
  SHARED_CONTRACTS_BUILT,
  tamperWith,
} from '../fixtures/deploy';
import { remoteEntryAt } from '../fixtures/remote-urls';
import { expect, test } from '../fixtures/test';

// A remote ships alone (ADR 0008): a fourth remote (tooling/fixtures/remote-extra, on a mount path and an origin no other
// remote has) reaches the host, built once, through a release into the registry alone: its page,
// its error boundary, its integrity and contract checks, and its origin in the CSP. The registry
// the platform started with is put back afterwards, so the other specs see the three remotes. The
// platform (serve-all) follows its registry: the release gives the new origin a server, and putting
// the registry back takes it away.

const EXTRA_DIR = fixtureDir('remote-extra');
const EXTRA = 'remote-extra';
const EXTRA_ORIGIN = localOriginOf(EXTRA_DIR);
const EXTRA_PAGE = '/fixture-area';
const EXTRA_HEADING = { name: 'Fixture area', level: 1 } as const;
const VERSIONS = ['1.0.0', '2.0.0', '3.0.0'];

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;
const FIRST_ENTRY = `${EXTRA_ORIGIN}/1.0.0/remoteEntry.js`;

test.beforeAll(async () => {
  restoreRegistry = keepRegistry();
  removeVersions([EXTRA], VERSIONS);
  expect(deploy('release', 'extra', '--version', '1.0.0', '--skip-smoke')).toContain(
    'extra: none -> 1.0.0 (local)',
  );
  await expect.poll(() => answers(FIRST_ENTRY), { timeout: 15_000 }).toBe(true);
});

test.afterAll(async () => {
  restoreRegistry();
  await expect.poll(() => answers(FIRST_ENTRY), { timeout: 15_000 }).toBe(false);
  removeVersions([EXTRA], VERSIONS);
});

test("its page renders in the host's layout, its origin allowed by the CSP", async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  const violations = await recordViolations(page);
  const { loads } = watchRemoteLoads(page);
  const response = await page.goto(EXTRA_PAGE);
  expect(response?.headers()['content-security-policy']).toMatch(
    new RegExp(`script-src 'nonce-[^']+' 'self'[^;]* ${EXTRA_ORIGIN}[ ;]`),
  );
  await expect(page.getByRole('main').getByRole('heading', EXTRA_HEADING)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The session comes from the host's Platform: the remote runs on the host's shared-contracts.
  await expect(page.getByText('Signed in as user 1001')).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'extra', version: '1.0.0', outcome: 'ok' });
  expect(await entriesLoaded(page)).toEqual([`${EXTRA_ORIGIN}/1.0.0/remoteEntry.js`]);
  expect(violations).toEqual([]);
});

test('its entry failing shows its boundary, and the host keeps working', async ({
  page,
  signInAs,
}) => {
  await signInAs('owner-complete');
  await page.route(remoteEntryAt(EXTRA_ORIGIN), (route) => route.abort('failed'));
  await page.goto(EXTRA_PAGE);
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect(page.getByRole('heading', EXTRA_HEADING)).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
});

test('an entry whose bytes changed after release is refused; rolling back is the fix', async ({
  page,
  signInAs,
}) => {
  deploy('release', 'extra', '--version', '2.0.0', '--skip-smoke');
  tamperWith(join(E2E_DEPLOY_ROOT, EXTRA, '2.0.0', 'remoteEntry.js'));
  await signInAs('owner-complete');
  const { loads } = watchRemoteLoads(page);
  await page.goto(EXTRA_PAGE);
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'extra', version: '2.0.0', outcome: 'refused-integrity' });

  expect(deploy('rollback', 'extra')).toContain('extra: 2.0.0 -> 1.0.0 (local)');
  await page.reload();
  await expect(page.getByRole('heading', EXTRA_HEADING)).toBeVisible();
});

test('built against another shared-contracts major, it is refused before any of it loads', async ({
  page,
  signInAs,
}) => {
  // The promotion gate refuses such a release (deploy-gate.spec.ts); the host must still refuse a
  // registry that names one, e.g. after the host is rolled back beneath its remotes.
  deploy('release', 'extra', '--version', '3.0.0', '--skip-smoke');
  needSharedContracts('extra', NEXT_SHARED_CONTRACTS_RANGE);
  await signInAs('owner-complete');
  const { loads, warnings } = watchRemoteLoads(page);
  await page.goto(EXTRA_PAGE);
  await expect(page.getByRole('alert').getByText('There was a problem')).toBeVisible();
  await expect
    .poll(() => loads.at(-1))
    .toMatchObject({ remote: 'extra', outcome: 'refused-incompatible' });
  expect(warnings.join('\n')).toContain(
    `extra 3.0.0 needs shared-contracts ${NEXT_SHARED_CONTRACTS_RANGE}, the host has ${SHARED_CONTRACTS_BUILT}`,
  );
  expect(await entriesLoaded(page)).toEqual([]);
});

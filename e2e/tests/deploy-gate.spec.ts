import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { entriesLoaded } from '../fixtures/browser-watch';
import {
  buildAgainstNextSharedContracts,
  buildConsumingUnprovidedShare,
  buildThatFails,
  buildWhoseHelloPageThrows,
  deploy,
  deployRefused,
  E2E_DEPLOY_ROOT,
  HELLO_PAGE_ERROR,
  keepRegistry,
  NEXT_SHARED_CONTRACTS_RANGE,
  registryText,
  removeVersions,
  SHARED_CONTRACTS_BUILT,
  UNPROVIDED_SHARE,
} from '../fixtures/deploy';
import { expect, test } from '../fixtures/test';

// The promotion gate (ADR 0022): release, canary and promote first check the candidate against the host the
// environment serves (deploy/host/current, which the e2e platform releases): its shared-contracts
// range, its route manifest, and a composed smoke of its pages inside that host in Chromium. A
// refused step writes nothing, so no browser of the platform ever loads the candidate.

const SETTINGS_PAGE = '/locations/loc-1001-1/events-summary';
const SETTINGS_HEADING = { name: 'Guard Event Summary' };
const PACKAGES = ['remote-settings'];
const VERSIONS = ['4.0.0', '4.1.0', '4.2.0', '4.3.0', '4.4.0', '4.5.0'];
const entryOf = (version: string) => `http://localhost:3001/${version}/remoteEntry.js`;
// The smoke starts a sandbox-api and Chromium and renders each of settings' pages.
const SMOKE_TIMEOUT_MS = 90_000;

test.describe.configure({ mode: 'serial' });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
  deploy('release', 'settings', '--version', '4.0.0', '--skip-smoke');
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

/** The remote entries a platform page requests on the settings page, and those it loaded. */
async function settingsPageLoads(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) requested.push(request.url());
  });
  await page.goto(SETTINGS_PAGE);
  await expect(page.getByRole('heading', SETTINGS_HEADING)).toBeVisible();
  return { requested, loaded: await entriesLoaded(page) };
}

/**
 * Runs a deploy step the gate must refuse by a check that needs no browser: it fails with
 * `sentence`, the smoke (and so its browser) never starts, nothing is stored or registered, and a
 * platform page still loads the release in force.
 */
async function expectRefusedBeforeTheSmoke(
  step: string[],
  sentence: string,
  { page, signInAs }: { page: Page; signInAs: (persona: 'owner-complete') => Promise<unknown> },
) {
  const before = registryText();
  const refused = deployRefused(...step);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(
    `deploy: the promotion gate refused settings 4.1.0: ${sentence}`,
  );
  expect(refused.output).not.toContain('gate: smoke');
  expect(registryText()).toBe(before);
  expect(existsSync(join(E2E_DEPLOY_ROOT, 'remote-settings', '4.1.0'))).toBe(false);

  await signInAs('owner-complete');
  const { requested, loaded } = await settingsPageLoads(page);
  expect(requested).toEqual([entryOf('4.0.0')]);
  expect(loaded).toEqual([entryOf('4.0.0')]);
}

/**
 * Releases `from` as settings `version`, which the gate must refuse: it exits 1, stores nothing and
 * leaves the registry byte for byte; what it printed.
 */
function releaseRefusedBySmoke(version: string, from: string): string {
  const before = registryText();
  const refused = deployRefused('release', 'settings', '--version', version, '--from', from);
  expect(refused.status).toBe(1);
  expect(registryText()).toBe(before);
  expect(existsSync(join(E2E_DEPLOY_ROOT, 'remote-settings', version))).toBe(false);
  return refused.output;
}

test('a candidate built against a range the host does not satisfy is refused before any browser loads it', async ({
  page,
  signInAs,
}) => {
  await expectRefusedBeforeTheSmoke(
    [
      'canary',
      'settings',
      '4.1.0',
      '--percent',
      '50',
      '--from',
      buildAgainstNextSharedContracts('remote-settings'),
    ],
    `settings 4.1.0 needs shared-contracts ${NEXT_SHARED_CONTRACTS_RANGE}, the host has ${SHARED_CONTRACTS_BUILT}`,
    { page, signInAs },
  );
});

test('a candidate consuming a library the host does not provide is refused before any browser loads it', async ({
  page,
  signInAs,
}) => {
  await expectRefusedBeforeTheSmoke(
    [
      'release',
      'settings',
      '--version',
      '4.1.0',
      '--from',
      buildConsumingUnprovidedShare('remote-settings'),
    ],
    `settings 4.1.0 needs ${UNPROVIDED_SHARE.name}, which the host does not provide`,
    { page, signInAs },
  );
});

test('a release whose pages fail the composed smoke is refused, and the registry is unchanged', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(SMOKE_TIMEOUT_MS);
  const output = releaseRefusedBySmoke('4.2.0', buildThatFails('remote-settings'));
  expect(output).toMatch(
    /deploy: the promotion gate refused settings 4\.2\.0: its page \/locations\/loc-1001-1\S* failed the composed smoke in host \S+ \(.*this release fails on purpose.*\): fix the remote and build it again/,
  );

  await signInAs('owner-complete');
  const { requested, loaded } = await settingsPageLoads(page);
  expect(requested).toEqual([entryOf('4.0.0')]);
  expect(loaded).toEqual([entryOf('4.0.0')]);
});

test('a release whose page behind a flag throws is refused, naming the page, which it rendered with the flag on', async () => {
  test.setTimeout(SMOKE_TIMEOUT_MS);
  const output = releaseRefusedBySmoke('4.5.0', buildWhoseHelloPageThrows());
  // The pages before it rendered, and are listed; the hello page fails on its own error.
  expect(output).toContain('gate: smoke /locations/loc-1001-1/events-summary: ok');
  expect(output).toMatch(/gate: smoke rendered \/locations\/loc-1001-1\//);
  expect(output).toContain(
    `deploy: the promotion gate refused settings 4.5.0: its page /locations/loc-1001-1/hello failed the composed smoke in host`,
  );
  expect(output).toContain(HELLO_PAGE_ERROR);
});

test('promote runs the smoke again: a candidate whose pages fail it stays a candidate', async () => {
  test.setTimeout(SMOKE_TIMEOUT_MS);
  // Put out past the smoke, as the local platform's releases are: promote is where it is caught.
  deploy(
    'canary',
    'settings',
    '4.4.0',
    '--percent',
    '5',
    '--skip-smoke',
    '--from',
    buildThatFails('remote-settings'),
  );
  const before = registryText();
  const refused = deployRefused('promote', 'settings');
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(
    /deploy: the promotion gate refused settings 4\.4\.0: its page \/locations\/loc-1001-1\S* failed the composed smoke in host \S+ \(.*this release fails on purpose.*\): fix the remote and build it again/,
  );
  expect(registryText()).toBe(before);
  expect(deploy('abort', 'settings')).toContain('4.4.0');
});

test('a good candidate passes the gate, its smoke rendering each page in the host, and goes out', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(SMOKE_TIMEOUT_MS);
  const output = deploy('canary', 'settings', '4.3.0', '--percent', '100');
  expect(output).toContain('gate: smoke /locations/loc-1001-1/events-summary: ok');
  expect(output).toMatch(
    /gate: settings 4\.3\.0 passes \(host \S+, shared-contracts \S+; [1-9]\d* pages render in that host\)/,
  );
  expect(output).toContain('settings: candidate none -> 4.3.0 at 100 % (local)');

  await signInAs('owner-complete');
  // At 100 % every browser with an id draws the candidate; the host's HTML gives this one its id.
  await page.goto('/');
  const { loaded } = await settingsPageLoads(page);
  expect(loaded).toEqual([entryOf('4.3.0')]);
});

import { readFileSync } from 'node:fs';
import { entriesLoaded, watchRemoteLoads } from '../fixtures/browser-watch';
import {
  deployProcess,
  E2E_REGISTRY,
  keepRegistry,
  removeVersions,
  type DeployRun,
} from '../fixtures/deploy';
import { expect, test } from '../fixtures/test';

// Concurrent releases (ADR 0018's lock): twenty `deploy release` processes at once, new versions of
// the three remotes interleaved, into the deploy root the platform serves. Each registry update holds
// the registry's lock (tooling/deploy/src/registry-lock.ts), so no release is lost, and a browser
// then loads the latest of each remote. The registry the platform started with is put back after.

const REMOTES = [
  { key: 'settings', pkg: 'remote-settings' },
  { key: 'onboarding', pkg: 'remote-onboarding' },
  { key: 'dashboard', pkg: 'remote-dashboard' },
] as const;
const RELEASES = Array.from({ length: 20 }, (_, index) => ({
  ...(REMOTES[index % REMOTES.length] ?? REMOTES[0]),
  version: `5.0.${index}`,
}));
const PACKAGES = REMOTES.map((remote) => remote.pkg);
const VERSIONS = RELEASES.map((release) => release.version);

interface Entry {
  version?: string;
  entry: string;
  history: { version?: string }[];
}
const registry = () =>
  JSON.parse(readFileSync(E2E_REGISTRY, 'utf8')) as { remotes: Record<string, Entry | undefined> };
/** A remote's versions, oldest first: its history, then the one in force. */
const versionsOf = (entry: Entry | undefined) =>
  entry ? [...entry.history.map((old) => old.version), entry.version] : [];

/** The `key: from -> to` moves the runs printed for one remote. */
const movesOf = (runs: readonly DeployRun[], key: string) =>
  runs
    .flatMap((run) => run.stdout.split('\n'))
    .flatMap((line) => {
      const move = new RegExp(`^${key}: (\\S+) -> (\\S+) \\(local\\)$`).exec(line);
      return move ? [`${move[1]} -> ${move[2]}`] : [];
    });

let restoreRegistry: () => void = () => undefined;

test.beforeAll(() => {
  restoreRegistry = keepRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

test.afterAll(() => {
  restoreRegistry();
  removeVersions(PACKAGES, VERSIONS);
});

test('20 concurrent releases leave every version in its history and the latest of each in force', async ({
  page,
  signInAs,
}) => {
  // Twenty Node processes start at once on two cores, beside whatever else the machine runs.
  test.setTimeout(90_000);
  const before = registry();
  const runs = await Promise.all(
    // The gate's smoke has its own journeys (deploy-gate.spec.ts); twenty Chromiums would only
    // slow this one down.
    RELEASES.map(({ key, version }) =>
      deployProcess('release', key, '--version', version, '--skip-smoke'),
    ),
  );
  for (const run of runs) expect(run).toMatchObject({ code: 0, stderr: '' });

  const after = registry();
  for (const { key } of REMOTES) {
    const earlier = versionsOf(before.remotes[key]);
    const versions = versionsOf(after.remotes[key]);
    const released = RELEASES.filter((release) => release.key === key).map((r) => r.version);
    // What the remote had stays, then every released version once.
    expect(versions.slice(0, earlier.length)).toEqual(earlier);
    expect(versions.slice(earlier.length).sort()).toEqual([...released].sort());
    // Each release moved on from the version the one before it left, so no two started from the
    // same one (a lost update), and the last of them is in force.
    const path = [earlier.at(-1) ?? 'none', ...versions.slice(earlier.length)];
    const chain = path.slice(1).map((version, index) => `${path[index]} -> ${version}`);
    expect(movesOf(runs, key).sort()).toEqual(chain.sort());
  }

  const { loads } = watchRemoteLoads(page);
  const loadsLatest = async (key: string) => {
    const latest = after.remotes[key];
    expect(await entriesLoaded(page)).toEqual([latest?.entry]);
    expect(latest?.entry).toContain(`/${latest?.version}/`);
    await expect
      .poll(() => loads.filter((load) => load.remote === key).at(-1))
      .toMatchObject({ version: latest?.version, outcome: 'ok' });
  };
  await signInAs('owner-complete');
  await page.goto('/locations/loc-1001-1/events-summary');
  await expect(page.getByRole('heading', { name: 'Guard Event Summary' })).toBeVisible();
  await loadsLatest('settings');
  await page.goto('/free-trial-canceled');
  await expect(page.getByRole('button', { name: 'Dashboard' })).toBeVisible();
  await loadsLatest('onboarding');
  await signInAs('smb-owner');
  await page.goto('/dashboard');
  await expect(page.getByText(/^\d+ events loaded$/)).toBeVisible();
  await loadsLatest('dashboard');
});

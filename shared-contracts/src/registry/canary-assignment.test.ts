import {
  canaryBucket,
  canaryGroup,
  registryForBrowser,
  releaseForBrowser,
  type RegistryCandidate,
} from './canary-assignment';
import type { RegistryRemote } from './read-registry';

/** `count` browser ids shaped as the cookie's (UUID v4), from a seeded generator: the same each run. */
function browserIds(count: number, seed = 33): string[] {
  let state = seed;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => (next() % 16).toString(16)).join('');
  return Array.from(
    { length: count },
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[next() % 4] ?? '8'}${hex(3)}-${hex(12)}`,
  );
}

const inCandidate = (ids: readonly string[], remote: string, percent: number) =>
  ids.filter((id) => canaryGroup(id, remote, percent) === 'candidate');

test('20 % of 10,000 generated browser ids, give or take 3, land in the candidate', () => {
  const ids = browserIds(10_000);
  expect(new Set(ids).size).toBe(10_000);
  for (const remote of ['settings', 'onboarding', 'dashboard']) {
    expect(inCandidate(ids, remote, 20).length).toBeGreaterThanOrEqual(1_700);
    expect(inCandidate(ids, remote, 20).length).toBeLessThanOrEqual(2_300);
  }
  // Ids that differ in one character only spread as well.
  const sequential = Array.from({ length: 10_000 }, (_, index) => `browser-${index}`);
  expect(inCandidate(sequential, 'settings', 20).length).toBeGreaterThanOrEqual(1_700);
  expect(inCandidate(sequential, 'settings', 20).length).toBeLessThanOrEqual(2_300);
});

test('the same browser always gets the same answer, and every bucket is used', () => {
  const ids = browserIds(10_000);
  const first = ids.map((id) => canaryGroup(id, 'settings', 20));
  expect(ids.map((id) => canaryGroup(id, 'settings', 20))).toEqual(first);
  // Fixed values: a change of the hash would move browsers between groups in the middle of a canary
  // (and the host's start-up script and the Node HTML head must compute the same).
  expect(canaryBucket('0b6f3f1e-6c1a-4d2e-9f00-1a2b3c4d5e6f', 'settings')).toBe(92);
  expect(canaryBucket('0b6f3f1e-6c1a-4d2e-9f00-1a2b3c4d5e6f', 'dashboard')).toBe(50);
  expect(canaryBucket('browser-1', 'settings')).toBe(16);
  const buckets = new Set(ids.map((id) => canaryBucket(id, 'settings')));
  expect([...buckets].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
});

test('ramping the percent up keeps every browser already in the candidate', () => {
  const ids = browserIds(10_000);
  const atFive = inCandidate(ids, 'settings', 5);
  const atTwentyFive = new Set(inCandidate(ids, 'settings', 25));
  expect(atFive.every((id) => atTwentyFive.has(id))).toBe(true);
  expect(atTwentyFive.size).toBeGreaterThan(atFive.length * 4);
  expect(inCandidate(ids, 'settings', 100)).toHaveLength(10_000);
  expect(inCandidate(ids, 'settings', 0)).toHaveLength(0);
});

test("one remote's candidate browsers are not another's", () => {
  const ids = browserIds(10_000);
  const dashboard = new Set(inCandidate(ids, 'dashboard', 20));
  const both = inCandidate(ids, 'settings', 20).filter((id) => dashboard.has(id));
  // Independent groups share about 20 % of 20 %.
  expect(both.length).toBeGreaterThanOrEqual(250);
  expect(both.length).toBeLessThanOrEqual(550);
});

const stable: RegistryRemote = {
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  pages: [{ id: 'devices', path: '/locations/:locationId/devices' }],
  flags: [],
  entry: 'http://localhost:3001/1.0.0/remoteEntry.js',
  version: '1.0.0',
  integrity: 'sha384-one',
  sharedContracts: '^2.0.0',
};
const candidateRelease: RegistryRemote = {
  ...stable,
  pages: [...stable.pages, { id: 'alerts', path: '/locations/:locationId/alerts' }],
  entry: 'http://localhost:3001/1.1.0/remoteEntry.js',
  version: '1.1.0',
  integrity: 'sha384-two',
};
const candidate: RegistryCandidate = { ...candidateRelease, version: '1.1.0', percent: 20 };

test("a browser in the candidate loads the candidate's whole release, the others the stable one", () => {
  const ids = browserIds(200);
  const releases = ids.map((id) => releaseForBrowser({ ...stable, candidate }, 'settings', id));
  for (const [index, chosen] of releases.entries()) {
    const group = canaryGroup(ids[index] ?? '', 'settings', 20);
    expect(chosen).toEqual(
      group === 'candidate'
        ? { group, release: candidateRelease }
        : { group: 'stable', release: stable },
    );
  }
  expect(releases.some((chosen) => chosen.group === 'candidate')).toBe(true);
  expect(releaseForBrowser(stable, 'settings', ids[0] ?? '')).toEqual({
    group: 'stable',
    release: stable,
  });
});

test('a registry as one browser sees it: each remote at its group, and the groups', () => {
  const dashboard: RegistryRemote = {
    ...stable,
    name: 'remote_dashboard',
    mounts: ['/dashboard'],
    pages: [],
    entry: 'http://localhost:3003/1.0.0/remoteEntry.js',
  };
  const registry = {
    schemaVersion: 2 as const,
    remotes: { settings: { ...stable, candidate }, dashboard },
  };
  const ids = browserIds(50);
  const seen = ids.map((id) => registryForBrowser(registry, id));
  for (const [index, { registry: chosen, groups }] of seen.entries()) {
    const group = canaryGroup(ids[index] ?? '', 'settings', 20);
    expect(groups).toEqual({ settings: group });
    expect(chosen.remotes.settings).toEqual(group === 'candidate' ? candidateRelease : stable);
    expect(chosen.remotes.dashboard).toBe(dashboard);
  }
  expect(new Set(seen.map(({ groups }) => groups.settings))).toEqual(
    new Set(['candidate', 'stable']),
  );
});

test('a browser without an id gets every stable release, whatever the percent', () => {
  const everyone = { ...candidate, percent: 100 };
  expect(releaseForBrowser({ ...stable, candidate: everyone }, 'settings', undefined)).toEqual({
    group: 'stable',
    release: stable,
  });
  const registry = {
    schemaVersion: 2 as const,
    remotes: { settings: { ...stable, candidate: everyone } },
  };
  expect(registryForBrowser(registry, undefined)).toEqual({
    registry: { schemaVersion: 2, remotes: { settings: stable } },
    groups: { settings: 'stable' },
  });
});

import {
  closeSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  describeChange,
  emptyRegistry,
  publish,
  readRegistry,
  rollback,
  serializeRegistry,
  sharedContractsRangeOf,
  sriOf,
  writeAtomically,
  type WriteCalls,
} from './registry';

const now = new Date('2026-11-22T12:00:00Z');
/** These releases record no script map: a rollback reads no stored files. */
const storedNowhere = (): string => {
  throw new Error('no stored files to read');
};

const manifest = {
  name: 'remote_settings',
  module: './app' as const,
  mounts: ['/locations/:locationId/*'],
  pages: [{ id: 'devices', path: '/locations/:locationId/devices' }],
  flags: [],
};
const v1 = {
  ...manifest,
  package: 'remote-settings',
  version: '1.0.0-aaa',
  entry: 'http://localhost:3001/1.0.0-aaa/remoteEntry.js',
  integrity: 'sha384-one',
};
const v2 = {
  ...manifest,
  package: 'remote-settings',
  version: '1.1.0-bbb',
  entry: 'http://localhost:3001/1.1.0-bbb/remoteEntry.js',
  integrity: 'sha384-two',
  sharedContracts: '^1.0.0',
};
const v3 = { ...v2, version: '2.0.0-ccc', integrity: 'sha384-three', sharedContracts: '^2.0.0' };

test('publishing points the remote at the version and remembers the one before', () => {
  const first = publish(emptyRegistry('local'), 'settings', v1, now);
  const second = publish(first, 'settings', v2, now);
  expect(second.remotes.settings).toEqual({ ...v2, history: [v1] });
  expect(describeChange(first, second)).toEqual(['settings: 1.0.0-aaa -> 1.1.0-bbb (local)']);
});

test('rollback returns to the version before, and refuses when there is none', () => {
  const published = publish(
    publish(emptyRegistry('local'), 'settings', v1, now),
    'settings',
    v2,
    now,
  );
  const rolledBack = rollback(published, 'settings', now, storedNowhere);
  expect(rolledBack.remotes.settings).toEqual({ ...v1, history: [] });
  expect(describeChange(published, rolledBack)).toEqual([
    'settings: 1.1.0-bbb -> 1.0.0-aaa (local)',
  ]);
  expect(() => rollback(rolledBack, 'settings', now, storedNowhere)).toThrow(
    'settings has no earlier version to roll back to',
  );
  expect(() => rollback(emptyRegistry('local'), 'dashboard', now, storedNowhere)).toThrow(
    'dashboard is not in the local registry (it has: none)',
  );
});

test('a rollback to a release the served host cannot load is refused, naming the first that works', () => {
  const v4 = { ...v3, version: '3.0.0-ddd', integrity: 'sha384-four', sharedContracts: '^3.0.0' };
  const registry = [v2, v3, v4].reduce(
    (current, release) => publish(current, 'settings', release, now),
    publish(emptyRegistry('local'), 'settings', v1, now),
  );
  // A host sharing shared-contracts 2.4.0: it loads ^2.0.0 (v3) and the rangeless v1, not ^1.0.0.
  const refusalOf = (release: { version?: string; sharedContracts?: string }) =>
    release.sharedContracts === undefined || release.sharedContracts === '^2.0.0'
      ? null
      : `${release.version ?? ''} needs shared-contracts ${release.sharedContracts}, the host has 2.4.0`;
  const back = rollback(registry, 'settings', now, storedNowhere, refusalOf);
  expect(back.remotes.settings?.version).toBe('2.0.0-ccc');
  expect(() => rollback(back, 'settings', now, storedNowhere, refusalOf)).toThrow(
    'settings cannot roll back to 1.1.0-bbb: 1.1.0-bbb needs shared-contracts ^1.0.0, the host has 2.4.0; the first release it can go back to is 1.0.0-aaa: release that version again (deploy release settings --from deploy/remote-settings/1.0.0-aaa)',
  );
  const onlyOld = rollback(
    publish(publish(emptyRegistry('local'), 'settings', v2, now), 'settings', v3, now),
    'settings',
    now,
    storedNowhere,
    () => null,
  );
  expect(onlyOld.remotes.settings?.version).toBe('1.1.0-bbb');
  expect(() =>
    rollback(
      publish(publish(emptyRegistry('local'), 'settings', v2, now), 'settings', v3, now),
      'settings',
      now,
      storedNowhere,
      refusalOf,
    ),
  ).toThrow('no earlier release of settings works with this host');
});

test('publishing the release the remote already points at changes nothing', () => {
  const published = publish(emptyRegistry('local'), 'settings', v1, now);
  expect(publish(published, 'settings', { ...v1 }, new Date())).toBe(published);
});

test('a rollback restores the route manifest of the version before', () => {
  const pages = [...manifest.pages, { id: 'alerts', path: '/locations/:locationId/alerts' }];
  const published = publish(
    publish(emptyRegistry('local'), 'settings', v1, now),
    'settings',
    { ...v2, pages },
    now,
  );
  expect(published.remotes.settings?.pages).toEqual(pages);
  expect(rollback(published, 'settings', now, storedNowhere).remotes.settings?.pages).toEqual(
    manifest.pages,
  );
});

test('a registry file is checked when read, naming the remote and the field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  const file = join(dir, 'local.json');
  const registry = publish(emptyRegistry('local'), 'settings', v1, now);
  writeFileSync(
    file,
    JSON.stringify({
      ...registry,
      remotes: { settings: { ...registry.remotes.settings, mounts: ['locations'] } },
    }),
  );
  expect(() => readRegistry(file, 'local')).toThrow(
    `${file} is not a registry deploy can use: remote settings: mounts[0] must be a route pattern starting with /`,
  );
  writeFileSync(file, JSON.stringify({ environment: 'local', updatedAt: '', remotes: {} }));
  expect(() => readRegistry(file, 'local')).toThrow('schemaVersion is missing');
  writeFileSync(file, JSON.stringify({ ...registry, schemaVersion: 1 }));
  expect(() => readRegistry(file, 'local')).toThrow(
    'schemaVersion is 1. It is not of schemaVersion 2: release every remote into a new deploy root, or remove it',
  );
});

test('the remote keys are whatever the registry has', () => {
  const other = {
    ...v1,
    package: 'remote-reports',
    entry: 'http://localhost:3004/1/remoteEntry.js',
  };
  const before = publish(emptyRegistry('local'), 'settings', v1, now);
  const after = publish(before, 'reports', other, now);
  expect(describeChange(before, after)).toEqual(['reports: none -> 1.0.0-aaa (local)']);
  expect(
    rollback(publish(after, 'reports', v2, now), 'reports', now, storedNowhere).remotes.reports,
  ).toEqual({
    ...other,
    history: [],
  });
});

test('other remotes are untouched by a publish', () => {
  const both = publish(publish(emptyRegistry('local'), 'settings', v1, now), 'dashboard', v2, now);
  const changed = publish(both, 'settings', v2, now);
  expect(changed.remotes.dashboard).toEqual(both.remotes.dashboard);
  expect(describeChange(both, changed)).toEqual(['settings: 1.0.0-aaa -> 1.1.0-bbb (local)']);
});

test('the registry is written atomically and read back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  const file = join(dir, 'registry', 'local.json');
  expect(readRegistry(file, 'local')).toEqual(emptyRegistry('local'));
  const registry = publish(emptyRegistry('local'), 'onboarding', v1, now);
  writeAtomically(file, JSON.stringify(registry));
  expect(readRegistry(file, 'local')).toEqual(registry);
  expect(readdirSync(join(dir, 'registry'))).toEqual(['local.json']);
  expect(JSON.parse(readFileSync(file, 'utf8')).updatedAt).toBe(now.toISOString());
});

/** The real calls of a write, each recorded; the `failAt`th (from 0) throws instead of running. */
function recordedCalls(failAt = Infinity): { calls: WriteCalls; made: string[] } {
  const made: string[] = [];
  const names = new Map<number, string>();
  const step = <T>(what: string, run: () => T): T => {
    if (made.length === failAt) throw new Error(`${what} failed`);
    made.push(what);
    return run();
  };
  const calls: WriteCalls = {
    openSync: (path, flags) =>
      step(`open ${basename(String(path))}`, () => {
        const fd = openSync(path, flags);
        names.set(fd, basename(String(path)));
        return fd;
      }),
    writeFileSync: (fd, data) =>
      step(`write ${names.get(Number(fd))}`, () => writeFileSync(fd, data)),
    fsyncSync: (fd) => step(`fsync ${names.get(fd)}`, () => fsyncSync(fd)),
    closeSync: (fd) => step(`close ${names.get(fd)}`, () => closeSync(fd)),
    renameSync: (from, to) => step(`rename to ${basename(String(to))}`, () => renameSync(from, to)),
    // Cleaning up after a failure is not a step that fails.
    rmSync: (path, options) => rmSync(path, options),
  };
  return { calls, made };
}

test('a registry write flushes the file, renames it, then flushes the folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  const file = join(dir, 'local.json');
  const { calls, made } = recordedCalls();
  writeAtomically(file, '{}', calls);
  const temporary = `local.json.${process.pid}.tmp`;
  expect(made).toEqual([
    `open ${temporary}`,
    `write ${temporary}`,
    `fsync ${temporary}`,
    `close ${temporary}`,
    'rename to local.json',
    `open ${basename(dir)}`,
    `fsync ${basename(dir)}`,
    `close ${basename(dir)}`,
  ]);
});

test('a registry write that fails at any step leaves the old registry or the new one', () => {
  const before = publish(emptyRegistry('local'), 'onboarding', v1, now);
  const after = publish(before, 'settings', v2, now);
  const steps = recordedCalls();
  writeAtomically(join(mkdtempSync(join(tmpdir(), 'registry-')), 'local.json'), '{}', steps.calls);
  for (let failAt = 0; failAt < steps.made.length; failAt += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    const file = join(dir, 'local.json');
    writeAtomically(file, serializeRegistry(before));
    expect(() =>
      writeAtomically(file, serializeRegistry(after), recordedCalls(failAt).calls),
    ).toThrow('failed');
    expect([before, after]).toContainEqual(readRegistry(file, 'local'));
    // Nothing half-written is left beside it.
    expect(readdirSync(dir)).toEqual(['local.json']);
  }
});

test('integrity is the SHA-384 of the entry, as Subresource Integrity spells it', () => {
  expect(sriOf(Buffer.from('entry();'))).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  expect(sriOf(Buffer.from('a'))).not.toBe(sriOf(Buffer.from('b')));
});

test('a rollback restores the integrity and the shared-contracts range of the version before', () => {
  const published = publish(
    publish(emptyRegistry('local'), 'settings', v2, now),
    'settings',
    v3,
    now,
  );
  expect(published.remotes.settings).toEqual({ ...v3, history: [v2] });
  expect(rollback(published, 'settings', now, storedNowhere).remotes.settings).toEqual({
    ...v2,
    history: [],
  });
});

test("the shared-contracts range is read from the build's mf-manifest.json", () => {
  const manifest = {
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: 'shared-contracts/api', version: '1.0.0', requiredVersion: '^1.0.0' },
    ],
  };
  expect(sharedContractsRangeOf(manifest)).toBe('^1.0.0');
  expect(
    sharedContractsRangeOf({ shared: [{ name: 'react', requiredVersion: '^19.0.0' }] }),
  ).toBeUndefined();
  expect(sharedContractsRangeOf(null)).toBeUndefined();
});

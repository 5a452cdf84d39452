import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abortCandidate, promoteCandidate, startCanary } from './canary';
import {
  describeChange,
  emptyRegistry,
  publish,
  readRegistry,
  rollback,
  serializeRegistry,
} from './registry';

/** These releases record no script map: a rollback reads no stored files. */
const storedNowhere = (): string => {
  throw new Error('no stored files to read');
};

const now = new Date('2026-11-26T12:00:00Z');
const manifest = {
  name: 'remote_settings',
  module: './app' as const,
  mounts: ['/locations/:locationId/*'],
  pages: [{ id: 'devices', path: '/locations/:locationId/devices' }],
  flags: [],
};
/** A release's fields as a candidate holds them (its package is its entry's). */
const fieldsOf = (version: string, pages = manifest.pages) => ({
  ...manifest,
  pages,
  version,
  entry: `http://localhost:3001/${version}/remoteEntry.js`,
  integrity: `sha384-${version}`,
  sharedContracts: '^1.0.0',
});
const release = (version: string, pages = manifest.pages) => ({
  ...fieldsOf(version, pages),
  package: 'remote-settings',
});
const v1 = release('1.0.0');
const newPages = [...manifest.pages, { id: 'alerts', path: '/locations/:locationId/alerts' }];
const v2 = release('2.0.0', newPages);
const v2Fields = fieldsOf('2.0.0', newPages);
const stable = publish(emptyRegistry('local'), 'settings', v1, now);
const later = new Date('2026-11-26T13:00:00Z');

test('a canary puts the candidate release and its percent beside the stable one', () => {
  const started = startCanary(stable, 'settings', v2, 5, now);
  expect(started.remotes.settings).toEqual({
    ...v1,
    history: [],
    candidate: { ...v2Fields, percent: 5, stepStartedAt: now.toISOString() },
  });
  expect(describeChange(stable, started)).toEqual([
    'settings: candidate none -> 2.0.0 at 5 % (local)',
  ]);
});

test('running it again with the candidate ramps its percent and starts a step; the same percent changes nothing', () => {
  const started = startCanary(stable, 'settings', v2, 5, now);
  const ramped = startCanary(started, 'settings', v2, 25, later);
  expect(ramped.remotes.settings?.candidate).toEqual({
    ...v2Fields,
    percent: 25,
    stepStartedAt: later.toISOString(),
  });
  expect(describeChange(started, ramped)).toEqual([
    'settings: candidate 2.0.0 at 5 % -> 2.0.0 at 25 % (local)',
  ]);
  expect(startCanary(ramped, 'settings', v2, 25, new Date('2026-11-26T14:00:00Z'))).toBe(ramped);
});

test('a canary is refused with no stable version, of the stable version, or beside another', () => {
  expect(() => startCanary(emptyRegistry('local'), 'settings', v2, 5, now)).toThrow(
    'settings is not in the local registry (it has: none): release settings first (deploy release settings); a canary goes beside a stable version',
  );
  expect(() => startCanary(stable, 'settings', v1, 5, now)).toThrow(
    'settings 1.0.0 is the stable version in local already: give the canary a new version',
  );
  const started = startCanary(stable, 'settings', v2, 5, now);
  expect(() => startCanary(started, 'settings', release('3.0.0'), 5, now)).toThrow(
    'settings has a candidate, 2.0.0 at 5 %, in local: promote or abort it first (deploy promote settings, or deploy abort settings)',
  );
});

test('promoting makes the candidate stable, with the stable one on the history', () => {
  const started = startCanary(stable, 'settings', v2, 25, now);
  const promoted = promoteCandidate(started, 'settings', now);
  expect(promoted.remotes.settings).toEqual({ ...v2, history: [v1] });
  expect(describeChange(started, promoted)).toEqual([
    'settings: 1.0.0 -> 2.0.0 (local)',
    'settings: candidate 2.0.0 promoted (local)',
  ]);
  // The history is a rollback's as ever.
  expect(rollback(promoted, 'settings', now, storedNowhere).remotes.settings).toEqual({
    ...v1,
    history: [],
  });
});

test('aborting removes the candidate and leaves the stable version', () => {
  const started = startCanary(stable, 'settings', v2, 5, now);
  const aborted = abortCandidate(started, 'settings', now);
  expect(aborted.remotes.settings).toEqual({ ...v1, history: [] });
  expect(describeChange(started, aborted)).toEqual([
    'settings: candidate 2.0.0 at 5 % -> none (local)',
  ]);
});

test('promote and abort are refused with no candidate, saying how to start one', () => {
  for (const change of [promoteCandidate, abortCandidate]) {
    expect(() => change(stable, 'settings', now)).toThrow(
      'settings has no candidate in local: start one with deploy canary settings <version> --percent N',
    );
    expect(() => change(stable, 'dashboard', now)).toThrow(
      'dashboard is not in the local registry (it has: settings): name one of those',
    );
  }
});

test('a release is refused while a candidate is out; a rollback keeps the canary going', () => {
  const started = startCanary(
    publish(stable, 'settings', release('1.1.0'), now),
    'settings',
    v2,
    5,
    now,
  );
  expect(() => publish(started, 'settings', release('3.0.0'), now)).toThrow(
    'settings has a candidate, 2.0.0 at 5 %, in local: promote or abort it first (deploy promote settings, or deploy abort settings)',
  );
  // Releasing what is stable already changes nothing, as on every npm start.
  expect(publish(started, 'settings', release('1.1.0'), now)).toBe(started);
  expect(rollback(started, 'settings', now, storedNowhere).remotes.settings).toEqual({
    ...v1,
    history: [],
    candidate: { ...v2Fields, percent: 5, stepStartedAt: now.toISOString() },
  });
});

test('the candidate is kept by the registry file, and history entries never hold one', () => {
  const promoted = promoteCandidate(startCanary(stable, 'settings', v2, 5, now), 'settings', now);
  const started = startCanary(promoted, 'settings', release('3.0.0'), 50, now);
  const file = join(mkdtempSync(join(tmpdir(), 'canary-')), 'local.json');
  writeFileSync(file, serializeRegistry(started));
  expect(readRegistry(file, 'local')).toEqual(started);
  expect(started.remotes.settings?.history).toEqual([v1]);
});

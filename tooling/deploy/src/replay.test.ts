import { emptyRegistry, publish } from './registry';
import { readSnapshot, replayPersona, replayPlan } from './replay';
import { settingsRelease } from './testing';

const now = new Date('2026-11-26T12:00:00Z');
const release = (version: string) => ({
  ...settingsRelease(version),
  integrity: `sha384-${version}`,
});
// settings 1.1.0 is stable and 1.0.0 in its history.
const registry = publish(
  publish(emptyRegistry('local'), 'settings', release('1.0.0'), now),
  'settings',
  release('1.1.0'),
  now,
);

const snapshot = (remotes: Record<string, string>) =>
  readSnapshot({
    snapshot: 1,
    environment: 'prod',
    route: '/locations/loc-7/devices',
    remotes,
    flags: { 'next-private-guard': true, 'allow-sos-support': false },
  });

test('a snapshot opens its route with each remote pinned and its flags in the override cookie', () => {
  const plan = replayPlan(snapshot({ settings: '1.0.0' }), registry, 'http://localhost:3000');
  expect(plan.address).toBe(
    'http://localhost:3000/locations/loc-7/devices?vsg-override=settings%401.0.0',
  );
  expect(plan.cookies).toEqual([
    {
      name: 'feature-overrides',
      value: encodeURIComponent('{"next-private-guard":true,"allow-sos-support":false}'),
    },
  ]);
});

test('a version the local registry does not hold is refused, naming what to release', () => {
  expect(() =>
    replayPlan(snapshot({ settings: '0.9.0', dashboard: '2.0.0' }), registry, 'http://x'),
  ).toThrow(
    'the local registry has no settings 0.9.0, dashboard 2.0.0: release them first (deploy release <remote> --version <version> --from <its build>)',
  );
});

test('what is not a snapshot is refused, naming the field', () => {
  expect(() => readSnapshot({ snapshot: 2 })).toThrow(
    'snapshot must be 1, the only snapshot format this replay reads',
  );
  expect(() =>
    readSnapshot({
      snapshot: 1,
      environment: 'prod',
      route: 'devices',
      remotes: {},
      flags: {},
    }),
  ).toThrow('route must be a path starting with /');
  for (const route of ['//evil.example/x', '/\\evil.example/x', '/\\/evil.example']) {
    expect(() =>
      readSnapshot({ snapshot: 1, environment: 'prod', route, remotes: {}, flags: {} }),
    ).toThrow('route must be a path on the host, not an address elsewhere');
  }
  expect(() =>
    readSnapshot({
      snapshot: 1,
      environment: 'prod',
      route: '/',
      remotes: {},
      flags: { 'Not a flag': true },
    }),
  ).toThrow(/^flags\.Not a flag /);
  // Flags are data: one the platform has never seen is replayed like any other.
  expect(
    readSnapshot({
      snapshot: 1,
      environment: 'prod',
      route: '/',
      remotes: {},
      flags: { 'next-hello-page': true },
    }).flags,
  ).toEqual({ 'next-hello-page': true });
});

test('a replay signs in as the snapshot’s user where the sandbox has them, and says so', () => {
  const personas = [
    { persona: 'owner-complete', userId: 1001 },
    { persona: 'smb-owner', userId: 1020 },
  ];
  expect(replayPersona({ userId: 1020 }, undefined, personas)).toEqual({
    persona: 'smb-owner',
    why: "as smb-owner, the snapshot's user 1020",
  });
  expect(replayPersona({ userId: 1020 }, 'owner-complete', personas)).toEqual({
    persona: 'owner-complete',
    why: 'as owner-complete (--persona)',
  });
  expect(replayPersona({ userId: 4242 }, undefined, personas).why).toBe(
    "as owner-complete: the sandbox has no persona with the snapshot's user 4242 (give --persona)",
  );
  expect(replayPersona({}, undefined, null).why).toBe(
    'as owner-complete: the snapshot names no user (give --persona)',
  );
  expect(readSnapshot({ ...snapshot({}), userId: 1020 }).userId).toBe(1020);
  expect(() => readSnapshot({ ...snapshot({}), userId: 'me' })).toThrow('userId must be a user id');
});

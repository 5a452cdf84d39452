import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import { checkRouteManifest } from 'shared-contracts/registry-schema';
import { ROUTE_TABLES } from './platform-routes';

// What a release would refuse (a page under none of its mounts, a request it cannot fill, a page
// flag the remote does not declare), caught when the remotes' tests run instead of when its team
// releases: each manifest as the build emits it, its first requests recorded from the loaders.
test.each(Object.entries(ROUTE_TABLES))(
  "%s's route manifest, as built, passes the registry schema",
  async (_remote, table) => {
    const manifest = await routeManifestWithFirstRequests(table);
    expect(checkRouteManifest(manifest)).toEqual({ ok: true, value: manifest });
  },
);

test('the schema would refuse a request the page cannot fill', async () => {
  const dashboard = await routeManifestWithFirstRequests(ROUTE_TABLES.dashboard ?? never());
  const broken = {
    ...dashboard,
    pages: [{ ...dashboard.pages[0], requests: ['neighbors/:userId/devices/:doorbotId'] }],
  };
  expect(checkRouteManifest(broken).ok).toBe(false);
});

function never(): never {
  throw new Error('the dashboard has no route table');
}

// The debug panel lists a remote's flags from its manifest (ADR 0051): every flag a remote's code
// reads is one its route table declares.
test.each([
  ['remote-settings', 'settings'],
  ['remote-onboarding', 'onboarding'],
  ['remote-dashboard', 'dashboard'],
])('%s declares every flag its code reads', (pkg, key) => {
  const read = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(
          /FEATURE_FLAGS\.([A-Z0-9_]+)/g,
        )) {
          const flag: unknown = Reflect.get(FEATURE_FLAGS, name ?? '');
          if (typeof flag === 'string') read.add(flag);
        }
      }
    }
  };
  walk(join(__dirname, '..', '..', pkg, 'src'));
  expect(read.size).toBeGreaterThan(0);
  expect([...read].filter((flag) => !ROUTE_TABLES[key]?.flags.includes(flag))).toEqual([]);
});

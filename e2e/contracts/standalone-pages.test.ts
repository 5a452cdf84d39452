import { routeTable as dashboard } from 'remote-dashboard/route-table';
import { routeTable as onboarding } from 'remote-onboarding/route-table';
import { routeTable as settings } from 'remote-settings/route-table';
import { matchRoutePattern } from 'shared-contracts/registry';
import type { RouteTable } from 'shared-contracts/routing';
import { ROUTE_PAGES } from '../standalone/route-pages';
import type { RemoteName } from '../standalone/servers';

// The standalone check (e2e/standalone) opens every page each remote's route table declares: a page
// added to a route table without a case there fails here, before any server starts.
const MANIFESTS: Record<RemoteName, RouteTable> = {
  'remote-settings': settings,
  'remote-onboarding': onboarding,
  'remote-dashboard': dashboard,
};
const REMOTE_NAMES: RemoteName[] = ['remote-settings', 'remote-onboarding', 'remote-dashboard'];

const covers = (pattern: string, path: string) => matchRoutePattern(pattern, path) !== null;

test.each(REMOTE_NAMES)('the standalone check opens every page %s declares', (remote) => {
  const opened = ROUTE_PAGES[remote].map(({ path }) => path);
  const missing = MANIFESTS[remote].pages
    .map((page) => page.path)
    .filter((pattern) => !opened.some((path) => covers(pattern, path)));
  expect(missing).toEqual([]);
});

test.each(REMOTE_NAMES)('every page the standalone check opens on %s is declared', (remote) => {
  const declared = MANIFESTS[remote].pages.map((page) => page.path);
  const unknown = ROUTE_PAGES[remote]
    .map(({ path }) => path)
    .filter((path) => !declared.some((pattern) => covers(pattern, path)));
  expect(unknown).toEqual([]);
});

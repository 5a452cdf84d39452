import { createRoutesFromElements, matchPath } from 'app-router';
import {
  devicesPath,
  eventSummaryPath,
  preferencesPath,
  vsgStatePath,
  vsgStatusPath,
} from 'shared-contracts/api';
import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import { fillPathTemplate } from 'shared-contracts/registry';
import { routeManifestOf } from 'shared-contracts/routing';
import {
  buildGuard,
  FIXTURE_LOCATION_ID,
  firstRequestDisagreements,
  matcherDisagreements,
  routeTableProblems,
  setupApiServer,
} from 'shared-contracts/testing';
import { routeTable, SETTINGS_ROUTES } from './route-table';
import { settingsRoutes } from './settings-routes';

const api = setupApiServer();
const routeManifest = routeManifestOf(routeTable);
/** The fake API with every page's data there, so that no read fails while they are counted. */
const useFixture = () => api.use({ guards: { [FIXTURE_LOCATION_ID]: buildGuard() } });

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(settingsRoutes), routeManifest)).toEqual([]);
});

test('the checker would see a page the manifest left out', () => {
  const withoutDevices = {
    ...routeManifest,
    pages: routeManifest.pages.filter((page) => page.id !== SETTINGS_ROUTES.devices.id),
  };
  expect(routeTableProblems(createRoutesFromElements(settingsRoutes), withoutDevices)).toEqual([
    `the route table renders ${SETTINGS_ROUTES.devices.path}, which the manifest does not declare`,
  ]);
});

test("the first requests the build records are the guard's and loader's, the API client's paths", async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  const requestsOf = (id: string) => built.pages.find((page) => page.id === id)?.requests ?? [];
  const fill = (template: string) =>
    fillPathTemplate(template, { ownerId: 7, locationId: 'loc 1' });
  expect(requestsOf('devices').map(fill)).toEqual([
    vsgStatusPath(7, 'loc 1'),
    vsgStatePath(7, 'loc 1'),
    devicesPath(7, 'loc 1'),
    preferencesPath(7, 'loc 1'),
  ]);
  expect(requestsOf('events-summary').map(fill)).toEqual([
    vsgStatusPath(7, 'loc 1'),
    vsgStatePath(7, 'loc 1'),
    eventSummaryPath(7, 'loc 1'),
  ]);
});

test('each page asks the API for exactly what the emitted manifest declares for it', async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  expect(await firstRequestDisagreements(useFixture, routeTable, built)).toEqual([]);
});

test('the check fails where a manifest and a loader disagree', async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  const stale = {
    ...built,
    pages: built.pages.map((page) =>
      page.id === 'devices' ? { ...page, requests: page.requests?.slice(1) ?? [] } : page,
    ),
  };
  const problems = await firstRequestDisagreements(useFixture, routeTable, stale);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^devices: its guard and loader ask for .*\/status/);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

test('every settings page is guarded: the location’s settings guard runs on entry', () => {
  for (const page of routeTable.pages) expect(page.guard).toBe(SETTINGS_ROUTES.index.guard);
});

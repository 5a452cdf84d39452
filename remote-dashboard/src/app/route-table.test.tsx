import { createRoutesFromElements, matchPath } from 'app-router';
import { locationsPath, userStatusPath } from 'shared-contracts/api';
import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import { fillPathTemplate } from 'shared-contracts/registry';
import { routeManifestOf } from 'shared-contracts/routing';
import {
  firstRequestDisagreements,
  matcherDisagreements,
  routeTableProblems,
  setupApiServer,
} from 'shared-contracts/testing';
import { dashboardRoutes } from '../exposes/remote-app';
import { routeTable } from './route-table';

const api = setupApiServer();
const routeManifest = routeManifestOf(routeTable);

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(dashboardRoutes), routeManifest)).toEqual([]);
});

test("the dashboard's first requests, as the build records them, are the API client's paths", async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  const fill = (template: string) => fillPathTemplate(template, { userId: 1001 });
  expect(built.pages[0]?.requests?.map(fill)).toEqual([locationsPath(1001), userStatusPath(1001)]);
});

test('the page asks the API for exactly what the emitted manifest declares for it', async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  expect(await firstRequestDisagreements(api.use, routeTable, built)).toEqual([]);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

import { createRoutesFromElements, matchPath } from 'app-router';
import { userStatusPath } from 'shared-contracts/api';
import { fillPathTemplate } from 'shared-contracts/registry';
import { matcherDisagreements, routeTableProblems } from 'shared-contracts/testing';
import { dashboardRoutes } from '../exposes/remote-app';
import { DASHBOARD_ROUTES, routeManifest } from './route-table';

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(dashboardRoutes), routeManifest)).toEqual([]);
});

test("the dashboard's first request is the API client's own path", () => {
  const fill = (template: string) => fillPathTemplate(template, { userId: 1001 });
  expect(DASHBOARD_ROUTES.dashboard.requests.map(fill)).toEqual([userStatusPath(1001)]);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

import { createRoutesFromElements, matchPath } from 'app-router';
import { devicesPath, eventSummaryPath, preferencesPath, vsgStatePath } from 'shared-contracts/api';
import { fillPathTemplate } from 'shared-contracts/registry';
import { matcherDisagreements, routeTableProblems } from 'shared-contracts/testing';
import { routeManifest, SETTINGS_ROUTES } from './route-table';
import { settingsRoutes } from './settings-routes';

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(settingsRoutes), routeManifest)).toEqual([]);
});

test('the checker would see a page the manifest left out', () => {
  const withoutDevices = {
    ...routeManifest,
    pages: routeManifest.pages.filter((page) => page !== SETTINGS_ROUTES.devices),
  };
  expect(routeTableProblems(createRoutesFromElements(settingsRoutes), withoutDevices)).toEqual([
    `the route table renders ${SETTINGS_ROUTES.devices.path}, which the manifest does not declare`,
  ]);
});

test("the first requests are the API client's own paths", () => {
  const params = { ownerId: 7, locationId: 'loc 1' };
  const fill = (template: string) => fillPathTemplate(template, params);
  expect(SETTINGS_ROUTES.devices.requests.map(fill)).toEqual([
    vsgStatePath(7, 'loc 1'),
    devicesPath(7, 'loc 1'),
    preferencesPath(7, 'loc 1'),
  ]);
  expect(SETTINGS_ROUTES.eventsSummary.requests.map(fill)).toEqual([
    vsgStatePath(7, 'loc 1'),
    eventSummaryPath(7, 'loc 1'),
  ]);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

test("the host runs the location's settings guards before any settings page", () => {
  // Declared, not known by the host: the registry carries it (ADR 0008).
  expect(routeManifest.guard).toBe('location-settings');
});

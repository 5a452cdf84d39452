import { createRoutesFromElements, matchPath } from 'app-router';
import { contactsPath, devicesPath, preferencesPath } from 'shared-contracts/api';
import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import { fillPathTemplate } from 'shared-contracts/registry';
import { routeManifestOf } from 'shared-contracts/routing';
import {
  firstRequestDisagreements,
  matcherDisagreements,
  routeTableProblems,
  setupApiServer,
} from 'shared-contracts/testing';
import { ONBOARDING_STEPS } from '../shared/lib/destinations';
import { onboardingRoutes } from './app-routes';
import { routeTable } from './route-table';

const api = setupApiServer();
const routeManifest = routeManifestOf(routeTable);

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(onboardingRoutes), routeManifest)).toEqual([]);
});

test('the checker would see a declared page the table does not render', () => {
  const withExtra = {
    ...routeManifest,
    pages: [
      ...routeManifest.pages,
      { id: 'unknown-step', path: '/onboarding/:locationId/unknown-step' },
    ],
  };
  expect(routeTableProblems(createRoutesFromElements(onboardingRoutes), withExtra)).toEqual([
    'the manifest declares /onboarding/:locationId/unknown-step, which the route table does not render',
  ]);
});

test('each onboarding step is a page whose route id is the step', () => {
  const ids = routeManifest.pages.map((page) => page.id);
  for (const step of ONBOARDING_STEPS) expect(ids).toContain(step);
});

test("the introduction's first requests, as the build records them, are the API client's paths", async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  const introduction = built.pages.find((page) => page.id === 'introduction');
  const fill = (template: string) => fillPathTemplate(template, { ownerId: 7, locationId: 'l/1' });
  expect(introduction?.requests?.map(fill)).toEqual([
    devicesPath(7, 'l/1'),
    contactsPath(7, 'l/1'),
    preferencesPath(7, 'l/1'),
  ]);
  expect(built.pages.filter((page) => page.requests !== undefined)).toEqual([introduction]);
});

test('each page asks the API for exactly what the emitted manifest declares for it', async () => {
  const built = await routeManifestWithFirstRequests(routeTable);
  expect(await firstRequestDisagreements(api.use, routeTable, built)).toEqual([]);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

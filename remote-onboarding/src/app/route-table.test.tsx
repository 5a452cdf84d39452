import { createRoutesFromElements, matchPath } from 'app-router';
import { contactsPath, devicesPath, preferencesPath } from 'shared-contracts/api';
import { fillPathTemplate } from 'shared-contracts/registry';
import { matcherDisagreements, routeTableProblems } from 'shared-contracts/testing';
import { onboardingRoutes } from './app-routes';
import { ONBOARDING_ROUTES, routeManifest } from './route-table';

test('the route table renders exactly the pages the route manifest declares', () => {
  expect(routeTableProblems(createRoutesFromElements(onboardingRoutes), routeManifest)).toEqual([]);
});

test('the checker would see a declared page the table does not render', () => {
  const withExtra = {
    ...routeManifest,
    pages: [...routeManifest.pages, { path: '/onboarding/:locationId/unknown-step' }],
  };
  expect(routeTableProblems(createRoutesFromElements(onboardingRoutes), withExtra)).toEqual([
    'the manifest declares /onboarding/:locationId/unknown-step, which the route table does not render',
  ]);
});

test("the introduction's first requests are the API client's own paths", () => {
  const fill = (template: string) => fillPathTemplate(template, { ownerId: 7, locationId: 'l/1' });
  expect(ONBOARDING_ROUTES.introduction.requests.map(fill)).toEqual([
    devicesPath(7, 'l/1'),
    contactsPath(7, 'l/1'),
    preferencesPath(7, 'l/1'),
  ]);
});

test("the start-up's matcher answers every pattern of the manifest as react-router does", () => {
  expect(matcherDisagreements(routeManifest, matchPath)).toEqual([]);
});

import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'app-router';
import { PlatformRedirect, whenIdle } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { IntroductionPage } from '../pages/introduction/introduction-page';
import { Loading } from '../shared/components/page-states';
import { lazyPages, preloadPages } from './lazy-pages';
import { ONBOARDING_ROUTES as ROUTES } from './route-table';

const notFound = <PlatformRedirect to={HOST_PATHS.notFound} />;

/** The route of a page of the route table, rendering its lazily loaded component. */
const pageRoute = (route: { path: string }, page: { Component: ComponentType }) => (
  <Route path={route.path} element={<page.Component />} />
);

/** The routes this remote owns (platform.md section 1), on the patterns of the route table. */
export const onboardingRoutes = (
  <>
    {pageRoute(ROUTES.locationPicker, lazyPages.LocationPickerPage)}
    <Route path={ROUTES.introduction.path}>
      <Route index element={<IntroductionPage />} />
      {pageRoute(ROUTES.devices, lazyPages.DevicesPage)}
      {pageRoute(ROUTES.alertPreferences, lazyPages.AlertPreferencesPage)}
      {pageRoute(ROUTES.emergencyContacts, lazyPages.EmergencyContactsPage)}
      {pageRoute(ROUTES.professionalMonitoring, lazyPages.ProfessionalMonitoringPage)}
      {pageRoute(ROUTES.sosTurnOn, lazyPages.SosTurnOnPage)}
      {pageRoute(ROUTES.sosSetUp, lazyPages.SosSetUpPage)}
      {pageRoute(ROUTES.setupComplete, lazyPages.SetupCompletePage)}
      {pageRoute(ROUTES.howVsgWorks, lazyPages.HowVsgWorksPage)}
      {pageRoute(ROUTES.onboardingError, lazyPages.OnboardingErrorPage)}
      {pageRoute(ROUTES.eventsAndPrivacy, lazyPages.EventsAndPrivacyPage)}
      {pageRoute(ROUTES.deviceAuthorization, lazyPages.DeviceAuthorizationPage)}
      {pageRoute(ROUTES.practiceMode, lazyPages.PracticeModePage)}
      <Route path="*" element={notFound} />
    </Route>
    {pageRoute(ROUTES.freeTrial, lazyPages.FreeTrialPage)}
    {pageRoute(ROUTES.freeTrialCanceled, lazyPages.FreeTrialCanceledPage)}
    {pageRoute(ROUTES.upsell, lazyPages.UpsellPage)}
    <Route path="*" element={notFound} />
  </>
);

/** Renders the route table; the other pages' code loads once the first page is up. */
export function AppRoutes() {
  // The other pages' code, once the first page is up and the browser has nothing else to do.
  useEffect(() => whenIdle(() => void preloadPages().catch(() => undefined)), []);
  return (
    <Suspense fallback={<Loading />}>
      <Routes>{onboardingRoutes}</Routes>
    </Suspense>
  );
}

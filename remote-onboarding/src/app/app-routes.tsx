import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'app-router';
import { PlatformRedirect, whenIdle } from 'shared-contracts/platform';
import { PATHS } from 'shared-contracts/registry';
import { IntroductionPage } from '../pages/introduction/introduction-page';
import { Loading } from '../shared/components/page-states';
import { lazyPages, preloadPages } from './lazy-pages';
import { ONBOARDING_ROUTES as ROUTES } from './route-table';

const notFound = <PlatformRedirect to={PATHS.notFound} />;

/** The routes this remote owns (platform.md section 1), on the patterns of the route table. */
export const onboardingRoutes = (
  <>
    <Route path={ROUTES.locationPicker.path} element={<lazyPages.LocationPickerPage.Component />} />
    <Route path={ROUTES.introduction.path}>
      <Route index element={<IntroductionPage />} />
      <Route path={ROUTES.devices.path} element={<lazyPages.DevicesPage.Component />} />
      <Route
        path={ROUTES.alertPreferences.path}
        element={<lazyPages.AlertPreferencesPage.Component />}
      />
      <Route
        path={ROUTES.emergencyContacts.path}
        element={<lazyPages.EmergencyContactsPage.Component />}
      />
      <Route
        path={ROUTES.professionalMonitoring.path}
        element={<lazyPages.ProfessionalMonitoringPage.Component />}
      />
      <Route path={ROUTES.sosTurnOn.path} element={<lazyPages.SosTurnOnPage.Component />} />
      <Route path={ROUTES.sosSetUp.path} element={<lazyPages.SosSetUpPage.Component />} />
      <Route path={ROUTES.setupComplete.path} element={<lazyPages.SetupCompletePage.Component />} />
      <Route path={ROUTES.howVsgWorks.path} element={<lazyPages.HowVsgWorksPage.Component />} />
      <Route
        path={ROUTES.onboardingError.path}
        element={<lazyPages.OnboardingErrorPage.Component />}
      />
      <Route
        path={ROUTES.eventsAndPrivacy.path}
        element={<lazyPages.EventsAndPrivacyPage.Component />}
      />
      <Route
        path={ROUTES.deviceAuthorization.path}
        element={<lazyPages.DeviceAuthorizationPage.Component />}
      />
      <Route path={ROUTES.practiceMode.path} element={<lazyPages.PracticeModePage.Component />} />
      <Route path="*" element={notFound} />
    </Route>
    <Route path={ROUTES.freeTrial.path} element={<lazyPages.FreeTrialPage.Component />} />
    <Route
      path={ROUTES.freeTrialCanceled.path}
      element={<lazyPages.FreeTrialCanceledPage.Component />}
    />
    <Route path={ROUTES.upsell.path} element={<lazyPages.UpsellPage.Component />} />
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

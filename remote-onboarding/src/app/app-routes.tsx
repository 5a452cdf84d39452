import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'app-router';
import { PATHS, whenIdle } from 'shared-contracts';
import { IntroductionPage } from '../pages/introduction/introduction-page';
import { Loading } from '../shared/components/page-states';
import { Redirect } from '../shared/components/redirect';
import { lazyPages, preloadPages } from './lazy-pages';

/** The routes this remote owns (platform.md section 1), relative to the root where the host mounts it. */
export function AppRoutes() {
  // The other pages' code, once the first page is up and the browser has nothing else to do.
  useEffect(() => whenIdle(() => void preloadPages().catch(() => undefined)), []);
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="onboarding" element={<lazyPages.LocationPickerPage.Component />} />
        <Route path="onboarding/:locationId">
          <Route index element={<IntroductionPage />} />
          <Route path="devices" element={<lazyPages.DevicesPage.Component />} />
          <Route path="alert-preferences" element={<lazyPages.AlertPreferencesPage.Component />} />
          <Route
            path="emergency-contacts"
            element={<lazyPages.EmergencyContactsPage.Component />}
          />
          <Route
            path="professional-monitoring"
            element={<lazyPages.ProfessionalMonitoringPage.Component />}
          />
          <Route path="sos-turn-on" element={<lazyPages.SosTurnOnPage.Component />} />
          <Route path="sos-set-up" element={<lazyPages.SosSetUpPage.Component />} />
          <Route path="setup-complete" element={<lazyPages.SetupCompletePage.Component />} />
          <Route path="how-vsg-works" element={<lazyPages.HowVsgWorksPage.Component />} />
          <Route path="onboarding-error" element={<lazyPages.OnboardingErrorPage.Component />} />
          <Route path="events-and-privacy" element={<lazyPages.EventsAndPrivacyPage.Component />} />
          <Route
            path="device-authorization"
            element={<lazyPages.DeviceAuthorizationPage.Component />}
          />
          <Route path="practice-mode" element={<lazyPages.PracticeModePage.Component />} />
          <Route path="*" element={<Redirect to={PATHS.notFound} />} />
        </Route>
        <Route
          path="locations/:locationId/free-trial"
          element={<lazyPages.FreeTrialPage.Component />}
        />
        <Route path="free-trial-canceled" element={<lazyPages.FreeTrialCanceledPage.Component />} />
        <Route
          path="video-monitoring/experience-more"
          element={<lazyPages.UpsellPage.Component />}
        />
        <Route path="*" element={<Redirect to={PATHS.notFound} />} />
      </Routes>
    </Suspense>
  );
}

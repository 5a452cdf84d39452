import { Route, Routes } from 'app-router';
import { PATHS } from 'shared-contracts';
import { AlertPreferencesPage } from '../pages/alert-preferences/alert-preferences-page';
import { DeviceAuthorizationPage } from '../pages/device-authorization/device-authorization-page';
import { DevicesPage } from '../pages/devices/devices-page';
import { EmergencyContactsPage } from '../pages/emergency-contacts/emergency-contacts-page';
import { EventsAndPrivacyPage } from '../pages/events-and-privacy/events-and-privacy-page';
import { FreeTrialCanceledPage } from '../pages/free-trial-canceled/free-trial-canceled-page';
import { FreeTrialPage } from '../pages/free-trial/free-trial-page';
import { HowVsgWorksPage } from '../pages/how-vsg-works/how-vsg-works-page';
import { IntroductionPage } from '../pages/introduction/introduction-page';
import { LocationPickerPage } from '../pages/location-picker/location-picker-page';
import { OnboardingErrorPage } from '../pages/onboarding-error/onboarding-error-page';
import { PracticeModePage } from '../pages/practice-mode/practice-mode-page';
import { ProfessionalMonitoringPage } from '../pages/professional-monitoring/professional-monitoring-page';
import { SetupCompletePage } from '../pages/setup-complete/setup-complete-page';
import { SosSetUpPage } from '../pages/sos-set-up/sos-set-up-page';
import { SosTurnOnPage } from '../pages/sos-turn-on/sos-turn-on-page';
import { UpsellPage } from '../pages/upsell/upsell-page';
import { Redirect } from '../shared/components/redirect';

/** The routes this remote owns (platform.md section 1), relative to the root where the host mounts it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="onboarding" element={<LocationPickerPage />} />
      <Route path="onboarding/:locationId">
        <Route index element={<IntroductionPage />} />
        <Route path="devices" element={<DevicesPage />} />
        <Route path="alert-preferences" element={<AlertPreferencesPage />} />
        <Route path="emergency-contacts" element={<EmergencyContactsPage />} />
        <Route path="professional-monitoring" element={<ProfessionalMonitoringPage />} />
        <Route path="sos-turn-on" element={<SosTurnOnPage />} />
        <Route path="sos-set-up" element={<SosSetUpPage />} />
        <Route path="setup-complete" element={<SetupCompletePage />} />
        <Route path="how-vsg-works" element={<HowVsgWorksPage />} />
        <Route path="onboarding-error" element={<OnboardingErrorPage />} />
        <Route path="events-and-privacy" element={<EventsAndPrivacyPage />} />
        <Route path="device-authorization" element={<DeviceAuthorizationPage />} />
        <Route path="practice-mode" element={<PracticeModePage />} />
        <Route path="*" element={<Redirect to={PATHS.notFound} />} />
      </Route>
      <Route path="locations/:locationId/free-trial" element={<FreeTrialPage />} />
      <Route path="free-trial-canceled" element={<FreeTrialCanceledPage />} />
      <Route path="video-monitoring/experience-more" element={<UpsellPage />} />
      <Route path="*" element={<Redirect to={PATHS.notFound} />} />
    </Routes>
  );
}

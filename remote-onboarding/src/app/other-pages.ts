// The pages that are not the introduction: the one module of the lazy 'pages' chunk
// (see lazy-pages.ts).
export { AlertPreferencesPage } from '../pages/alert-preferences/alert-preferences-page';
export { DeviceAuthorizationPage } from '../pages/device-authorization/device-authorization-page';
export { DevicesPage } from '../pages/devices/devices-page';
export { EmergencyContactsPage } from '../pages/emergency-contacts/emergency-contacts-page';
export { EventsAndPrivacyPage } from '../pages/events-and-privacy/events-and-privacy-page';
export { FreeTrialCanceledPage } from '../pages/free-trial-canceled/free-trial-canceled-page';
export { FreeTrialPage } from '../pages/free-trial/free-trial-page';
export { HowVsgWorksPage } from '../pages/how-vsg-works/how-vsg-works-page';
export { LocationPickerPage } from '../pages/location-picker/location-picker-page';
export { OnboardingErrorPage } from '../pages/onboarding-error/onboarding-error-page';
export { PracticeModePage } from '../pages/practice-mode/practice-mode-page';
export { ProfessionalMonitoringPage } from '../pages/professional-monitoring/professional-monitoring-page';
export { SetupCompletePage } from '../pages/setup-complete/setup-complete-page';
export { SosSetUpPage } from '../pages/sos-set-up/sos-set-up-page';
export { SosTurnOnPage } from '../pages/sos-turn-on/sos-turn-on-page';
export { UpsellPage } from '../pages/upsell/upsell-page';

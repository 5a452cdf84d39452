import { instantLazy } from 'ui';

// Every page but the introduction is in one chunk of its own ('pages'). The introduction is the page
// a webview session opens on, and its first paint need not wait for the other pages' code.
// `preloadPages` fetches that chunk once the first page is up and the browser is idle, so the next
// step renders at once, as before: instantLazy renders a loaded page in the same pass, with no
// fallback. A page opened before the chunk has arrived shows the loading state until it does.

export const lazyPages = {
  AlertPreferencesPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/alert-preferences/alert-preferences-page'
    ).then((module) => module.AlertPreferencesPage),
  ),
  DeviceAuthorizationPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/device-authorization/device-authorization-page'
    ).then((module) => module.DeviceAuthorizationPage),
  ),
  DevicesPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/devices/devices-page').then(
      (module) => module.DevicesPage,
    ),
  ),
  EmergencyContactsPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/emergency-contacts/emergency-contacts-page'
    ).then((module) => module.EmergencyContactsPage),
  ),
  EventsAndPrivacyPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/events-and-privacy/events-and-privacy-page'
    ).then((module) => module.EventsAndPrivacyPage),
  ),
  FreeTrialCanceledPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/free-trial-canceled/free-trial-canceled-page'
    ).then((module) => module.FreeTrialCanceledPage),
  ),
  FreeTrialPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/free-trial/free-trial-page').then(
      (module) => module.FreeTrialPage,
    ),
  ),
  HowVsgWorksPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/how-vsg-works/how-vsg-works-page').then(
      (module) => module.HowVsgWorksPage,
    ),
  ),
  LocationPickerPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/location-picker/location-picker-page').then(
      (module) => module.LocationPickerPage,
    ),
  ),
  OnboardingErrorPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/onboarding-error/onboarding-error-page').then(
      (module) => module.OnboardingErrorPage,
    ),
  ),
  PracticeModePage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/practice-mode/practice-mode-page').then(
      (module) => module.PracticeModePage,
    ),
  ),
  ProfessionalMonitoringPage: instantLazy(() =>
    import(
      /* webpackChunkName: "pages" */ '../pages/professional-monitoring/professional-monitoring-page'
    ).then((module) => module.ProfessionalMonitoringPage),
  ),
  SetupCompletePage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/setup-complete/setup-complete-page').then(
      (module) => module.SetupCompletePage,
    ),
  ),
  SosSetUpPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/sos-set-up/sos-set-up-page').then(
      (module) => module.SosSetUpPage,
    ),
  ),
  SosTurnOnPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/sos-turn-on/sos-turn-on-page').then(
      (module) => module.SosTurnOnPage,
    ),
  ),
  UpsellPage: instantLazy(() =>
    import(/* webpackChunkName: "pages" */ '../pages/upsell/upsell-page').then(
      (module) => module.UpsellPage,
    ),
  ),
};

/**
 * Starts the load of the pages' chunk, once (later calls share it). Every page's own load is started
 * too, so that each of them has its module when it first renders and renders in the same pass.
 */
export function preloadPages(): Promise<unknown> {
  return Promise.all(Object.values(lazyPages).map((page) => page.preload()));
}

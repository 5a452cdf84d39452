import { instantLazy } from 'app-runtime/lazy';
import type * as OtherPages from './other-pages';

// Every page but the introduction is in one chunk of its own ('pages'). The introduction is the page
// a webview session opens on, and its first paint need not wait for the other pages' code.
// `preloadPages` fetches that chunk once the first page is up and the browser is idle, so the next
// step renders at once, as before: instantLazy renders a loaded page in the same pass, with no
// fallback. A page opened before the chunk has arrived shows the loading state until it does.

const loadOtherPages = () => import(/* webpackChunkName: "pages" */ './other-pages');

const lazyPage = <Name extends keyof typeof OtherPages>(name: Name) =>
  instantLazy(() => loadOtherPages().then((pages) => pages[name]));

export const lazyPages = {
  AlertPreferencesPage: lazyPage('AlertPreferencesPage'),
  DeviceAuthorizationPage: lazyPage('DeviceAuthorizationPage'),
  DevicesPage: lazyPage('DevicesPage'),
  EmergencyContactsPage: lazyPage('EmergencyContactsPage'),
  EventsAndPrivacyPage: lazyPage('EventsAndPrivacyPage'),
  FreeTrialCanceledPage: lazyPage('FreeTrialCanceledPage'),
  FreeTrialPage: lazyPage('FreeTrialPage'),
  HowVsgWorksPage: lazyPage('HowVsgWorksPage'),
  LocationPickerPage: lazyPage('LocationPickerPage'),
  OnboardingErrorPage: lazyPage('OnboardingErrorPage'),
  PracticeModePage: lazyPage('PracticeModePage'),
  ProfessionalMonitoringPage: lazyPage('ProfessionalMonitoringPage'),
  SetupCompletePage: lazyPage('SetupCompletePage'),
  SosSetUpPage: lazyPage('SosSetUpPage'),
  SosTurnOnPage: lazyPage('SosTurnOnPage'),
  UpsellPage: lazyPage('UpsellPage'),
};

/**
 * Starts the load of the pages' chunk, once (later calls share it). Every page's own load is started
 * too, so that each of them has its module when it first renders and renders in the same pass.
 */
export function preloadPages(): Promise<unknown> {
  return Promise.all(Object.values(lazyPages).map((page) => page.preload()));
}

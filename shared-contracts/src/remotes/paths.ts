/** Onboarding steps under /onboarding/:locationId/ (spec section 2.1). */
export const ONBOARDING_STEPS = [
  'devices',
  'alert-preferences',
  'emergency-contacts',
  'professional-monitoring',
  'sos-turn-on',
  'sos-set-up',
  'setup-complete',
  'how-vsg-works',
  'onboarding-error',
  'events-and-privacy',
  'device-authorization',
  'practice-mode',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Settings pages under /locations/:locationId/ (spec section 2.1). */
export const SETTINGS_PAGES = [
  'events-summary',
  'private-guard',
  'alerts',
  'devices',
  'trial-management',
  'trial-management/benefits',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

const id = (locationId: string): string => encodeURIComponent(locationId);

/** Route paths of the whole product, defined once (spec section 2.1). */
export const PATHS = {
  root: '/',
  locations: '/locations',
  location: '/location',
  dashboard: '/dashboard',
  onboard: '/onboard',
  returnTo: '/return_to',
  signout: '/signout',
  signin: '/signin',
  notFound: '/not-found',
  freeTrialCanceled: '/free-trial-canceled',
  upsell: '/video-monitoring/experience-more',
  onboarding: '/onboarding',
  settings: (locationId: string): string => `/locations/${id(locationId)}`,
  settingsPage: (locationId: string, page: SettingsPage): string =>
    `/locations/${id(locationId)}/${page}`,
  eventsSummary: (locationId: string): string => `/locations/${id(locationId)}/events-summary`,
  devices: (locationId: string): string => `/locations/${id(locationId)}/devices`,
  freeTrial: (locationId: string): string => `/locations/${id(locationId)}/free-trial`,
  onboardingIntro: (locationId: string): string => `/onboarding/${id(locationId)}`,
  onboardingStep: (locationId: string, step: OnboardingStep): string =>
    `/onboarding/${id(locationId)}/${step}`,
} as const;

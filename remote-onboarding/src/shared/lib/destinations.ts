import { pageTarget } from 'shared-contracts/routing';

// Every page onboarding links to or sends the user to, its own included, by remote and route id:
// the registry gives their paths. A contract test holds each against its remote's route table.

export const ONBOARDING_REMOTE = 'onboarding';

/** The onboarding steps under /onboarding/:locationId/ (spec section 2.1): their route ids. */
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

/** A page of the onboarding flow: the introduction (`/onboarding/:locationId`) or a step below it. */
export type OnboardingPage = 'introduction' | OnboardingStep;

/** A location's onboarding page, by its route id. */
export const onboardingPageTarget = (page: OnboardingPage) => pageTarget(ONBOARDING_REMOTE, page);

export const ONBOARDING_INTRODUCTION = onboardingPageTarget('introduction');
export const FREE_TRIAL = pageTarget(ONBOARDING_REMOTE, 'free-trial');
export const LOCATION_PICKER = pageTarget(ONBOARDING_REMOTE, 'location-picker');

export const SETTINGS = pageTarget('settings', 'settings');
export const DASHBOARD = pageTarget('dashboard', 'dashboard');

export const DESTINATIONS = [
  ONBOARDING_INTRODUCTION,
  ...ONBOARDING_STEPS.map(onboardingPageTarget),
  FREE_TRIAL,
  LOCATION_PICKER,
  SETTINGS,
  DASHBOARD,
];

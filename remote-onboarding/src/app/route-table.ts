import { FEATURE_FLAGS, type PageDeclaration, type RouteManifest } from 'shared-contracts';

// The onboarding remote's route table: every page's pattern, the flag that gates it and the GETs it
// makes as soon as it renders, written once. `app-routes.tsx` renders these patterns, and the build
// emits `routeManifest` as route-manifest.json, which a release copies into the registry: the host
// learns from there where onboarding mounts, what is gated and what to fetch early.

const STEP = '/onboarding/:locationId';

export const ONBOARDING_ROUTES = {
  locationPicker: { path: '/onboarding' },
  introduction: {
    path: STEP,
    requests: [
      'neighbors/:ownerId/locations/:locationId/devices',
      'neighbors/:ownerId/locations/:locationId/contacts',
      'neighbors/:ownerId/locations/:locationId/preferences',
    ],
  },
  devices: { path: `${STEP}/devices` },
  alertPreferences: { path: `${STEP}/alert-preferences` },
  emergencyContacts: { path: `${STEP}/emergency-contacts` },
  professionalMonitoring: { path: `${STEP}/professional-monitoring` },
  sosTurnOn: { path: `${STEP}/sos-turn-on`, flag: FEATURE_FLAGS.SOS_SUPPORT },
  sosSetUp: { path: `${STEP}/sos-set-up`, flag: FEATURE_FLAGS.SOS_SUPPORT },
  setupComplete: { path: `${STEP}/setup-complete` },
  howVsgWorks: { path: `${STEP}/how-vsg-works` },
  onboardingError: { path: `${STEP}/onboarding-error` },
  eventsAndPrivacy: { path: `${STEP}/events-and-privacy` },
  deviceAuthorization: { path: `${STEP}/device-authorization` },
  practiceMode: { path: `${STEP}/practice-mode` },
  freeTrial: { path: '/locations/:locationId/free-trial' },
  freeTrialCanceled: { path: '/free-trial-canceled' },
  upsell: { path: '/video-monitoring/experience-more' },
} as const satisfies Record<string, PageDeclaration>;

const ROUTES = ONBOARDING_ROUTES;

export const routeManifest: RouteManifest = {
  name: 'remote_onboarding',
  module: './app',
  mounts: [
    ROUTES.freeTrial.path,
    '/onboarding/*',
    ROUTES.freeTrialCanceled.path,
    ROUTES.upsell.path,
  ],
  pages: Object.values(ONBOARDING_ROUTES),
};

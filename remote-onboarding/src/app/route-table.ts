import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { PageDeclaration, RouteManifest } from 'shared-contracts/registry';

// The onboarding remote's route table: every page's pattern, the flag that gates it and the GETs it
// makes as soon as it renders, written once. `app-routes.tsx` renders these patterns, and the build
// emits `routeManifest` as route-manifest.json, which a release copies into the registry: the host
// learns from there where onboarding mounts, what is gated and what to fetch early.

const STEP = '/onboarding/:locationId';
/** Every page but the introduction is in the lazy chunk `pages` (lazy-pages.ts), needed at once. */
const LAZY = { preload: ['pages'] } as const;

export const ONBOARDING_ROUTES = {
  locationPicker: { path: '/onboarding', ...LAZY },
  introduction: {
    path: STEP,
    requests: [
      'neighbors/:ownerId/locations/:locationId/devices',
      'neighbors/:ownerId/locations/:locationId/contacts',
      'neighbors/:ownerId/locations/:locationId/preferences',
    ],
  },
  devices: { path: `${STEP}/devices`, ...LAZY },
  alertPreferences: { path: `${STEP}/alert-preferences`, ...LAZY },
  emergencyContacts: { path: `${STEP}/emergency-contacts`, ...LAZY },
  professionalMonitoring: { path: `${STEP}/professional-monitoring`, ...LAZY },
  sosTurnOn: { path: `${STEP}/sos-turn-on`, flag: FEATURE_FLAGS.SOS_SUPPORT, ...LAZY },
  sosSetUp: { path: `${STEP}/sos-set-up`, flag: FEATURE_FLAGS.SOS_SUPPORT, ...LAZY },
  setupComplete: { path: `${STEP}/setup-complete`, ...LAZY },
  howVsgWorks: { path: `${STEP}/how-vsg-works`, ...LAZY },
  onboardingError: { path: `${STEP}/onboarding-error`, ...LAZY },
  eventsAndPrivacy: { path: `${STEP}/events-and-privacy`, ...LAZY },
  deviceAuthorization: { path: `${STEP}/device-authorization`, ...LAZY },
  practiceMode: { path: `${STEP}/practice-mode`, ...LAZY },
  freeTrial: { path: '/locations/:locationId/free-trial', ...LAZY },
  freeTrialCanceled: { path: '/free-trial-canceled', ...LAZY },
  upsell: { path: '/video-monitoring/experience-more', ...LAZY },
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

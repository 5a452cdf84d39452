import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { RoutePage, RouteTable } from 'shared-contracts/routing';
import { introductionLoader } from '../pages/introduction/introduction-loader';
import { preloadPages } from './lazy-pages';

// The onboarding remote's route table: each page's route id, pattern, flag and loader, written
// once. `app-routes.tsx` renders these patterns; the build emits the table as route-manifest.json
// (each page's first requests recorded from its loader), which a release copies into the
// registry: the host learns from there where onboarding mounts, what is gated and what to fetch
// early. A page's route id is its step's name (`shared/lib/onboarding-steps.ts`).

const STEP = '/onboarding/:locationId';
/**
 * Every page but the introduction is in the lazy chunk `pages` (lazy-pages.ts), needed at once:
 * its code loads with the page's data.
 */
const LAZY = { preload: ['pages'], code: preloadPages } as const;

export const ONBOARDING_ROUTES = {
  locationPicker: { id: 'location-picker', path: '/onboarding', ...LAZY },
  introduction: { id: 'introduction', path: STEP, loader: introductionLoader },
  devices: { id: 'devices', path: `${STEP}/devices`, ...LAZY },
  alertPreferences: { id: 'alert-preferences', path: `${STEP}/alert-preferences`, ...LAZY },
  emergencyContacts: { id: 'emergency-contacts', path: `${STEP}/emergency-contacts`, ...LAZY },
  professionalMonitoring: {
    id: 'professional-monitoring',
    path: `${STEP}/professional-monitoring`,
    ...LAZY,
  },
  sosTurnOn: {
    id: 'sos-turn-on',
    path: `${STEP}/sos-turn-on`,
    flag: FEATURE_FLAGS.SOS_SUPPORT,
    ...LAZY,
  },
  sosSetUp: {
    id: 'sos-set-up',
    path: `${STEP}/sos-set-up`,
    flag: FEATURE_FLAGS.SOS_SUPPORT,
    ...LAZY,
  },
  setupComplete: { id: 'setup-complete', path: `${STEP}/setup-complete`, ...LAZY },
  howVsgWorks: { id: 'how-vsg-works', path: `${STEP}/how-vsg-works`, ...LAZY },
  onboardingError: { id: 'onboarding-error', path: `${STEP}/onboarding-error`, ...LAZY },
  eventsAndPrivacy: { id: 'events-and-privacy', path: `${STEP}/events-and-privacy`, ...LAZY },
  deviceAuthorization: {
    id: 'device-authorization',
    path: `${STEP}/device-authorization`,
    ...LAZY,
  },
  practiceMode: { id: 'practice-mode', path: `${STEP}/practice-mode`, ...LAZY },
  freeTrial: { id: 'free-trial', path: '/locations/:locationId/free-trial', ...LAZY },
  freeTrialCanceled: { id: 'free-trial-canceled', path: '/free-trial-canceled', ...LAZY },
  upsell: { id: 'upsell', path: '/video-monitoring/experience-more', ...LAZY },
} as const satisfies Record<string, RoutePage>;

const ROUTES = ONBOARDING_ROUTES;

export const routeTable: RouteTable = {
  name: 'remote_onboarding',
  module: './app',
  mounts: [
    ROUTES.freeTrial.path,
    '/onboarding/*',
    ROUTES.freeTrialCanceled.path,
    ROUTES.upsell.path,
  ],
  // Every flag onboarding reads, gating a page or a part of one.
  flags: [FEATURE_FLAGS.SOS_SUPPORT, FEATURE_FLAGS.ONBOARDING_3_0, FEATURE_FLAGS.DASHBOARD_SMB],
  pages: Object.values(ONBOARDING_ROUTES),
};

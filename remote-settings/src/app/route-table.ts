import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { PageDeclaration, RouteManifest } from 'shared-contracts/registry';

// The settings remote's route table: every page's pattern, the flag that gates it and the GETs it
// makes as soon as it renders, written once. `settings-routes.tsx` renders these patterns, and the
// build emits `routeManifest` as route-manifest.json, which a release copies into the registry: the
// host learns from there where settings mounts, what is gated and what to fetch early.

const STATE = 'neighbors/:ownerId/locations/:locationId/state';
const EVENT_SUMMARY = 'neighbors/:ownerId/locations/:locationId/events/summary';

export const SETTINGS_ROUTES = {
  /** The bare settings path opens the events summary. */
  index: { path: '/locations/:locationId', requests: [STATE, EVENT_SUMMARY] },
  eventsSummary: {
    path: '/locations/:locationId/events-summary',
    requests: [STATE, EVENT_SUMMARY],
  },
  devices: {
    path: '/locations/:locationId/devices',
    requests: [
      STATE,
      'neighbors/:ownerId/locations/:locationId/devices',
      'neighbors/:ownerId/locations/:locationId/preferences',
    ],
  },
  alerts: { path: '/locations/:locationId/alerts' },
  privateGuard: { path: '/locations/:locationId/private-guard', flag: FEATURE_FLAGS.PRIVATE_GUARD },
  trialManagement: { path: '/locations/:locationId/trial-management' },
  trialBenefits: { path: '/locations/:locationId/trial-management/benefits' },
} as const satisfies Record<string, PageDeclaration>;

export const routeManifest: RouteManifest = {
  name: 'remote_settings',
  module: './app',
  mounts: ['/locations/:locationId/*'],
  // The host runs the location's settings guards (spec 2.3) before any of these pages loads.
  guard: 'location-settings',
  pages: Object.values(SETTINGS_ROUTES),
};

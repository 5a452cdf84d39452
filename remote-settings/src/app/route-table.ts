import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { RoutePage, RouteTable } from 'shared-contracts/routing';
import { alertsLoader } from '../pages/alerts/alerts-loader';
import { devicesLoader } from '../pages/devices/devices-loader';
import { eventsSummaryLoader } from '../pages/events-summary/events-summary-loader';
import { privateGuardLoader } from '../pages/private-guard/private-guard-loader';
import { trialManagementLoader } from '../pages/trial-management/trial-management-loader';
import { settingsGuard } from './settings-guard/settings-guard';

// The settings remote's route table: each page's route id, pattern, flag, guard and loader, written
// once. `settings-routes.tsx` renders these patterns; the build emits the table as
// route-manifest.json (each page's first requests recorded from its guard and loader), which a
// release copies into the registry: the host learns from there where settings mounts, what is
// gated and what to fetch early. The host runs the guard and the loader from this module.

const LOCATION = '/locations/:locationId';
const guard = settingsGuard;

export const SETTINGS_ROUTES = {
  /** The bare settings path opens the events summary. */
  index: { id: 'settings', path: LOCATION, guard, loader: eventsSummaryLoader },
  eventsSummary: {
    id: 'events-summary',
    path: `${LOCATION}/events-summary`,
    guard,
    loader: eventsSummaryLoader,
  },
  devices: { id: 'devices', path: `${LOCATION}/devices`, guard, loader: devicesLoader },
  alerts: { id: 'alerts', path: `${LOCATION}/alerts`, guard, loader: alertsLoader },
  privateGuard: {
    id: 'private-guard',
    path: `${LOCATION}/private-guard`,
    flag: FEATURE_FLAGS.PRIVATE_GUARD,
    guard,
    loader: privateGuardLoader,
  },
  trialManagement: {
    id: 'trial-management',
    path: `${LOCATION}/trial-management`,
    guard,
    loader: trialManagementLoader,
  },
  trialBenefits: {
    id: 'trial-benefits',
    path: `${LOCATION}/trial-management/benefits`,
    guard,
    loader: trialManagementLoader,
  },
} as const satisfies Record<string, RoutePage>;

export const routeTable: RouteTable = {
  name: 'remote_settings',
  module: './app',
  mounts: [`${LOCATION}/*`],
  // Every flag the settings read, gating a page or a part of one.
  flags: [
    FEATURE_FLAGS.LOCATION_PAUSED,
    FEATURE_FLAGS.DASHBOARD_SMB,
    FEATURE_FLAGS.VIDEO_MONITORING_ZONES,
    FEATURE_FLAGS.MONITORING_ZONES_WEB_REDIRECT,
    FEATURE_FLAGS.PRIVATE_GUARD,
    FEATURE_FLAGS.PRIVATE_GUARD_DELETE,
    FEATURE_FLAGS.EVENT_OVERAGES,
    FEATURE_FLAGS.GEOFENCE_SNOOZE,
    FEATURE_FLAGS.AUTOMATED_WARNING,
    FEATURE_FLAGS.LOCATION_OVERVIEW,
  ],
  pages: Object.values(SETTINGS_ROUTES),
};

import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { RoutePage, RouteTable } from 'shared-contracts/routing';
import { dashboardLoader } from '../pages/dashboard/dashboard-loader';

// The dashboard remote's route table, written once: `remote-app.tsx` renders its pattern, and the
// build emits it as route-manifest.json (its first requests recorded from the loader), which a
// release copies into the registry.

export const DASHBOARD_ROUTES = {
  dashboard: {
    id: 'dashboard',
    path: '/dashboard',
    flag: FEATURE_FLAGS.DASHBOARD_SMB,
    loader: dashboardLoader,
  },
} as const satisfies Record<string, RoutePage>;

export const routeTable: RouteTable = {
  name: 'remote_dashboard',
  module: './app',
  mounts: [DASHBOARD_ROUTES.dashboard.path],
  flags: [FEATURE_FLAGS.DASHBOARD_SMB],
  pages: Object.values(DASHBOARD_ROUTES),
};

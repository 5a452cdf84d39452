import { FEATURE_FLAGS } from 'shared-contracts/constants';
import type { PageDeclaration, RouteManifest } from 'shared-contracts/registry';

// The dashboard remote's route table, written once: `remote-app.tsx` renders its pattern, and the
// build emits `routeManifest` as route-manifest.json, which a release copies into the registry.

export const DASHBOARD_ROUTES = {
  dashboard: {
    path: '/dashboard',
    flag: FEATURE_FLAGS.DASHBOARD_SMB,
    // The status list, alongside the locations list the host has already asked for.
    requests: ['neighbors/:userId/status'],
  },
} as const satisfies Record<string, PageDeclaration>;

export const routeManifest: RouteManifest = {
  name: 'remote_dashboard',
  module: './app',
  mounts: [DASHBOARD_ROUTES.dashboard.path],
  pages: Object.values(DASHBOARD_ROUTES),
};

import { Route, Routes } from 'app-router';
import { PlatformRedirect } from 'shared-contracts/platform';
import { HOST_PATHS, type RemoteAppProps } from 'shared-contracts/registry';
import { DASHBOARD_ROUTES } from '../app/route-table';
import { DashboardPage } from '../pages/dashboard/dashboard-page';

export const dashboardRoutes = (
  <>
    <Route path={DASHBOARD_ROUTES.dashboard.path} element={<DashboardPage />} />
    <Route path="*" element={<PlatformRedirect to={HOST_PATHS.notFound} />} />
  </>
);

/** The one module the host loads: /dashboard. */
export function RemoteApp(_props: RemoteAppProps) {
  return <Routes>{dashboardRoutes}</Routes>;
}
// The host runs the page's loader from here, before the page renders.
export { routeTable } from '../app/route-table';

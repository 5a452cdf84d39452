import { Route, Routes, useParams } from 'app-router';
import { TEXTS } from 'shared-contracts/constants';
import { PlatformRedirect } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { Text } from 'ui';
import { TrialAccess } from '../features/trial/components/trial-access';
import { AlertsPage } from '../pages/alerts/alerts-page';
import { DevicesPage } from '../pages/devices/devices-page';
import { EventsSummaryPage } from '../pages/events-summary/events-summary-page';
import { PrivateGuardPage } from '../pages/private-guard/private-guard-page';
import { TrialBenefitsPage } from '../pages/trial-benefits/trial-benefits-page';
import { TrialManagementPage } from '../pages/trial-management/trial-management-page';
import { SETTINGS_ROUTES as ROUTES } from './route-table';
import { SettingsLayout } from './settings-layout';
import { EVENTS_SUMMARY } from '../shared/lib/destinations';

const notFound = <PlatformRedirect to={HOST_PATHS.notFound} />;

/** The bare settings path of a location: its events summary. */
function ToEventsSummary() {
  const { locationId = '' } = useParams();
  return <PlatformRedirect to={EVENTS_SUMMARY({ locationId })} />;
}

/**
 * Settings routes, on the patterns of the route table (the host mounts remotes at its catch-all).
 * The bare settings path goes to the events summary; any other path under settings to /not-found.
 * A page whose flag is off never gets here: the host (or the standalone harness) sends it to
 * /not-found from the registry's declaration, before the remote renders.
 */
export const settingsRoutes = (
  <>
    <Route path={ROUTES.index.path} element={<SettingsLayout />}>
      <Route index element={<ToEventsSummary />} />
      <Route path={ROUTES.eventsSummary.path} element={<EventsSummaryPage />} />
      <Route path={ROUTES.devices.path} element={<DevicesPage />} />
      <Route path={ROUTES.alerts.path} element={<AlertsPage />} />
      <Route path={ROUTES.privateGuard.path} element={<PrivateGuardPage />} />
      <Route
        path={ROUTES.trialManagement.path}
        element={
          <TrialAccess>
            <TrialManagementPage />
          </TrialAccess>
        }
      />
      <Route
        path={ROUTES.trialBenefits.path}
        element={
          <TrialAccess>
            <TrialBenefitsPage />
          </TrialAccess>
        }
      />
    </Route>
    <Route path={`${ROUTES.index.path}/*`} element={notFound} />
    {/* The host owns /not-found; this keeps the remote alone (standalone) from redirecting in a loop. */}
    <Route path={HOST_PATHS.notFound.slice(1)} element={<Text>{TEXTS.notFoundPage}</Text>} />
    <Route path="*" element={notFound} />
  </>
);

export function SettingsRoutes() {
  return <Routes>{settingsRoutes}</Routes>;
}

import { Navigate, Route, Routes } from 'app-router';
import { FEATURE_FLAGS, PATHS, TEXTS } from 'shared-contracts';
import { Text } from 'ui';
import { TrialAccess } from '../features/trial/components/trial-access';
import { AlertsPage } from '../pages/alerts/alerts-page';
import { DevicesPage } from '../pages/devices/devices-page';
import { EventsSummaryPage } from '../pages/events-summary/events-summary-page';
import { PrivateGuardPage } from '../pages/private-guard/private-guard-page';
import { TrialBenefitsPage } from '../pages/trial-benefits/trial-benefits-page';
import { TrialManagementPage } from '../pages/trial-management/trial-management-page';
import { FlagGate } from './flag-gate';
import { SettingsLayout } from './settings-layout';

const notFound = <Navigate to={PATHS.notFound} replace />;

/**
 * Settings routes, relative to the root (the host mounts remotes at its catch-all). The bare
 * settings path goes to the events summary; any other path under settings to /not-found.
 */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="locations/:locationId" element={<SettingsLayout />}>
        <Route index element={<Navigate to="events-summary" replace />} />
        <Route path="events-summary" element={<EventsSummaryPage />} />
        <Route path="devices" element={<DevicesPage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route
          path="private-guard"
          element={
            <FlagGate flag={FEATURE_FLAGS.PRIVATE_GUARD}>
              <PrivateGuardPage />
            </FlagGate>
          }
        />
        <Route
          path="trial-management"
          element={
            <TrialAccess>
              <TrialManagementPage />
            </TrialAccess>
          }
        />
        <Route
          path="trial-management/benefits"
          element={
            <TrialAccess>
              <TrialBenefitsPage />
            </TrialAccess>
          }
        />
      </Route>
      <Route path="locations/:locationId/*" element={notFound} />
      {/* The host owns /not-found; this keeps the remote alone (standalone) from redirecting in a loop. */}
      <Route path={PATHS.notFound.slice(1)} element={<Text>{TEXTS.notFoundPage}</Text>} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

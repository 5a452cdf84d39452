import { Navigate, Route, Routes } from 'app-router';
import { PATHS, type RemoteAppProps } from 'shared-contracts';
import { DashboardPage } from '../pages/dashboard/dashboard-page';

/** The one module the host loads: /dashboard. */
export function RemoteApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
    </Routes>
  );
}

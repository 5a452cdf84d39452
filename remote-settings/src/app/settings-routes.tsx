import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from 'shared-contracts';
import { EventsSummaryPage } from '../pages/events-summary/events-summary-page';

/** Settings routes, relative to the root (the host mounts remotes at its catch-all). */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="locations/:locationId">
        <Route index element={<Navigate to="events-summary" replace />} />
        <Route path="events-summary" element={<EventsSummaryPage />} />
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
    </Routes>
  );
}

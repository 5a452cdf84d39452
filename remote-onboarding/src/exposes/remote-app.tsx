import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS, type RemoteAppProps } from 'shared-contracts';
import { IntroductionPage } from '../pages/introduction/introduction-page';

/** The one module the host loads: onboarding, free trial and upsell routes (platform.md section 1). */
export function RemoteApp(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="onboarding/:locationId" element={<IntroductionPage />} />
      <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
    </Routes>
  );
}

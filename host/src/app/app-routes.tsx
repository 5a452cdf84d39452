import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PATHS } from 'shared-contracts';
import { AppLayout } from '../features/layout/app-layout';
import { LocationFromPath } from '../features/location/location-from-path';
import { HostPlatform } from '../features/platform/host-platform';
import { RemoteOutlet } from '../features/remotes/remote-outlet';
import { SessionGate } from '../features/session/session-gate';
import { OnboardPage } from '../pages/auth-return/onboard-page';
import { LocationSelectorPage } from '../pages/locations/location-selector-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { SigninHoneypotPage } from '../pages/signin/signin-honeypot-page';
import { SignoutPage } from '../pages/signout/signout-page';
import { Alert } from 'ui';

/** Everything behind the session: the Platform, the layout, and the page. */
function PrivateShell({ mobileSession }: { mobileSession: boolean }) {
  return (
    <SessionGate>
      {(session) => (
        <HostPlatform session={session} mobileSession={mobileSession}>
          {({ problem }) => (
            <AppLayout
              chromeless={mobileSession}
              onLogout={() => window.location.assign(PATHS.signout)}
            >
              {problem ? (
                <Alert.Root status="warning" mb="4">
                  <Alert.Indicator />
                  <Alert.Title>{problem}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Outlet />
            </AppLayout>
          )}
        </HostPlatform>
      )}
    </SessionGate>
  );
}

/** The route table of spec 2.1. Host pages are listed; every other path goes to its remote. */
export function AppRoutes({ mobileSession }: { mobileSession: boolean }) {
  return (
    <>
      <LocationFromPath />
      <Routes>
        <Route path={PATHS.signin} element={<SigninHoneypotPage />} />
        <Route element={<PrivateShell mobileSession={mobileSession} />}>
          <Route index element={<Navigate to={PATHS.locations} replace />} />
          <Route path={PATHS.location} element={<Navigate to={PATHS.locations} replace />} />
          <Route path={PATHS.locations} element={<LocationSelectorPage />} />
          <Route path={PATHS.onboard} element={<OnboardPage />} />
          <Route path={PATHS.signout} element={<SignoutPage />} />
          <Route path={PATHS.notFound} element={<NotFoundPage />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
    </>
  );
}

import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, Navigate, Route, Routes, useLocation, useNavigate } from 'app-router';
import { STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { HOST_PATHS } from 'shared-contracts/registry';
import { BoundaryError } from '../components/boundary-error';
import { LoadingState } from '../components/loading-state';
import { DebugPanelOpener } from '../features/debug-panel/debug-panel-opener';
import { AppLayout } from '../features/layout/app-layout';
import { SessionGate } from '../features/session/session-gate';
import { PageViewTracker } from '../features/stats/page-view-tracker';
import { OnboardPage } from '../pages/auth-return/onboard-page';
import { LocationSelectorPage } from '../pages/locations/location-selector-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { ReturnToPage } from '../pages/return-to/return-to-page';
import { SigninHoneypotPage } from '../pages/signin/signin-honeypot-page';
import { SignoutPage } from '../pages/signout/signout-page';
import { HostPlatform } from './host-platform';
import { useHostState } from './host-state';
import { RemoteRoute } from './remote-route';

/** The layout around the page, once flags and the location in context have arrived. */
function Shell({ mobileSession }: { mobileSession: boolean }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { ready } = useHostState();
  const { pathname } = useLocation();
  return (
    <AppLayout
      chromeless={mobileSession}
      onLogout={() => {
        platform.recordStat({ action: STAT_ACTIONS.CLICK, pageId: 'user-menu-logout' });
        navigate(HOST_PATHS.signout);
      }}
      onBack={() => platform.recordStat({ action: STAT_ACTIONS.CLICK, pageId: 'back' })}
    >
      {ready ? (
        <>
          <PageViewTracker />
          <DebugPanelOpener />
          {/* Host pages fail into the same boundary page as a remote's area (which has its own,
              with a retry); the layout stays, and the next address tries again. Not keyed by the
              address: that would remount a remote on each of its own navigations. */}
          <ErrorBoundary
            resetKeys={[pathname]}
            fallback={<BoundaryError />}
            onError={(error) => console.warn(`[page ${pathname}]`, error)}
          >
            <Outlet />
          </ErrorBoundary>
        </>
      ) : (
        <LoadingState />
      )}
    </AppLayout>
  );
}

/** Everything behind the session: the Platform, the layout, and the page. */
function PrivateShell({ mobileSession }: { mobileSession: boolean }) {
  const { pathname } = useLocation();
  return (
    <SessionGate>
      {(session) => (
        // The Platform (location in context, flags) renders host code above the layout's boundary:
        // its failure shows the boundary page too, without the layout, which needs the Platform.
        <ErrorBoundary
          resetKeys={[pathname]}
          fallback={<BoundaryError />}
          onError={(error) => console.warn(`[platform ${pathname}]`, error)}
        >
          <HostPlatform session={session} mobileSession={mobileSession}>
            <Shell mobileSession={mobileSession} />
          </HostPlatform>
        </ErrorBoundary>
      )}
    </SessionGate>
  );
}

/** The route table of spec 2.1. Host pages are listed; every other path goes to its remote. */
export function AppRoutes({ mobileSession }: { mobileSession: boolean }) {
  return (
    <Routes>
      <Route element={<PrivateShell mobileSession={mobileSession} />}>
        <Route index element={<Navigate to={HOST_PATHS.locations} replace />} />
        <Route
          path={HOST_PATHS.location}
          element={<Navigate to={HOST_PATHS.locations} replace />}
        />
        <Route path={HOST_PATHS.locations} element={<LocationSelectorPage />} />
        <Route path={HOST_PATHS.onboard} element={<OnboardPage />} />
        <Route path={HOST_PATHS.returnTo} element={<ReturnToPage />} />
        <Route path={HOST_PATHS.signout} element={<SignoutPage />} />
        <Route path={HOST_PATHS.signin} element={<SigninHoneypotPage />} />
        <Route path={HOST_PATHS.notFound} element={<NotFoundPage />} />
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}

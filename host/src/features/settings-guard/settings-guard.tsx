import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'app-router';
import {
  decideSettingsAccess,
  FEATURE_FLAGS,
  getVsgReason,
  usePlatform,
  vsgStatusQuery,
} from 'shared-contracts';
import { LoadingState } from '../../components/loading-state';

/** Leaves the control center (platform.exit) once, showing a spinner meanwhile. */
function ExitApp() {
  const platform = usePlatform();
  const exited = useRef(false);
  useEffect(() => {
    if (exited.current) return;
    exited.current = true;
    platform.exit();
  }, [platform]);
  return <LoadingState label="Leaving" />;
}

/**
 * The settings guards of spec 2.3, in order, applied before the settings remote is loaded for a
 * location: a free trial available goes to the trial start; no entitlements goes to the dashboard
 * (small-business dashboard flag on) or exits the app; a VSG state of incomplete goes to onboarding.
 * The VSG state is read fresh on entry; if it cannot be read the settings open (they show it).
 */
export function SettingsGuard({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { location } = platform;
  const dashboardFlag = platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB);
  const beforeStatus = location
    ? decideSettingsAccess({ location, vsgReason: null, dashboardFlag })
    : null;
  const status = useQuery({
    ...vsgStatusQuery(location?.ownerId ?? 0, location?.locationId ?? ''),
    enabled: beforeStatus?.kind === 'allow',
    refetchOnMount: 'always',
  });

  if (!location || !beforeStatus) return null;
  const access =
    beforeStatus.kind !== 'allow'
      ? beforeStatus
      : status.isFetchedAfterMount
        ? decideSettingsAccess({
            location,
            vsgReason: getVsgReason(status.data ?? null),
            dashboardFlag,
          })
        : null;
  if (access === null) return <LoadingState label="Loading" />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'exit') return <ExitApp />;
  return <>{children}</>;
}

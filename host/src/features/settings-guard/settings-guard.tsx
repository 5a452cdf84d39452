import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'app-router';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { vsgStatusQuery } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { decideSettingsAccess, getVsgReason } from 'shared-contracts/rules';
import { LoadingState } from '../../components/loading-state';
import { isStartupData } from '../../startup/startup-prime';

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
 * The VSG state is read fresh on entry (the start-up's read counts, on the address the page was
 * opened at: see isStartupData); if it cannot be read the settings open (they show it).
 */
export function SettingsGuard({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { location } = platform;
  const dashboardFlag = platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB);
  const beforeStatus = location
    ? decideSettingsAccess({ location, vsgReason: null, dashboardFlag })
    : null;
  const { key } = useLocation();
  // The entry this guard was mounted on: it stays mounted while the user moves between settings.
  const [entry] = useState(() => ({ historyKey: key, at: Date.now() }));
  const readOnEntry = (dataUpdatedAt: number) => isStartupData(dataUpdatedAt, entry);
  const status = useQuery({
    ...vsgStatusQuery(location?.ownerId ?? 0, location?.locationId ?? ''),
    enabled: beforeStatus?.kind === 'allow',
    refetchOnMount: (query) => (readOnEntry(query.state.dataUpdatedAt) ? false : 'always'),
  });

  if (!location || !beforeStatus) return null;
  const access =
    beforeStatus.kind !== 'allow'
      ? beforeStatus
      : status.isFetchedAfterMount || (status.isSuccess && readOnEntry(status.dataUpdatedAt))
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

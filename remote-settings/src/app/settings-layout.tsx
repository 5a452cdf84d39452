import { useEffect, type ReactNode } from 'react';
import { Outlet, useParams } from 'app-router';
import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { decideSettingsAccess } from 'shared-contracts/rules';
import { Box, Grid, PageStack, Stack } from 'ui';
import { ManagementSection } from '../features/guard-monitoring/components/management-section';
import { PauseBanner } from '../features/guard-monitoring/components/pause-banner';
import { StatusWarning } from '../features/guard-monitoring/components/status-warning';
import { SideMenu } from '../features/side-menu/components/side-menu';
import { useVsgStatus } from '../shared/api/use-vsg-status';
import { Loading } from '../shared/components/loading';

/**
 * The settings guards (spec section 2.3), in order: free trial available → the trial start; no
 * entitlements → the dashboard or exit; VSG state incomplete → onboarding.
 */
function SettingsAccess({
  location,
  children,
}: {
  location: CurrentLocation;
  children: ReactNode;
}) {
  const platform = usePlatform();
  const status = useVsgStatus(location);
  const dashboardFlag = platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB);
  // The trial and entitlement guards need no status: they act before it arrives.
  const early = decideSettingsAccess({ location, vsgReason: null, dashboardFlag });
  const access =
    early.kind !== 'allow'
      ? early
      : status.query.isPending
        ? null
        : decideSettingsAccess({ location, vsgReason: status.reason, dashboardFlag });
  const exit = access?.kind === 'exit';
  const redirectTo = access?.kind === 'redirect' ? access.to : null;
  useEffect(() => {
    // Other remotes' pages (trial start, onboarding, dashboard): through the platform.
    if (redirectTo !== null) platform.navigate(redirectTo, { replace: true });
    else if (exit) platform.exit();
  }, [exit, redirectTo, platform]);

  if (access === null) return <Loading />;
  if (access.kind !== 'allow') return null;
  return children;
}

/** The settings area: the pause banner, the side menu beside (or, on mobile, above) the page. */
function SettingsFrame({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const pausedFlag = platform.isFlagOn(FEATURE_FLAGS.LOCATION_PAUSED);
  const content = (
    <Box as="section" minW="0" aria-label="Settings page">
      <Outlet />
    </Box>
  );

  if (platform.isMobile) {
    // The webview has no host header above: the page keeps its own space at the top and bottom.
    return (
      <PageStack py="4">
        {pausedFlag ? (
          <Stack gap="3">
            <StatusWarning location={location} />
            <ManagementSection location={location} />
          </Stack>
        ) : null}
        <PauseBanner location={location} />
        <SideMenu location={location} />
        {content}
      </PageStack>
    );
  }
  return (
    <PageStack>
      <PauseBanner location={location} />
      <Grid templateColumns="260px minmax(0, 1fr)" gap="8" alignItems="start">
        <Stack as="aside" gap="6" borderRightWidth="1px" pr="4">
          <SideMenu location={location} />
          {pausedFlag ? <ManagementSection location={location} /> : null}
        </Stack>
        {content}
      </Grid>
    </PageStack>
  );
}

/** /locations/:locationId: the settings layout around every settings page. */
export function SettingsLayout() {
  const { locationId = '' } = useParams();
  const platform = usePlatform();
  const { location, selectLocation } = platform;
  const current = location !== null && String(location.locationId) === locationId;
  useEffect(() => {
    if (!current) selectLocation(locationId);
  }, [current, locationId, selectLocation]);

  // No location: the host shows the location context failure; nothing to render here.
  if (location === null) return null;
  if (!current) return <Loading />;
  return (
    <SettingsAccess location={location}>
      <SettingsFrame location={location} />
    </SettingsAccess>
  );
}

import { Outlet, useParams } from 'app-router';
import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { Box, Grid, PageStack, Stack } from 'ui';
import { ManagementSection } from '../features/guard-monitoring/components/management-section';
import { PauseBanner } from '../features/guard-monitoring/components/pause-banner';
import { StatusWarning } from '../features/guard-monitoring/components/status-warning';
import { SideMenu } from '../features/side-menu/components/side-menu';
import { Loading } from '../shared/components/loading';

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

/**
 * /locations/:locationId: the settings layout around every settings page. Its guard (the route
 * table's) has run before it renders; the host's location in context is the address's.
 */
export function SettingsLayout() {
  const { locationId = '' } = useParams();
  const { location } = usePlatform();
  // No location: the host shows the location context failure; nothing to render here.
  if (location === null) return null;
  if (location.locationId !== locationId) return <Loading />;
  return <SettingsFrame location={location} />;
}

import { Suspense, useEffect } from 'react';
import { Navigate } from 'app-router';
import { instantLazy } from 'app-runtime/lazy';
import { continuePage } from 'shared-contracts/rules';
import { ERROR_MESSAGES, FEATURE_FLAGS, STAT_ACTIONS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import type { CurrentLocation } from 'shared-contracts/entities';
import { Alert, Button, ProgressBar, Stack, Text } from 'ui';
import { LoadingState } from '../../components/loading-state';
import { preloadRemoteForPage } from '../../federation/preload/remote-preload';
import { pathOfPageIn, useHostRuntime } from '../../routing/host-runtime';
import { decideLocationEntry } from './location-entry';
import { useSelectorLocations } from './use-selector-locations';

/**
 * The chooser (and the virtual list library it uses) only loads where a user chooses: not on the
 * remotes' pages, nor for a user entry routing sends on. The host's server names its files in the
 * HTML of the selector's addresses (host/server), so it arrives with the start-up code there.
 */
const { Component: LocationChooser, preload: loadChooser } = instantLazy(() =>
  import(/* webpackChunkName: "location-chooser" */ './location-chooser').then(
    (module) => module.LocationChooser,
  ),
);

/** The chooser's code, named `location-chooser` where the host's server lists a page's code. */
export { loadChooser };

/** Below this many owned locations a spinner is enough; above, the progress of the reads shows. */
const PROGRESS_FROM = 50;

function ReadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" maxW="720px" mx="auto">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      <Button size="sm" ml="auto" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}

function SubscriptionProgress({ settled, total }: { settled: number; total: number }) {
  if (total < PROGRESS_FROM) return <LoadingState label="Loading locations" />;
  const label = `Checking your locations: ${settled.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  return (
    // Not a live region: the progress bar carries the count without announcing every step.
    <Stack gap="2" maxW="480px" mx="auto" py="16">
      <Text>{label}</Text>
      <ProgressBar value={settled} max={total} label="Checking your locations" />
    </Stack>
  );
}

/**
 * /locations (spec 2.2). Entry routing first, in order (decideLocationEntry): exactly one selectable
 * location is chosen automatically; a free trial available goes to its free trial page; no location
 * with entitlements goes to the upsell page; the small-business dashboard flag goes to /dashboard.
 * Otherwise the user chooses; Continue opens settings (complete) or the onboarding introduction,
 * whose remote starts loading as soon as the card is chosen.
 */
export function LocationSelectorPage() {
  // From the first render, while the locations load: in-app visits have no preload in the HTML.
  useEffect(() => {
    void loadChooser();
  }, []);
  const platform = usePlatform();
  const runtime = useHostRuntime();
  const result = useSelectorLocations(platform.session.userId);

  switch (result.status) {
    case 'loading-locations':
      return <LoadingState label="Loading locations" />;
    case 'locations-failed':
      return <ReadFailure message={ERROR_MESSAGES.locations} onRetry={result.retry} />;
    case 'loading-subscriptions':
      return <SubscriptionProgress settled={result.settled} total={result.total} />;
    case 'early-entry':
      return <Navigate to={pathOfPageIn(runtime, result.to)} replace />;
    case 'subscriptions-failed':
      return <ReadFailure message={ERROR_MESSAGES.subscription} onRetry={result.retry} />;
    case 'ready':
      break;
  }

  const entry = decideLocationEntry({
    locations: result.locations,
    dashboardFlag: platform.isFlagOn(FEATURE_FLAGS.DASHBOARD_SMB),
  });
  if (entry.kind !== 'choose') return <Navigate to={pathOfPageIn(runtime, entry.to)} replace />;

  const onContinue = (location: CurrentLocation) => {
    platform.recordStat({ action: STAT_ACTIONS.CLICK, pageId: 'location-selector-continue' });
    platform.selectLocation(location.locationId);
    platform.navigate(continuePage(location));
  };
  return (
    <Suspense fallback={<LoadingState label="Loading locations" />}>
      <LocationChooser
        locations={result.locations}
        searchEnabled={platform.isFlagOn(FEATURE_FLAGS.LOCATION_SELECTOR_SMB)}
        onContinue={onContinue}
        onChosen={(location) => preloadRemoteForPage(continuePage(location))}
      />
    </Suspense>
  );
}

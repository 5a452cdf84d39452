import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ERROR_MESSAGES, THEME_PRIMARY_COLOR } from 'shared-contracts/constants';
import { getErrorMessage } from 'shared-contracts/api';
import { useHydrated, whenIdle } from 'shared-contracts/platform';
import { Alert, Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from 'ui';
import type { TimeseriesState, WeeklyTimeseriesState } from '../api/use-weekly-timeseries';
import { weeklyChartData } from '../model/weekly-chart';
import { CHART_HEIGHT_PX } from './chart-size';
import { useNearViewport } from './use-near-viewport';

// @nivo/bar (and d3) load only with the dashboard's charts: prefetched (downloaded, not run) once
// the charts' data is in and the browser is idle, run when the charts come near the viewport.
const importChartLoader = () => import('./weekly-bar-chart-loader');
const WeeklyBarChart = lazy(() =>
  importChartLoader()
    .then((loader) => loader.loadWeeklyBarChart())
    .then((module) => ({ default: module.WeeklyBarChart })),
);

const placeholder = <Skeleton h={`${CHART_HEIGHT_PX}px`} aria-hidden="true" />;

interface ChartCardProps {
  title: string;
  state: TimeseriesState;
  /** 'There was an error fetching Events timeseries' / '... Emergencies timeseries'. */
  failure: string;
  color: string;
  /** False while the chart must wait (its placeholder shows). */
  chartAllowed: boolean;
  /** Told once the chart has been committed. */
  onChartShown?: () => void;
}

const ChartCard = memo(function ChartCard({
  title,
  state,
  failure,
  color,
  chartAllowed,
  onChartShown,
}: ChartCardProps) {
  // Weeks start in the reader's time zone, which the server does not know: the browser buckets.
  const onBrowser = useHydrated();
  const data = useMemo(
    () => (state.data === undefined || !onBrowser ? null : weeklyChartData(state.data)),
    [state.data, onBrowser],
  );
  const headingId = useId();
  return (
    <Card.Root size="sm" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {data ? (
          <Text fontSize="xs" color="fg.muted">
            {data.total} in the last 8 weeks
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        {state.error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure}</Alert.Title>
              <Alert.Description>{getErrorMessage(state.error)}</Alert.Description>
            </Alert.Content>
            <Button size="sm" alignSelf="center" loading={state.isRetrying} onClick={state.retry}>
              Try again
            </Button>
          </Alert.Root>
        ) : data === null ? (
          <Stack role="status" aria-label={`Loading ${title.toLowerCase()}`}>
            {placeholder}
          </Stack>
        ) : chartAllowed ? (
          <Suspense fallback={placeholder}>
            <WeeklyBarChart title={title} data={data} color={color} onShown={onChartShown} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Card.Body>
    </Card.Root>
  );
});

/** Two weekly bar charts: events and emergencies. */
export const ChartsSection = memo(function ChartsSection({
  state,
  scopeLabel,
}: {
  state: WeeklyTimeseriesState;
  scopeLabel: string;
}) {
  // The charts commit one after the other, each in a task of its own: nivo starts every bar's and
  // tick's spring while committing, and both charts together made the dashboard's longest task
  // after its first paint.
  const [eventsChartShown, setEventsChartShown] = useState(false);
  const onEventsChartShown = useCallback(() => setEventsChartShown(true), []);
  // The section is below the table and the events list: the charts (nivo's code run, both charts
  // rendered and committed) wait until someone scrolls towards them, instead of blocking the page
  // while it loads. Their data loads at once.
  const [sectionRef, near] = useNearViewport();
  // Their code downloads after everything the page shows first: the locations, their statuses, the
  // events and these charts' data.
  const dataSettled =
    (state.events.data !== undefined || state.events.error !== null) &&
    (state.emergencies.data !== undefined || state.emergencies.error !== null);
  useEffect(() => {
    if (!dataSettled) return undefined;
    return whenIdle(() => void importChartLoader().catch(() => undefined));
  }, [dataSettled]);
  return (
    <Stack gap="3" ref={sectionRef}>
      <Stack gap="0">
        <Heading as="h2" size="md">
          Weekly activity
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {scopeLabel}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <ChartCard
          title="Events per week"
          state={state.events}
          failure={ERROR_MESSAGES.fetchingEventsTimeseries}
          color={THEME_PRIMARY_COLOR}
          chartAllowed={near}
          onChartShown={onEventsChartShown}
        />
        <ChartCard
          title="Emergencies per week"
          state={state.emergencies}
          failure={ERROR_MESSAGES.fetchingEmergenciesTimeseries}
          color="#d53f3f"
          chartAllowed={near && (eventsChartShown || state.events.error !== null)}
        />
      </SimpleGrid>
    </Stack>
  );
});

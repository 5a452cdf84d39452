import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MONITORING_REASONS } from 'shared-contracts/entities';
import { TEXTS } from 'shared-contracts/constants';
import { getErrorMessage } from 'shared-contracts/api';
import { usePlatform } from 'shared-contracts/platform';
import { shouldLeaveDashboardForAnswers } from 'shared-contracts/rules';
import { UPSELL } from '../../shared/lib/destinations';
import {
  Alert,
  Button,
  Center,
  HStack,
  Heading,
  PageSection,
  PageStack,
  Spinner,
  Stack,
  Text,
} from 'ui';
import { useDashboardEvents } from '../../features/events-list/api/use-dashboard-events';
import { EventsPanel } from '../../features/events-list/components/events-panel';
import { useLocationStatuses } from '../../features/location-status/api/use-location-statuses';
import { LocationsTable } from '../../features/locations-table/components/locations-table';
import { TableToolbar } from '../../features/locations-table/components/table-toolbar';
import {
  getTableModel,
  rowFilter,
  warmUpRows,
  type TableCriteria,
} from '../../features/locations-table/model/table-model';
import {
  usePrepareSearch,
  useVisibleRows,
} from '../../features/locations-table/model/use-visible-rows';
import { SummaryCards } from '../../features/summary-cards/components/summary-cards';
import { useWeeklyTimeseries } from '../../features/weekly-charts/api/use-weekly-timeseries';
import { ChartsSection } from '../../features/weekly-charts/components/charts-section';
import type { DashboardScope } from '../../shared/dashboard-scope';
import { rememberTopIndex, rememberedTopIndex, useDashboardStore } from './dashboard-store';

const ALL_LOCATIONS = 'All locations';

/** /dashboard: the multi-location small-business dashboard (spec 2.6 and the rules of section 4). */
export function DashboardPage() {
  const platform = usePlatform();
  const statuses = useLocationStatuses(platform.session.userId);
  const { ownerIds, isFetching, error, refetch } = statuses;
  // The page with 2,000 locations renders from deferred answers: React renders it in slices while
  // the spinner stays, instead of in one long task when the answers arrive.
  const locations = useDeferredValue(statuses.locations);
  const statusList = useDeferredValue(statuses.statusList);
  const isPending = statuses.isPending || (locations.length === 0 && statuses.locations.length > 0);
  const model = getTableModel(locations, statusList);
  // The rows' search text, derived after the first rows are painted (its first slice is a task
  // queued from the next frame), before the first search.
  useEffect(() => {
    let stop: () => void = () => undefined;
    const frame = requestAnimationFrame(() => {
      stop = warmUpRows(model);
    });
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [model]);
  const ui = useDashboardStore(
    useShallow((state) => ({
      statusFilter: state.statusFilter,
      eligibility: state.eligibility,
      search: state.search,
      sort: state.sort,
      selectedId: state.selectedId,
      eventsTab: state.eventsTab,
    })),
  );
  const actions = useDashboardStore(
    useShallow((state) => ({
      toggleStatusFilter: state.toggleStatusFilter,
      clearStatusFilter: state.clearStatusFilter,
      setEligibility: state.setEligibility,
      setSearch: state.setSearch,
      sortBy: state.sortBy,
      select: state.select,
      setEventsTab: state.setEventsTab,
    })),
  );
  const { select } = actions;

  const currentCriteria = useMemo<TableCriteria>(
    () => ({ search: ui.search, statusFilter: ui.statusFilter, eligibility: ui.eligibility }),
    [ui.search, ui.statusFilter, ui.eligibility],
  );
  // The table follows in a transition: React renders it in slices, never as one long task.
  const deferredCriteria = useDeferredValue(currentCriteria);
  const deferredSort = useDeferredValue(ui.sort);
  // What the table shows: a long filtering pass runs in slices while the last result stays, so the
  // criteria and sort below are those of the rows on screen.
  const { rows, criteria, sort } = useVisibleRows(model, deferredCriteria, deferredSort);
  // A large account's search result is prepared while the debounce waits.
  const prepareSearch = usePrepareSearch(model, ui.statusFilter, ui.eligibility, ui.sort);

  // The selection counts only while its location is in the filtered list.
  const selectedRow = ui.selectedId === null ? undefined : model.byId.get(ui.selectedId);
  const selectionVisible = selectedRow !== undefined && rowFilter(criteria)(selectedRow);
  const ready = !isPending && error === null;

  const scope = useMemo<DashboardScope>(
    () =>
      selectedRow !== undefined && selectionVisible
        ? { ownerIds: [selectedRow.ownerId], locationId: selectedRow.locationId }
        : { ownerIds },
    [selectedRow, selectionVisible, ownerIds],
  );
  const answersIn = !statuses.isPending && error === null;
  const leaving = useMemo(
    () => answersIn && shouldLeaveDashboardForAnswers(statuses.locations, statuses.statusList),
    [answersIn, statuses.locations, statuses.statusList],
  );
  // The events and the timeseries are asked for once the table has rendered, unless the page will
  // leave: asked for as soon as the answers are in, their answers' updates interrupted the deferred
  // render of a large account's table, which then started again.
  const events = useDashboardEvents(scope, ui.eventsTab, ready && !leaving);
  const timeseries = useWeeklyTimeseries(scope, ready && !leaving);

  // Selection is disabled while data loads.
  const selectionDisabled =
    isFetching ||
    events.isLoading ||
    timeseries.events.isLoading ||
    timeseries.emergencies.isLoading;

  // The same rule, read once from the answers, gates the requests above and sends the user away.
  const leave = ready && leaving;
  useEffect(() => {
    if (leave) platform.navigate(UPSELL(), { replace: true });
  }, [leave, platform]);

  // If the selected location leaves the filtered list, the selection is cleared.
  useEffect(() => {
    if (ready && ui.selectedId !== null && !selectionVisible) {
      select(null);
      platform.selectLocation(null);
    }
  }, [ready, ui.selectedId, selectionVisible, select, platform]);

  const onSelect = useCallback(
    (locationId: string) => {
      // A click on the radio also reaches its row: select once.
      if (selectionDisabled || useDashboardStore.getState().selectedId === locationId) return;
      select(locationId);
      platform.selectLocation(locationId);
    },
    [selectionDisabled, select, platform],
  );
  const clearSelection = () => {
    select(null);
    platform.selectLocation(null);
  };

  if (isPending) {
    return (
      <Center minH="20vh" role="status" aria-label="Loading">
        <Spinner color="brand.solid" />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{getErrorMessage(error)}</Alert.Title>
        <Button size="sm" ml="auto" onClick={refetch}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (leave) return null;

  const scopeLabel =
    selectedRow !== undefined && selectionVisible ? selectedRow.name : ALL_LOCATIONS;
  return (
    <PageStack>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">{model.counts.total} locations</Text>
      </Stack>

      <SummaryCards
        counts={model.counts}
        selected={ui.statusFilter}
        onToggle={actions.toggleStatusFilter}
      />

      <PageSection aria-labelledby="dashboard-locations-heading">
        <Heading as="h2" size="md" id="dashboard-locations-heading">
          Locations
        </Heading>
        <TableToolbar
          search={ui.search}
          onSearch={actions.setSearch}
          onType={prepareSearch}
          eligibility={ui.eligibility}
          eligibilityOptions={model.eligibilityReasons}
          onEligibility={actions.setEligibility}
        />
        <HStack justify="space-between" minH="8" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" role="status">
            Showing {rows.length} of {model.counts.total}
          </Text>
          {/* Hidden rather than left out while no filter is on: its style is then in the page
            before the first category is pressed (see the summary cards' CATEGORY_STYLES). */}
          <Button
            size="xs"
            variant="outline"
            hidden={ui.statusFilter === null}
            onClick={actions.clearStatusFilter}
          >
            Clear filter
          </Button>
          {selectedRow !== undefined && selectionVisible ? (
            <HStack>
              <Text fontSize="sm">Selected: {selectedRow.name}</Text>
              <Button size="xs" variant="outline" onClick={clearSelection}>
                Clear selection
              </Button>
            </HStack>
          ) : null}
        </HStack>
        {selectedRow !== undefined && selectionVisible ? (
          // The selected location's detail: its monitoring reason's long text.
          <Text
            fontSize="sm"
            color="fg.muted"
            role="note"
            aria-label="Selected location monitoring"
          >
            {MONITORING_REASONS[selectedRow.monitoringReason].long}
          </Text>
        ) : null}
        {rows.length === 0 ? (
          <Center h="250px" borderWidth="1px" borderColor="border" borderRadius="md">
            <Text color="fg.muted">{TEXTS.noLocationsFound}</Text>
          </Center>
        ) : (
          <LocationsTable
            rows={rows}
            criteria={criteria}
            sort={sort}
            onSort={actions.sortBy}
            selectedId={selectionVisible ? ui.selectedId : null}
            selectionDisabled={selectionDisabled}
            onSelect={onSelect}
            initialTopIndex={rememberedTopIndex()}
            onTopIndexChange={rememberTopIndex}
          />
        )}
      </PageSection>

      <EventsPanel
        tab={ui.eventsTab}
        onTab={actions.setEventsTab}
        state={events}
        scopeKey={scope.locationId ?? 'all'}
        scopeLabel={scopeLabel}
      />

      <ChartsSection state={timeseries} scopeLabel={scopeLabel} />
    </PageStack>
  );
}

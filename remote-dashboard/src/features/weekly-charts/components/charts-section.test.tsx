import { act, screen, within } from '@testing-library/react';
import type { Timeseries } from 'shared-contracts/entities';
import { ERROR_MESSAGES } from 'shared-contracts/constants';
import { buildTimeseries } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import type { TimeseriesState } from '../api/use-weekly-timeseries';
import { ChartsSection } from './charts-section';

const EVENTS_CHART = 'Events per week, last 8 weeks';
const EMERGENCIES_CHART = 'Emergencies per week, last 8 weeks';

const loaded = (data: Timeseries): TimeseriesState => ({
  data,
  isLoading: false,
  error: null,
  isRetrying: false,
  retry: () => undefined,
});

const failed: TimeseriesState = {
  data: undefined,
  isLoading: false,
  error: new Error('timeseries failed'),
  isRetrying: false,
  retry: () => undefined,
};

const week = buildTimeseries([{ startTime: Math.floor(Date.now() / 1000), count: 3 }]);

/** The charts' names in the order their groups were added, one list per DOM mutation batch. */
function recordChartBatches(): string[][] {
  const batches: string[][] = [];
  new MutationObserver((records) => {
    const names = records.flatMap((record) =>
      [...record.addedNodes].flatMap((node) =>
        // Added nodes may be detached again by now: hidden ones count too.
        node instanceof HTMLElement
          ? within(node)
              .queryAllByRole('group', { hidden: true })
              .flatMap((group) => group.getAttribute('aria-label') ?? [])
          : [],
      ),
    );
    if (names.length > 0) batches.push([...new Set(names)]);
  }).observe(document.body, { childList: true, subtree: true });
  return batches;
}

test('the two charts are committed one after the other, not in one task', async () => {
  const batches = recordChartBatches();
  renderWithProviders(
    <ChartsSection state={{ events: loaded(week), emergencies: loaded(week) }} scopeLabel="All" />,
  );
  expect(await screen.findByRole('group', { name: EMERGENCIES_CHART })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: EVENTS_CHART })).toBeInTheDocument();
  expect(batches).toEqual([[EVENTS_CHART], [EMERGENCIES_CHART]]);
});

test('the emergencies chart does not wait for an events chart that failed', async () => {
  renderWithProviders(
    <ChartsSection state={{ events: failed, emergencies: loaded(week) }} scopeLabel="All" />,
  );
  expect(await screen.findByRole('group', { name: EMERGENCIES_CHART })).toBeInTheDocument();
  expect(screen.getByText(ERROR_MESSAGES.fetchingEventsTimeseries)).toBeVisible();
});

describe('below the fold', () => {
  /** An IntersectionObserver that reports only when told to: the section starts far from view. */
  let bringIntoView: () => void = () => undefined;
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin: string;
      readonly thresholds = [0];
      readonly scrollMargin = '0px';
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.rootMargin = options?.rootMargin ?? '0px';
        bringIntoView = () =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], this);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        bringIntoView = () => undefined;
      }
      takeRecords() {
        return [];
      }
    };
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  test('the charts render only once the section comes near the viewport; their totals show before', async () => {
    renderWithProviders(
      <ChartsSection
        state={{ events: loaded(week), emergencies: loaded(week) }}
        scopeLabel="All"
      />,
    );
    expect(screen.getAllByText('3 in the last 8 weeks')).toHaveLength(2);
    // The charts' code is in: a chart not held back would have rendered by now.
    await act(async () => {
      const loader = await import('./weekly-bar-chart-loader');
      await loader.loadWeeklyBarChart();
    });
    expect(screen.queryByRole('group', { name: EVENTS_CHART })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: EMERGENCIES_CHART })).not.toBeInTheDocument();

    act(() => bringIntoView());
    expect(await screen.findByRole('group', { name: EMERGENCIES_CHART })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: EVENTS_CHART })).toBeInTheDocument();
  });

  test('a failed chart shows its error and Try again while the section is still far from view', () => {
    renderWithProviders(
      <ChartsSection state={{ events: failed, emergencies: failed }} scopeLabel="All" />,
    );
    expect(screen.getByText(ERROR_MESSAGES.fetchingEventsTimeseries)).toBeVisible();
    expect(screen.getByText(ERROR_MESSAGES.fetchingEmergenciesTimeseries)).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});

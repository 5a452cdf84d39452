import { act, screen, waitFor } from '@testing-library/react';
import { buildTimeseries } from 'shared-contracts/testing';
import { renderWithProviders } from 'app-runtime/testing';
import type { TimeseriesState } from '../api/use-weekly-timeseries';
import { ChartsSection } from './charts-section';

// The idle moments this file hands out, and whether the charts' code loader has been asked for.
const mockIdleTasks: Array<() => void> = [];
let mockLoaderAskedFor = 0;
jest.mock('shared-contracts/platform', () => ({
  ...jest.requireActual<object>('shared-contracts/platform'),
  whenIdle: (task: () => void) => {
    mockIdleTasks.push(task);
    return () => undefined;
  },
}));
jest.mock('./weekly-bar-chart-loader', () => {
  mockLoaderAskedFor += 1;
  return { loadWeeklyBarChart: () => new Promise<never>(() => undefined) };
});

/** The section stays far from view: the charts never render here. */
const original = globalThis.IntersectionObserver;
beforeAll(() => {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    readonly scrollMargin = '0px';
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
});
afterAll(() => {
  globalThis.IntersectionObserver = original;
});

const loading: TimeseriesState = {
  data: undefined,
  isLoading: true,
  error: null,
  isRetrying: false,
  retry: () => undefined,
};
const loaded: TimeseriesState = {
  ...loading,
  data: buildTimeseries([{ startTime: Math.floor(Date.now() / 1000), count: 2 }]),
  isLoading: false,
};

test("the charts' code is asked for once their data is in and the browser is idle, not before", async () => {
  const view = renderWithProviders(
    <ChartsSection state={{ events: loaded, emergencies: loading }} scopeLabel="All" />,
  );
  expect(mockIdleTasks).toHaveLength(0);

  view.rerender(<ChartsSection state={{ events: loaded, emergencies: loaded }} scopeLabel="All" />);
  expect(screen.getAllByText('2 in the last 8 weeks')).toHaveLength(2);
  expect(mockIdleTasks).toHaveLength(1);
  expect(mockLoaderAskedFor).toBe(0);

  act(() => mockIdleTasks[0]?.());
  await waitFor(() => expect(mockLoaderAskedFor).toBe(1));
  expect(screen.queryByRole('group', { name: 'Events per week, last 8 weeks' })).toBeNull();
});

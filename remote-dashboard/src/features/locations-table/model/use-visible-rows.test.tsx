import { act, renderHook } from '@testing-library/react';
import type { LocationStatus } from 'shared-contracts/entities';
import { buildLocation, buildUserLocationStatus } from 'shared-contracts/testing';
import { toLocationStatuses } from 'shared-contracts/rules';
import {
  DEFAULT_SORT,
  RENDER_FILTER_LIMIT,
  buildTableModel,
  visibleRows,
  type TableCriteria,
  type TableModel,
  type TableSort,
} from './table-model';
import { manualScheduler } from './manual-scheduler';
import { usePrepareSearch, useVisibleRows } from './use-visible-rows';

const NO_CRITERIA: TableCriteria = { search: '', statusFilter: null, eligibility: 'all' };

/** More rows than a render may test; every tenth one in Seattle. */
function largeModel(): TableModel {
  const count = RENDER_FILTER_LIMIT * 2;
  const locations = Array.from({ length: count }, (_, index) =>
    buildLocation({
      locationId: `loc-${index}`,
      locationName: `${index % 10 === 0 ? 'Seattle' : 'Denver'} Shop ${String(index).padStart(5, '0')}`,
    }),
  );
  const statuses: LocationStatus[] = toLocationStatuses(
    locations,
    locations.map((location) => buildUserLocationStatus({ locationId: location.locationId })),
  );
  return buildTableModel(statuses);
}

function setup(model: TableModel) {
  const scheduler = manualScheduler();
  const view = renderHook(
    ({ criteria, sort }: { criteria: TableCriteria; sort: TableSort }) =>
      useVisibleRows(model, criteria, sort, scheduler),
    { initialProps: { criteria: NO_CRITERIA, sort: DEFAULT_SORT } },
  );
  return { scheduler, ...view };
}

test('a long filtering pass keeps the shown rows until it completes, then shows its own', () => {
  const model = largeModel();
  const { scheduler, result, rerender } = setup(model);
  expect(result.current.rows).toHaveLength(RENDER_FILTER_LIMIT * 2);
  expect(result.current.criteria).toBe(NO_CRITERIA);

  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  rerender({ criteria: seattle, sort: DEFAULT_SORT });
  // Nothing filtered in the render: the previous view stays, with its own criteria.
  expect(result.current.rows).toHaveLength(RENDER_FILTER_LIMIT * 2);
  expect(result.current.criteria).toBe(NO_CRITERIA);
  expect(scheduler.tasks).toHaveLength(1);

  act(() => scheduler.runAll());
  expect(result.current.criteria).toBe(seattle);
  expect(result.current.rows).toEqual(visibleRows(model, seattle, DEFAULT_SORT));
  expect(result.current.rows).toHaveLength(RENDER_FILTER_LIMIT / 5);
});

test('a newer search stops the pass still running; a remembered one shows at once', () => {
  const model = largeModel();
  const { scheduler, result, rerender } = setup(model);
  const sea: TableCriteria = { ...NO_CRITERIA, search: 'sea' };
  rerender({ criteria: sea, sort: DEFAULT_SORT });
  act(() => scheduler.runAll());
  const seaRows = result.current.rows;

  // Typing on narrows the remembered result, small enough to test in the render.
  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  rerender({ criteria: seattle, sort: DEFAULT_SORT });
  expect(result.current.criteria).toBe(seattle);

  // A new sort needs a long pass; a newer one replaces it before it completes.
  const descending: TableSort = { column: 'name', direction: 'descending' };
  const shop: TableCriteria = { ...NO_CRITERIA, search: 'shop' };
  rerender({ criteria: shop, sort: descending });
  act(() => scheduler.tasks.shift()?.());
  const denver: TableCriteria = { ...NO_CRITERIA, search: 'denver' };
  rerender({ criteria: denver, sort: descending });
  expect(result.current.criteria).toBe(seattle);
  act(() => scheduler.runAll());
  expect(result.current.criteria).toBe(denver);
  expect(result.current.sort).toBe(descending);
  expect(result.current.rows).toEqual(visibleRows(model, denver, descending));

  // Back to a remembered search: no pass at all.
  rerender({ criteria: sea, sort: DEFAULT_SORT });
  expect(result.current.rows).toBe(seaRows);
  expect(scheduler.tasks).toHaveLength(0);
});

test('a new model shows its first result at once, computed in the render', () => {
  const scheduler = manualScheduler();
  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  const first = largeModel();
  const { result, rerender } = renderHook(
    ({ model }: { model: TableModel }) => useVisibleRows(model, seattle, DEFAULT_SORT, scheduler),
    { initialProps: { model: first } },
  );
  expect(result.current.rows).toHaveLength(RENDER_FILTER_LIMIT / 5);
  const refetched = largeModel();
  rerender({ model: refetched });
  expect(result.current.model).toBe(refetched);
  expect(result.current.rows[0]).toBe(refetched.rows[0]);
});

test('a search typed but not yet applied is prepared; the next keystroke stops the previous one', () => {
  const model = largeModel();
  const scheduler = manualScheduler();
  const { result } = renderHook(() =>
    usePrepareSearch(model, null, 'all', DEFAULT_SORT, scheduler),
  );
  result.current('denver');
  scheduler.tasks.shift()?.();
  result.current('seattle');
  scheduler.runAll();
  const { result: shown } = renderHook(() =>
    useVisibleRows(model, { ...NO_CRITERIA, search: 'seattle' }, DEFAULT_SORT, scheduler),
  );
  // Applied: shown in the first render, no pass left to run.
  expect(shown.current.rows).toHaveLength(RENDER_FILTER_LIMIT / 5);
  expect(scheduler.tasks).toHaveLength(0);
  const { result: stopped } = renderHook(() =>
    useVisibleRows(model, { ...NO_CRITERIA, search: 'denver' }, DEFAULT_SORT, scheduler),
  );
  // The stopped one was not remembered: computed in the render of a table that shows nothing yet.
  expect(stopped.current.criteria.search).toBe('denver');
});

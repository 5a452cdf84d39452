import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  cachedVisibleRows,
  filterRowsInSlices,
  prepareVisibleRows,
  readyVisibleRows,
  type EligibilityFilter,
  type LocationRow,
  type SliceScheduler,
  type TableCriteria,
  type TableModel,
  type TableSort,
} from './table-model';

/** The rows the table shows and the view they are the result of. */
export interface ShownRows {
  model: TableModel;
  criteria: TableCriteria;
  sort: TableSort;
  rows: readonly LocationRow[];
}

function sameShown(a: ShownRows | null, b: ShownRows): a is ShownRows {
  return (
    a !== null &&
    a.model === b.model &&
    a.criteria === b.criteria &&
    a.sort === b.sort &&
    a.rows === b.rows
  );
}

/**
 * The table's rows for a view. A cheap result (see `readyVisibleRows`) is shown in the same render;
 * a long pass runs in slices outside render (`filterRowsInSlices`) while the previous result stays
 * on screen, and its rows are shown once complete. A newer view stops a pass still running. A new
 * model (the first answers, a refetch) has no previous result of its own: its first result is
 * computed in render, as the spinner or the old rows would otherwise show a stale table.
 */
export function useVisibleRows(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
  scheduler?: SliceScheduler,
): ShownRows {
  const ready = useMemo(() => readyVisibleRows(model, criteria, sort), [model, criteria, sort]);
  const [shown, setShown] = useState<ShownRows | null>(null);
  let current: ShownRows;
  if (ready !== null) current = { model, criteria, sort, rows: ready };
  else if (shown !== null && shown.model === model) current = shown;
  else current = { model, criteria, sort, rows: cachedVisibleRows(model, criteria, sort) };
  // The shown rows are state, so that a pending pass keeps the last ones shown. Compared by rows,
  // not by criteria: criteria made anew at each render must not render again and again.
  if (shown === null || shown.model !== current.model || shown.rows !== current.rows) {
    setShown(current);
  }

  useEffect(() => {
    if (ready !== null) return undefined;
    return filterRowsInSlices(
      model,
      criteria,
      sort,
      (rows) => {
        const next: ShownRows = { model, criteria, sort, rows };
        // A transition: a keystroke meanwhile is handled before the table renders.
        startTransition(() =>
          setShown((previous) => (sameShown(previous, next) ? previous : next)),
        );
      },
      scheduler,
    );
  }, [model, criteria, sort, ready, scheduler]);

  return sameShown(shown, current) ? shown : current;
}

/**
 * What the search box calls with the text as typed: that search's pass starts while the debounce
 * waits (a newer keystroke stops it), so the table can show its rows as soon as the text is
 * applied. It only fills the model's remembered results; the table shows nothing from it.
 */
export function usePrepareSearch(
  model: TableModel,
  statusFilter: TableCriteria['statusFilter'],
  eligibility: EligibilityFilter,
  sort: TableSort,
  scheduler?: SliceScheduler,
): (search: string) => void {
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), [model, statusFilter, eligibility, sort]);
  return useCallback(
    (search: string) => {
      stop.current();
      stop.current = prepareVisibleRows(
        model,
        { search, statusFilter, eligibility },
        sort,
        scheduler,
      );
    },
    [model, statusFilter, eligibility, sort, scheduler],
  );
}

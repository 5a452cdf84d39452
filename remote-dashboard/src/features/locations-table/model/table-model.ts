import {
  ELIGIBILITY_REASONS,
  MONITORING_REASONS,
  isEligibilityReason,
  isMonitoringReason,
  type EligibilityReason,
  type Location,
  type LocationStatus,
  type MonitoringReason,
  type OnboardStatus,
  type UserLocationStatus,
} from 'shared-contracts/entities';
import {
  countMonitoringReasons,
  countOnboardingStatus,
  formatCityLine,
  formatFullAddress,
  MISSING_STATUS_DEFAULTS,
  matchesStatusFilter,
  type DashboardStatusFilter,
} from 'shared-contracts/rules';

/** One table row: everything a cell shows, a filter tests or a sort compares, derived once. */
export interface LocationRow {
  /** Position in the server's list (the tie-breaker of every sort). */
  readonly index: number;
  readonly locationId: string;
  readonly ownerId: number;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly onboardStatus: OnboardStatus;
  readonly monitoringReason: MonitoringReason;
  readonly eligibilityReason: EligibilityReason;
  readonly onboardingLabel: string;
  readonly monitoringLabel: string;
  readonly eligibilityLabel: string;
  /** Lower-cased name, address and city joined by `SEARCH_KEY_SEPARATOR`: what the search looks in
   * (one string per row instead of three and an array). */
  readonly searchKey: string;
}

/**
 * Joins the searched columns in a row's search key. A match that crosses two columns would contain
 * it, so a search without it can only match inside one column.
 */
export const SEARCH_KEY_SEPARATOR = '\u0000';

export const SORT_COLUMNS = [
  'name',
  'address',
  'city',
  'onboarding',
  'monitoring',
  'eligibility',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: TableSort = { column: 'name', direction: 'ascending' };

export type EligibilityFilter = EligibilityReason | 'all';

export interface TableCriteria {
  /** The (debounced) search text; matched case-insensitively against name, address and city. */
  search: string;
  statusFilter: DashboardStatusFilter | null;
  eligibility: EligibilityFilter;
}

export interface TableModel {
  rows: readonly LocationRow[];
  byId: ReadonlyMap<string, LocationRow>;
  counts: {
    total: number;
    onboarding: { complete: number; incomplete: number };
    monitoring: Record<MonitoringReason, number>;
  };
  /** Eligibility reasons present in the list, by label (the eligibility filter's options). */
  eligibilityReasons: readonly EligibilityReason[];
  /** Rows in ascending order of a column, computed on first use and kept. */
  ascending: Partial<Record<SortColumn, readonly LocationRow[]>>;
  /** The last few results, by criteria and sort (see `cachedVisibleRows`). */
  results: Map<string, { search: string; rows: LocationRow[] }>;
}

export const ONBOARDING_LABELS: Record<OnboardStatus, string> = {
  complete: 'Complete',
  incomplete: 'Incomplete',
};

/**
 * A row whose address, city line and search key are derived on first read: the first screenful
 * needs only the names (the default sort) and a few rows' text, so a large account's first rows
 * wait for none of them; `warmUpRows` derives the rest in small slices afterwards.
 */
class Row implements LocationRow {
  private fullAddress: string | undefined;
  private cityLine: string | undefined;
  private key: string | undefined;

  constructor(
    readonly index: number,
    readonly locationId: string,
    readonly ownerId: number,
    readonly name: string,
    readonly onboardStatus: OnboardStatus,
    readonly monitoringReason: MonitoringReason,
    readonly eligibilityReason: EligibilityReason,
    private readonly source: Location['address'],
    fullAddress?: string,
  ) {
    this.fullAddress = fullAddress;
  }

  get onboardingLabel(): string {
    return ONBOARDING_LABELS[this.onboardStatus] ?? this.onboardStatus;
  }

  // The table cell shows the reason's short text.
  get monitoringLabel(): string {
    return MONITORING_REASONS[this.monitoringReason].short;
  }

  get eligibilityLabel(): string {
    return ELIGIBILITY_REASONS[this.eligibilityReason].label;
  }

  get address(): string {
    this.fullAddress ??= formatFullAddress(this.source);
    return this.fullAddress;
  }

  get city(): string {
    this.cityLine ??= formatCityLine(this.source);
    return this.cityLine;
  }

  get searchKey(): string {
    this.key ??= [this.name, this.address, this.city].join(SEARCH_KEY_SEPARATOR).toLowerCase();
    return this.key;
  }
}

function toRow(
  index: number,
  location: Pick<Location, 'locationId' | 'locationName' | 'ownerId' | 'onboardStatus' | 'address'>,
  status: Pick<UserLocationStatus, 'monitoringReason' | 'eligibilityReason'>,
  fullAddress?: string,
): LocationRow {
  // Unknown values on the wire are counted (and shown) as UNKNOWN.
  return new Row(
    index,
    String(location.locationId),
    location.ownerId,
    location.locationName,
    location.onboardStatus,
    isMonitoringReason(status.monitoringReason) ? status.monitoringReason : 'UNKNOWN',
    isEligibilityReason(status.eligibilityReason) ? status.eligibilityReason : 'UNKNOWN',
    location.address,
    fullAddress,
  );
}

function modelOf(rows: LocationRow[]): TableModel {
  const reasons = new Set<EligibilityReason>();
  for (const row of rows) reasons.add(row.eligibilityReason);
  let byId: Map<string, LocationRow> | undefined;
  return {
    rows,
    // Read only once a location is selected.
    get byId() {
      byId ??= new Map(rows.map((row) => [row.locationId, row]));
      return byId;
    },
    counts: {
      total: rows.length,
      onboarding: countOnboardingStatus(rows),
      monitoring: countMonitoringReasons(rows),
    },
    eligibilityReasons: [...reasons].sort((a, b) =>
      compareText(ELIGIBILITY_REASONS[a].label, ELIGIBILITY_REASONS[b].label),
    ),
    ascending: {},
    results: new Map(),
  };
}

/** Derives every row once; counts and lookups come with it. */
export function buildTableModel(statuses: readonly LocationStatus[]): TableModel {
  return modelOf(statuses.map((status, index) => toRow(index, status, status, status.fullAddress)));
}

/**
 * The model straight from the two answers, as `buildTableModel(toLocationStatuses(...))` but
 * without the merged list: one object per location instead of two.
 */
export function buildTableModelFromAnswers(
  locations: readonly Location[],
  statusList: readonly UserLocationStatus[],
): TableModel {
  // The answers usually list the same locations in the same order: a location's status is first
  // looked for at its own position, and the map by id is built only when that misses.
  let byId: Map<string, UserLocationStatus> | undefined;
  const statusOf = (locationId: string, index: number) => {
    const sameIndex = statusList[index];
    if (sameIndex !== undefined && String(sameIndex.locationId) === locationId) return sameIndex;
    byId ??= new Map(statusList.map((status) => [String(status.locationId), status]));
    return byId.get(locationId);
  };
  return modelOf(
    locations.map((location, index) =>
      toRow(
        index,
        location,
        statusOf(String(location.locationId), index) ?? MISSING_STATUS_DEFAULTS,
      ),
    ),
  );
}

const models = new WeakMap<
  readonly Location[],
  { statusList: readonly UserLocationStatus[]; model: TableModel }
>();

/**
 * The model of a pair of server answers (kept stable by their queries), built once per pair: the
 * model's rows are all that stays in memory beside the answers, so a large account holds one row
 * object per location.
 */
export function getTableModel(
  locations: readonly Location[],
  statusList: readonly UserLocationStatus[],
): TableModel {
  const cached = models.get(locations);
  if (cached !== undefined && cached.statusList === statusList) return cached.model;
  const model = buildTableModelFromAnswers(locations, statusList);
  models.set(locations, { statusList, model });
  return model;
}

/** Rows whose text one slice of `warmUpRows` derives: well under a long task on a slow phone. */
export const WARM_UP_SLICE = 500;

/**
 * Derives every row's search key (with its address and city) in slices, one task each, so that the
 * first search finds them ready and no slice is a long task. Returns a function that stops it.
 */
export function warmUpRows(
  model: TableModel,
  schedule: (next: () => void) => void = (next) => void setTimeout(next, 0),
): () => void {
  let stopped = false;
  let from = 0;
  const slice = () => {
    if (stopped) return;
    const to = Math.min(model.rows.length, from + WARM_UP_SLICE);
    for (let index = from; index < to; index += 1) void model.rows[index]?.searchKey;
    from = to;
    if (from < model.rows.length) schedule(slice);
  };
  schedule(slice);
  return () => {
    stopped = true;
  };
}

/** Plain code-unit comparison of lower-cased text: cheap enough for tens of thousands of rows. */
function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

const textKey: Record<'name' | 'address' | 'city', (row: LocationRow) => string> = {
  name: (row) => row.name,
  address: (row) => row.address,
  city: (row) => row.city,
};

const labelKey: Record<'onboarding' | 'monitoring' | 'eligibility', (row: LocationRow) => string> =
  {
    onboarding: (row) => row.onboardingLabel,
    monitoring: (row) => row.monitoringLabel,
    eligibility: (row) => row.eligibilityLabel,
  };

function sortByText(
  rows: readonly LocationRow[],
  key: (row: LocationRow) => string,
): LocationRow[] {
  const keyed = rows.map((row) => ({ row, key: key(row).toLowerCase() }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row.index - b.row.index));
  return keyed.map(({ row }) => row);
}

/** A label column has a handful of values: a stable bucket pass over the name order. */
function sortByLabel(
  byName: readonly LocationRow[],
  key: (row: LocationRow) => string,
): LocationRow[] {
  const buckets = new Map<string, LocationRow[]>();
  for (const row of byName) {
    const label = key(row);
    const bucket = buckets.get(label);
    if (bucket === undefined) buckets.set(label, [row]);
    else bucket.push(row);
  }
  return [...buckets.keys()].sort(compareText).flatMap((label) => buckets.get(label) ?? []);
}

/** Rows in ascending order of `column` (ties: by name, then server order); cached in the model. */
export function ascendingRows(model: TableModel, column: SortColumn): readonly LocationRow[] {
  const cached = model.ascending[column];
  if (cached !== undefined) return cached;
  const rows =
    column === 'name' || column === 'address' || column === 'city'
      ? sortByText(model.rows, textKey[column])
      : sortByLabel(ascendingRows(model, 'name'), labelKey[column]);
  model.ascending[column] = rows;
  return rows;
}

/**
 * The test a row must pass: the search (a substring of the lower-cased name, address or city), the
 * card filter and the eligibility filter. The needle is prepared once, not per row.
 */
export function rowFilter(criteria: TableCriteria): (row: LocationRow) => boolean {
  const needle = criteria.search.trim().toLowerCase();
  const { statusFilter, eligibility } = criteria;
  const matchesSearch = needle.includes(SEARCH_KEY_SEPARATOR)
    ? (row: LocationRow) =>
        [row.name, row.address, row.city].some((field) => field.toLowerCase().includes(needle))
    : (row: LocationRow) => row.searchKey.includes(needle);
  return (row) =>
    (needle.length === 0 || matchesSearch(row)) &&
    matchesStatusFilter(row, statusFilter) &&
    (eligibility === 'all' || row.eligibilityReason === eligibility);
}

/**
 * The rows the table shows: the column's (cached) order walked forwards or backwards, keeping the
 * rows that pass. No sorting and no allocation per row on a keystroke: one pass of cheap tests.
 */
export function visibleRows(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
): LocationRow[] {
  const ordered = ascendingRows(model, sort.column);
  const keep = rowFilter(criteria);
  const result: LocationRow[] = [];
  if (sort.direction === 'ascending') {
    for (let index = 0; index < ordered.length; index += 1) {
      const row = ordered[index];
      if (row !== undefined && keep(row)) result.push(row);
    }
  } else {
    for (let index = ordered.length - 1; index >= 0; index -= 1) {
      const row = ordered[index];
      if (row !== undefined && keep(row)) result.push(row);
    }
  }
  return result;
}

/** Clicking a column's header sorts by it ascending; clicking the sorted column flips it. */
export function toggleSort(current: TableSort, column: SortColumn): TableSort {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** How many results `cachedVisibleRows` keeps. */
export const RESULT_CACHE_SIZE = 24;

/** Everything but the search text that decides a result. */
function resultGroup(criteria: TableCriteria, sort: TableSort): string {
  const status = criteria.statusFilter
    ? `${criteria.statusFilter.kind}:${criteria.statusFilter.value}`
    : '';
  return `${sort.column}|${sort.direction}|${status}|${criteria.eligibility}`;
}

/** The criteria that keep every row: the result is the column's order as it is. */
function keepsEveryRow(criteria: TableCriteria): boolean {
  return (
    criteria.search.trim().length === 0 &&
    criteria.statusFilter === null &&
    criteria.eligibility === 'all'
  );
}

/** Where a result comes from: remembered (or the whole order), or a pass of `keep` over a list. */
type ResultPlan =
  | { kind: 'ready'; rows: LocationRow[] }
  | {
      kind: 'filter';
      key: string;
      search: string;
      /** The smallest remembered result this one narrows, or null: the column's whole order. */
      base: LocationRow[] | null;
      keep: (row: LocationRow) => boolean;
    };

function remember(model: TableModel, key: string, search: string, rows: LocationRow[]): void {
  model.results.set(key, { search, rows });
  if (model.results.size > RESULT_CACHE_SIZE) {
    const oldest = model.results.keys().next().value;
    if (oldest !== undefined) model.results.delete(oldest);
  }
}

function planResult(model: TableModel, criteria: TableCriteria, sort: TableSort): ResultPlan {
  const group = resultGroup(criteria, sort);
  const search = criteria.search.trim().toLowerCase();
  const key = `${group}|${search}`;
  const hit = model.results.get(key);
  if (hit !== undefined) {
    // Most recently used last.
    model.results.delete(key);
    model.results.set(key, hit);
    return { kind: 'ready', rows: hit.rows };
  }
  if (keepsEveryRow(criteria)) {
    // A copy of the order, without a test per row.
    const ordered = ascendingRows(model, sort.column);
    const rows = sort.direction === 'ascending' ? ordered.slice() : ordered.slice().reverse();
    remember(model, key, search, rows);
    return { kind: 'ready', rows };
  }
  let base: LocationRow[] | null = null;
  for (const [cachedKey, entry] of model.results) {
    if (
      cachedKey.startsWith(`${group}|`) &&
      search.includes(entry.search) &&
      (base === null || entry.rows.length < base.length)
    ) {
      base = entry.rows;
    }
  }
  return { kind: 'filter', key, search, base, keep: rowFilter(criteria) };
}

/**
 * `visibleRows`, remembering the last results: going back to an earlier search (Backspace) costs
 * nothing, and a search that extends an earlier one (typing on) only filters that earlier, smaller
 * result (a row whose text contains "seat" also contains "sea"), keeping its order.
 */
export function cachedVisibleRows(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
): LocationRow[] {
  const plan = planResult(model, criteria, sort);
  if (plan.kind === 'ready') return plan.rows;
  const rows =
    plan.base === null ? visibleRows(model, criteria, sort) : plan.base.filter(plan.keep);
  remember(model, plan.key, plan.search, rows);
  return rows;
}

/**
 * Rows a result may test inside a render. A larger pass is `filterRowsInSlices`: tens of thousands
 * of tests in one render were long tasks on a slow phone.
 */
export const RENDER_FILTER_LIMIT = 5_000;

/**
 * `cachedVisibleRows` when it is cheap (remembered, every row kept, or at most
 * `RENDER_FILTER_LIMIT` rows to test); null when the result needs `filterRowsInSlices`.
 */
export function readyVisibleRows(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
): LocationRow[] | null {
  const plan = planResult(model, criteria, sort);
  if (plan.kind === 'ready') return plan.rows;
  if ((plan.base ?? model.rows).length > RENDER_FILTER_LIMIT) return null;
  return cachedVisibleRows(model, criteria, sort);
}

/**
 * Starts `filterRowsInSlices` for a result that would need it, only to remember the result (e.g. a
 * search typed but not yet applied); a cheap result is left to the render. Returns a function that
 * stops it.
 */
export function prepareVisibleRows(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
  scheduler?: SliceScheduler,
): () => void {
  const plan = planResult(model, criteria, sort);
  if (plan.kind === 'ready' || (plan.base ?? model.rows).length <= RENDER_FILTER_LIMIT) {
    return () => undefined;
  }
  return filterRowsInSlices(model, criteria, sort, () => undefined, scheduler);
}

/** How a sliced pass runs its next slice and reads the time. */
export interface SliceScheduler {
  schedule: (next: () => void) => void;
  now: () => number;
}

let slices: { port: MessagePort; queue: (() => void)[] } | undefined;

/**
 * Each slice a task of its own, posted on a message channel: unlike a chain of `setTimeout`s, it is
 * not held back by the browser's minimum delay for nested timers. Opened on first use.
 */
function scheduleSlice(next: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(next, 0);
    return;
  }
  if (slices === undefined) {
    const channel = new MessageChannel();
    const queue: (() => void)[] = [];
    channel.port1.onmessage = () => queue.shift()?.();
    slices = { port: channel.port2, queue };
  }
  slices.queue.push(next);
  slices.port.postMessage(null);
}

const taskScheduler: SliceScheduler = { schedule: scheduleSlice, now: () => performance.now() };

/**
 * Time a slice of `filterRowsInSlices` works before it yields: keystrokes and frames go between,
 * and a slice stays well under a long task (50 ms) with room for a garbage collection.
 */
export const FILTER_SLICE_MS = 16;

/** Rows tested between two reads of the clock. */
const ROWS_PER_CLOCK_READ = 256;

/**
 * `cachedVisibleRows` in slices, one task each, no longer than about `FILTER_SLICE_MS`: calls
 * `done` with the rows (remembered like `cachedVisibleRows`) once the pass is complete. Returns a
 * function that stops it (a newer search or filter replaces it): a stopped pass never calls `done`.
 */
export function filterRowsInSlices(
  model: TableModel,
  criteria: TableCriteria,
  sort: TableSort,
  done: (rows: LocationRow[]) => void,
  scheduler: SliceScheduler = taskScheduler,
): () => void {
  let stopped = false;
  let plan: Extract<ResultPlan, { kind: 'filter' }> | undefined;
  let source: readonly LocationRow[] = [];
  let backwards = false;
  let tested = 0;
  const rows: LocationRow[] = [];
  const slice = () => {
    if (stopped) return;
    const started = scheduler.now();
    if (plan === undefined) {
      // Planned in the first slice: an earlier pass may have remembered this result meanwhile.
      const planned = planResult(model, criteria, sort);
      if (planned.kind === 'ready') {
        done(planned.rows);
        return;
      }
      plan = planned;
      source = planned.base ?? ascendingRows(model, sort.column);
      backwards = planned.base === null && sort.direction === 'descending';
    }
    const { keep } = plan;
    const last = source.length - 1;
    while (tested < source.length) {
      const end = Math.min(source.length, tested + ROWS_PER_CLOCK_READ);
      for (let index = tested; index < end; index += 1) {
        const row = source[backwards ? last - index : index];
        if (row !== undefined && keep(row)) rows.push(row);
      }
      tested = end;
      if (scheduler.now() - started >= FILTER_SLICE_MS) break;
    }
    if (tested < source.length) {
      scheduler.schedule(slice);
      return;
    }
    remember(model, plan.key, plan.search, rows);
    done(rows);
  };
  scheduler.schedule(slice);
  return () => {
    stopped = true;
  };
}

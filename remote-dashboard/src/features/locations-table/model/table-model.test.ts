import type { Location, LocationStatus, UserLocationStatus } from 'shared-contracts/entities';
import { keepSelection, toLocationStatuses } from 'shared-contracts/rules';
import { buildLocation, buildUserLocationStatus } from 'shared-contracts/testing';
import {
  DEFAULT_SORT,
  FILTER_SLICE_MS,
  RENDER_FILTER_LIMIT,
  RESULT_CACHE_SIZE,
  ascendingRows,
  buildTableModel,
  buildTableModelFromAnswers,
  cachedVisibleRows,
  filterRowsInSlices,
  prepareVisibleRows,
  readyVisibleRows,
  getTableModel,
  rowFilter,
  toggleSort,
  visibleRows,
  warmUpRows,
  WARM_UP_SLICE,
  type LocationRow,
  type TableCriteria,
  type TableModel,
  type TableSort,
} from './table-model';
import { manualScheduler } from './manual-scheduler';

const NO_CRITERIA: TableCriteria = { search: '', statusFilter: null, eligibility: 'all' };

function answers(): { locations: Location[]; status: UserLocationStatus[] } {
  const locations = [
    buildLocation({
      locationId: 'a',
      locationName: 'Denver Bakery 0003',
      onboardStatus: 'complete',
      address: {
        address1: '12 Oak Avenue',
        address2: '',
        city: 'Denver',
        state: 'CO',
        zipCode: '80201',
      },
    }),
    buildLocation({
      locationId: 'b',
      locationName: 'austin Garage 0001',
      onboardStatus: 'incomplete',
      address: {
        address1: '9 Main Street',
        address2: 'Suite 4',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
      },
    }),
    buildLocation({
      locationId: 'c',
      locationName: 'Boston Clinic 0002',
      onboardStatus: 'complete',
      address: { address1: '', address2: '', city: 'Boston', state: 'MA', zipCode: '02101' },
    }),
    buildLocation({
      locationId: 'd',
      locationName: 'Austin Market 0004',
      onboardStatus: 'complete',
      address: {
        address1: '1 Cedar Road',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
      },
    }),
  ];
  const status: UserLocationStatus[] = [
    buildUserLocationStatus({
      locationId: 'a',
      monitoringReason: 'ACTIVE',
      eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
    }),
    buildUserLocationStatus({
      locationId: 'b',
      monitoringReason: 'PAUSED',
      eligibilityReason: 'AUTH_NOT_FOUND',
    }),
    buildUserLocationStatus({
      locationId: 'd',
      monitoringReason: 'ACTIVE',
      eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
    }),
    // c is missing from the status list: INELIGIBLE / ENTITLEMENT_NOT_FOUND by default.
  ];
  return { locations, status };
}

function statuses(): LocationStatus[] {
  const { locations, status } = answers();
  return toLocationStatuses(locations, status);
}

const ids = (rows: readonly { locationId: string }[]) => rows.map((row) => row.locationId);

test('rows are derived once: labels, address, city line and the search text', () => {
  const model = buildTableModel(statuses());
  const row = model.byId.get('b');
  expect(row).toMatchObject({
    name: 'austin Garage 0001',
    address: '9 Main Street, Suite 4',
    city: 'Austin, TX 78701',
    onboardingLabel: 'Incomplete',
    monitoringLabel: 'Paused',
    eligibilityLabel: 'Not Authorized',
  });
  expect(model.byId.get('c')).toMatchObject({
    address: 'Not found',
    monitoringLabel: 'Ineligible',
    eligibilityLabel: 'No Subscription',
  });
});

test('grouping: onboarding and monitoring reason counts, defaults included', () => {
  const { counts } = buildTableModel(statuses());
  expect(counts.total).toBe(4);
  expect(counts.onboarding).toEqual({ complete: 3, incomplete: 1 });
  expect(counts.monitoring).toEqual({
    ACTIVE: 2,
    PAUSED: 1,
    DISARMED: 0,
    SNOOZED: 0,
    INELIGIBLE: 1,
    UNKNOWN: 0,
  });
});

test('a reason the table does not know is grouped and shown as Unknown', () => {
  const [first] = statuses();
  if (first === undefined) throw new Error('no fixture');
  // As it may come off the wire: values the types do not know.
  const odd: LocationStatus = JSON.parse(
    JSON.stringify({ ...first, monitoringReason: 'NEW_REASON', eligibilityReason: 'NEW' }),
  );
  const model = buildTableModel([odd]);
  expect(model.rows[0]).toMatchObject({
    monitoringReason: 'UNKNOWN',
    monitoringLabel: 'Unknown',
    eligibilityLabel: 'Unknown',
  });
  expect(model.counts.monitoring.UNKNOWN).toBe(1);
});

test('the eligibility filter offers the reasons present, by label', () => {
  expect(buildTableModel(statuses()).eligibilityReasons).toEqual([
    'VSG_MONITORING_ELIGIBLE',
    'ENTITLEMENT_NOT_FOUND',
    'AUTH_NOT_FOUND',
  ]);
});

test('sorting by name is case-insensitive, both ways', () => {
  const model = buildTableModel(statuses());
  expect(ids(visibleRows(model, NO_CRITERIA, DEFAULT_SORT))).toEqual(['b', 'd', 'c', 'a']);
  expect(ids(visibleRows(model, NO_CRITERIA, { column: 'name', direction: 'descending' }))).toEqual(
    ['a', 'c', 'd', 'b'],
  );
});

test('sorting by a label column groups by label, then by name', () => {
  const model = buildTableModel(statuses());
  expect(
    ids(visibleRows(model, NO_CRITERIA, { column: 'monitoring', direction: 'ascending' })),
  ).toEqual(['d', 'a', 'c', 'b']); // Active (Austin Market, Denver), Ineligible, Paused
  expect(
    ids(visibleRows(model, NO_CRITERIA, { column: 'onboarding', direction: 'ascending' })),
  ).toEqual(['d', 'c', 'a', 'b']);
  expect(
    ids(visibleRows(model, NO_CRITERIA, { column: 'eligibility', direction: 'descending' })),
  ).toEqual(['b', 'c', 'a', 'd']);
});

test('sorting by address and city', () => {
  const model = buildTableModel(statuses());
  expect(
    ids(visibleRows(model, NO_CRITERIA, { column: 'address', direction: 'ascending' })),
  ).toEqual(['d', 'a', 'b', 'c']); // 1 Cedar, 12 Oak, 9 Main, Not found
  expect(ids(visibleRows(model, NO_CRITERIA, { column: 'city', direction: 'ascending' }))).toEqual([
    'b',
    'd',
    'c',
    'a',
  ]);
});

test('each column order is computed once and kept', () => {
  const model = buildTableModel(statuses());
  expect(model.ascending.address).toBeUndefined();
  const first = ascendingRows(model, 'address');
  expect(ascendingRows(model, 'address')).toBe(first);
});

/** Everything a row shows, filters on or sorts by, as a plain object. */
const fieldsOf = (row: LocationRow | undefined) =>
  row && {
    index: row.index,
    locationId: row.locationId,
    ownerId: row.ownerId,
    name: row.name,
    address: row.address,
    city: row.city,
    onboardStatus: row.onboardStatus,
    monitoringReason: row.monitoringReason,
    eligibilityReason: row.eligibilityReason,
    onboardingLabel: row.onboardingLabel,
    monitoringLabel: row.monitoringLabel,
    eligibilityLabel: row.eligibilityLabel,
    searchKey: row.searchKey,
  };

test('the rows built from the answers are those of the merged status list', () => {
  const { locations, status } = answers();
  // A location without a status entry takes the missing-status defaults.
  const fromAnswers = getTableModel(locations, status.slice(1));
  const fromStatuses = buildTableModel(toLocationStatuses(locations, status.slice(1)));
  expect(fromAnswers.rows.map(fieldsOf)).toEqual(fromStatuses.rows.map(fieldsOf));
  expect(fromAnswers.counts).toEqual(fromStatuses.counts);
  expect(fromAnswers.byId.get('c')).toBe(fromAnswers.rows[2]);
  // The same rows whether the status list is in the locations' order or not.
  const inOrder = buildTableModel(toLocationStatuses(locations, status));
  for (const statusList of [status, [...status].reverse()]) {
    expect(buildTableModelFromAnswers(locations, statusList).rows.map(fieldsOf)).toEqual(
      inOrder.rows.map(fieldsOf),
    );
  }
});

test('the warm-up derives every search key in slices, one scheduled task each', () => {
  const location = buildLocation();
  const many = Array.from({ length: WARM_UP_SLICE * 2 + 1 }, (_, index) =>
    buildLocation({ ...location, locationId: `l${index}`, locationName: `Shop ${index}` }),
  );
  const model = getTableModel(many, []);
  const tasks: (() => void)[] = [];
  warmUpRows(model, (next) => tasks.push(next));
  let slices = 0;
  while (tasks.length > 0) {
    tasks.shift()?.();
    slices += 1;
  }
  expect(slices).toBe(3);
  expect(model.rows[WARM_UP_SLICE * 2]?.searchKey).toContain('shop 1000');

  const stopped: (() => void)[] = [];
  const stop = warmUpRows(getTableModel([...many], []), (next) => stopped.push(next));
  stop();
  stopped.shift()?.();
  expect(stopped).toHaveLength(0);
});

test('the model is built once per pair of answers and rebuilt when either changes', () => {
  const { locations, status } = answers();
  const model = getTableModel(locations, status);
  expect(getTableModel(locations, status)).toBe(model);
  expect(ids(model.rows)).toEqual(['a', 'b', 'c', 'd']);
  expect(getTableModel(locations, [...status])).not.toBe(model);
  expect(getTableModel(answers().locations, status)).not.toBe(model);
});

test('clicking a header sorts ascending; clicking the sorted column flips it', () => {
  expect(toggleSort(DEFAULT_SORT, 'city')).toEqual({ column: 'city', direction: 'ascending' });
  expect(toggleSort({ column: 'city', direction: 'ascending' }, 'city')).toEqual({
    column: 'city',
    direction: 'descending',
  });
  expect(toggleSort({ column: 'city', direction: 'descending' }, 'city')).toEqual({
    column: 'city',
    direction: 'ascending',
  });
});

test('search: case-insensitive substring of name, address or city', () => {
  const model = buildTableModel(statuses());
  const search = (text: string) =>
    ids(visibleRows(model, { ...NO_CRITERIA, search: text }, DEFAULT_SORT));
  expect(search('AUSTIN')).toEqual(['b', 'd']);
  expect(search('  clinic ')).toEqual(['c']);
  expect(search('oak ave')).toEqual(['a']);
  expect(search('tx 78702')).toEqual(['d']);
  expect(search('nowhere')).toEqual([]);
});

test('filtering by card and by eligibility, combined with the search', () => {
  const model = buildTableModel(statuses());
  const active = { kind: 'monitoring', value: 'ACTIVE' } as const;
  expect(ids(visibleRows(model, { ...NO_CRITERIA, statusFilter: active }, DEFAULT_SORT))).toEqual([
    'd',
    'a',
  ]);
  expect(
    ids(
      visibleRows(
        model,
        { ...NO_CRITERIA, statusFilter: { kind: 'onboarding', value: 'incomplete' } },
        DEFAULT_SORT,
      ),
    ),
  ).toEqual(['b']);
  expect(
    ids(visibleRows(model, { ...NO_CRITERIA, eligibility: 'ENTITLEMENT_NOT_FOUND' }, DEFAULT_SORT)),
  ).toEqual(['c']);
  expect(
    ids(
      visibleRows(model, { ...NO_CRITERIA, statusFilter: active, search: 'denver' }, DEFAULT_SORT),
    ),
  ).toEqual(['a']);
  const keep = rowFilter({ ...NO_CRITERIA, statusFilter: active });
  expect(model.rows.filter(keep)).toHaveLength(2);
});

test('selection survives a filter that keeps the location and is cleared by one that drops it', () => {
  const model = buildTableModel(statuses());
  const austin = visibleRows(model, { ...NO_CRITERIA, search: 'austin' }, DEFAULT_SORT);
  expect(keepSelection('d', austin)).toBe('d');
  const paused = visibleRows(
    model,
    { ...NO_CRITERIA, statusFilter: { kind: 'monitoring', value: 'PAUSED' } },
    DEFAULT_SORT,
  );
  expect(keepSelection('d', paused)).toBeNull();
});

test('twenty thousand rows filter in one cheap pass', () => {
  const base = statuses()[0];
  if (base === undefined) throw new Error('no fixture');
  const many: LocationStatus[] = Array.from({ length: 20_000 }, (_, index) => ({
    ...base,
    locationId: `loc-${index}`,
    locationName: `City Kind ${String(index).padStart(5, '0')}`,
  }));
  const model = buildTableModel(many);
  ascendingRows(model, 'name');
  // As the page does once the first rows are shown: the search keys derived before the search.
  warmUpRows(model, (next) => next());
  const started = performance.now();
  const rows = visibleRows(model, { ...NO_CRITERIA, search: 'kind 1' }, DEFAULT_SORT);
  expect(performance.now() - started).toBeLessThan(200);
  expect(rows).toHaveLength(10_000);
  expect(rows[0]?.name).toBe('City Kind 10000');
});

test('remembered results: the same criteria answer the same rows; a longer search narrows the earlier result', () => {
  const model = buildTableModel(statuses());
  const austin = cachedVisibleRows(model, { ...NO_CRITERIA, search: 'Austin' }, DEFAULT_SORT);
  expect(ids(austin)).toEqual(['b', 'd']);
  expect(cachedVisibleRows(model, { ...NO_CRITERIA, search: ' austin' }, DEFAULT_SORT)).toBe(
    austin,
  );
  const market = cachedVisibleRows(
    model,
    { ...NO_CRITERIA, search: 'austin market' },
    DEFAULT_SORT,
  );
  expect(ids(market)).toEqual(['d']);
  // Other sort or filters: computed on their own, never from another group's result.
  expect(
    ids(
      cachedVisibleRows(
        model,
        { ...NO_CRITERIA, search: 'austin market' },
        { column: 'name', direction: 'descending' },
      ),
    ),
  ).toEqual(['d']);
  expect(
    ids(
      cachedVisibleRows(
        model,
        { ...NO_CRITERIA, search: 'austin', statusFilter: { kind: 'monitoring', value: 'PAUSED' } },
        DEFAULT_SORT,
      ),
    ),
  ).toEqual(['b']);
  // Every result equals the uncached one.
  for (const search of ['', 'a', 'au', 'oak', 'tx', 'zzz']) {
    expect(cachedVisibleRows(model, { ...NO_CRITERIA, search }, DEFAULT_SORT)).toEqual(
      visibleRows(model, { ...NO_CRITERIA, search }, DEFAULT_SORT),
    );
  }
});

test('the result cache keeps only the most recent results', () => {
  const model = buildTableModel(statuses());
  for (let index = 0; index < RESULT_CACHE_SIZE + 5; index += 1) {
    cachedVisibleRows(model, { ...NO_CRITERIA, search: `x${index}` }, DEFAULT_SORT);
  }
  expect(model.results.size).toBe(RESULT_CACHE_SIZE);
});

/** A large account: more rows than a render may test, every tenth one in Seattle. */
function largeModel(): TableModel {
  const base = statuses()[0];
  if (base === undefined) throw new Error('no fixture');
  const many: LocationStatus[] = Array.from({ length: RENDER_FILTER_LIMIT * 2 }, (_, index) => ({
    ...base,
    locationId: `loc-${index}`,
    locationName: `${index % 10 === 0 ? 'Seattle' : 'Denver'} Shop ${String(index).padStart(5, '0')}`,
    fullAddress: `${index} Oak Avenue`,
  }));
  return buildTableModel(many);
}

test('a result too large to test in a render is left to the sliced pass; a cheap one is ready', () => {
  const model = largeModel();
  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  expect(readyVisibleRows(model, seattle, DEFAULT_SORT)).toBeNull();
  // Every row kept: the order itself, no test per row.
  expect(readyVisibleRows(model, NO_CRITERIA, DEFAULT_SORT)).toHaveLength(RENDER_FILTER_LIMIT * 2);
  const remembered = cachedVisibleRows(model, seattle, DEFAULT_SORT);
  expect(readyVisibleRows(model, seattle, DEFAULT_SORT)).toBe(remembered);
  // Narrowing the remembered (smaller) result is cheap enough for a render.
  expect(
    ids(
      readyVisibleRows(model, { ...NO_CRITERIA, search: 'seattle shop 001' }, DEFAULT_SORT) ?? [],
    ),
  ).toEqual([
    'loc-100',
    'loc-110',
    'loc-120',
    'loc-130',
    'loc-140',
    'loc-150',
    'loc-160',
    'loc-170',
    'loc-180',
    'loc-190',
  ]);
  const small = buildTableModel(statuses());
  expect(readyVisibleRows(small, { ...NO_CRITERIA, search: 'a' }, DEFAULT_SORT)).toEqual(
    visibleRows(small, { ...NO_CRITERIA, search: 'a' }, DEFAULT_SORT),
  );
});

test('the sliced pass yields at every slice and answers what the pass in one go answers', () => {
  const cases: [TableCriteria, TableSort][] = [
    [{ ...NO_CRITERIA, search: 'seattle' }, DEFAULT_SORT],
    [
      { ...NO_CRITERIA, search: 'shop 00' },
      { column: 'name', direction: 'descending' },
    ],
    [
      { ...NO_CRITERIA, search: 'oak', statusFilter: { kind: 'onboarding', value: 'complete' } },
      { column: 'address', direction: 'ascending' },
    ],
  ];
  for (const [criteria, sort] of cases) {
    const model = largeModel();
    const scheduler = manualScheduler();
    let result: LocationRow[] | undefined;
    filterRowsInSlices(model, criteria, sort, (rows) => (result = rows), scheduler);
    expect(result).toBeUndefined();
    // The clock moves at each read: a slice stops after FILTER_SLICE_MS of them.
    expect(scheduler.runAll()).toBeGreaterThan(2);
    expect(result?.length).toBeGreaterThan(0);
    expect(result).toEqual(visibleRows(model, criteria, sort));
    // Remembered: the same view again is ready at once, as the same rows.
    expect(readyVisibleRows(model, criteria, sort)).toBe(result);
  }
  expect(FILTER_SLICE_MS).toBeLessThan(50);
});

test('the sliced pass narrows a remembered result and answers a remembered one in its first slice', () => {
  const model = largeModel();
  const scheduler = manualScheduler();
  const results: LocationRow[][] = [];
  /** Filters for `search` to the end; answers how many slices that took. */
  const run = (search: string) => {
    filterRowsInSlices(
      model,
      { ...NO_CRITERIA, search },
      DEFAULT_SORT,
      (rows) => results.push(rows),
      scheduler,
    );
    return scheduler.runAll();
  };
  const wide = run('sea');
  // Ten times fewer rows to test than the whole list: fewer slices.
  expect(run('seattle')).toBeLessThan(wide);
  expect(results[1]).toHaveLength(RENDER_FILTER_LIMIT / 5);
  expect(run('sea')).toBe(1);
  expect(results[2]).toBe(results[0]);
});

test('a stopped pass never answers and remembers nothing', () => {
  const model = largeModel();
  const scheduler = manualScheduler();
  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  let answered = false;
  const stop = filterRowsInSlices(model, seattle, DEFAULT_SORT, () => (answered = true), scheduler);
  scheduler.tasks.shift()?.();
  stop();
  scheduler.runAll();
  expect(answered).toBe(false);
  expect(readyVisibleRows(model, seattle, DEFAULT_SORT)).toBeNull();
});

test('preparing a result runs the sliced pass only where one is needed, and remembers it', () => {
  const model = largeModel();
  const scheduler = manualScheduler();
  const seattle: TableCriteria = { ...NO_CRITERIA, search: 'seattle' };
  prepareVisibleRows(model, seattle, DEFAULT_SORT, scheduler);
  expect(scheduler.runAll()).toBeGreaterThan(1);
  expect(readyVisibleRows(model, seattle, DEFAULT_SORT)).toEqual(
    visibleRows(model, seattle, DEFAULT_SORT),
  );
  // Cheap: remembered, or few rows to test (left to the render).
  prepareVisibleRows(model, seattle, DEFAULT_SORT, scheduler);
  prepareVisibleRows(model, { ...NO_CRITERIA, search: 'seattle shop' }, DEFAULT_SORT, scheduler);
  prepareVisibleRows(buildTableModel(statuses()), seattle, DEFAULT_SORT, scheduler);
  expect(scheduler.tasks).toHaveLength(0);
  // Stopped (a newer keystroke): nothing remembered.
  const denver: TableCriteria = { ...NO_CRITERIA, search: 'denver' };
  const stop = prepareVisibleRows(model, denver, DEFAULT_SORT, scheduler);
  stop();
  scheduler.runAll();
  expect(readyVisibleRows(model, denver, DEFAULT_SORT)).toBeNull();
});

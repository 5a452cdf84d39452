import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import {
  TableVirtuoso,
  type ItemProps,
  type ListRange,
  type ScrollSeekConfiguration,
  type ScrollSeekPlaceholderProps,
  type TableComponents,
  type TableProps,
  type TableVirtuosoHandle,
} from 'react-virtuoso';
import { TABLE_HEIGHT_PX } from 'shared-contracts/constants';
import { Box } from 'ui';
import type { LocationRow, SortColumn, TableCriteria, TableSort } from '../model/table-model';
import { LIST_ROW_HEIGHT_PX, listLayoutStyles } from './list-layout';
import { createRowKeys } from './row-keys';
import { usePhoneWidth } from './use-phone-width';

/**
 * Every row is exactly this tall (cells never wrap), so the list never measures a row: a 44 px tap
 * target (the row's radio, a header's sort button) above the row's 1 px border.
 */
export const ROW_HEIGHT_PX = 45;

/** The sortable columns and their share of the table's width (after the select column). */
export const TABLE_COLUMNS: readonly { column: SortColumn; label: string; width: string }[] = [
  { column: 'name', label: 'Location', width: '20%' },
  { column: 'address', label: 'Address', width: '18%' },
  { column: 'city', label: 'City', width: '12%' },
  { column: 'onboarding', label: 'Onboarding status', width: '16%' },
  { column: 'monitoring', label: 'Monitoring status', width: '16%' },
  { column: 'eligibility', label: 'Eligibility', width: '14%' },
];
const SELECT_COLUMN_WIDTH = `${ROW_HEIGHT_PX - 1}px`;
/** Rows of `height` that the table's height shows at once (the header row's height included). */
const rowsInView = (height: number) => Math.ceil(TABLE_HEIGHT_PX / height);

interface RowContext {
  /** Data rows (the header row is one more). */
  rowCount: number;
  selectedId: string | null;
  disabled: boolean;
  /** The hidden "Select" that starts every radio's name (its row's location name follows). */
  selectLabelId: string;
  /**
   * Selects the location of the row an event came from (a click on the row, a change of its
   * radio): one handler for every row and every radio.
   */
  onSelectRow: (event: SyntheticEvent<HTMLElement>) => void;
}

/** The location of a row's element (`data-location-id`, set by `Row`). */
function locationOfRow(element: Element): string | undefined {
  return element.closest<HTMLElement>('tr[data-location-id]')?.dataset.locationId;
}

/**
 * A plain row: no per-row styled components (styles come from the wrapper) and no per-row
 * closures (the handlers come from the context), so a scrolled frame allocates little.
 */
function Row({ item, context, ...props }: ItemProps<LocationRow> & { context: RowContext }) {
  const selected = item.locationId === context.selectedId;
  return (
    <tr
      {...props}
      role="row"
      aria-rowindex={props['data-index'] + 2}
      data-location-id={item.locationId}
      data-selected={selected ? 'true' : undefined}
      onClick={context.disabled ? undefined : context.onSelectRow}
    />
  );
}

function Table({ context, ...props }: TableProps & { context: RowContext }) {
  return (
    <table {...props} role="table" aria-label="Locations" aria-rowcount={context.rowCount + 1} />
  );
}

/**
 * Scroll speeds, in pixels per 100 ms (react-virtuoso's unit), at which the list swaps its rows for
 * placeholders and back. With a handful of rows in view a frame of real rows is cheap, so a fling
 * keeps them; only a faster one (above 60,000 px/s, some 1,300 rows a second) or a scrollbar
 * drag across the list shows placeholders, until it slows below 40,000 px/s or stops: a fling that
 * follows a drag shows its rows again instead of keeping the drag's placeholders.
 */
const SEEK_ENTER_SPEED = 6_000;
const SEEK_EXIT_SPEED = 4_000;
/**
 * Fast samples in a row that enter the placeholders: a jump (a click in the scrollbar's track, the
 * End key, a new search's scroll to the top) lands in one, and its rows show at once.
 */
const SEEK_ENTER_SAMPLES = 2;
/** react-virtuoso samples the scroll position at most every 100 ms. */
const SAMPLE_MS = 100;
/** Longer gaps are a pause in the scroll, not a late sample. */
const LONGEST_SAMPLE_MS = 250;

/**
 * The scroll-seek thresholds of one list. react-virtuoso's velocity is the distance between two
 * samples of the scroll position taken at least 100 ms apart, and the window stretches when the
 * main thread is late, so a steady scroll reads faster on a busy frame. A sample enters the
 * placeholders as it is read (a drag always does); leaving them reads it over the time it really
 * took, so that late samples cannot keep a fling in placeholders.
 */
export function createScrollSeek(
  now: () => number = () => performance.now(),
): ScrollSeekConfiguration {
  let lastSampleAt = now();
  let fastSamples = 0;
  /** Every sample reaches one of the two thresholds: each one notes its time. */
  const sampleWindowMs = () => {
    const at = now();
    const windowMs = Math.min(LONGEST_SAMPLE_MS, Math.max(SAMPLE_MS, at - lastSampleAt));
    lastSampleAt = at;
    return windowMs;
  };
  return {
    enter: (velocity) => {
      sampleWindowMs();
      fastSamples = Math.abs(velocity) > SEEK_ENTER_SPEED ? fastSamples + 1 : 0;
      return fastSamples >= SEEK_ENTER_SAMPLES;
    },
    exit: (velocity) => {
      const left = (Math.abs(velocity) * SAMPLE_MS) / sampleWindowMs() < SEEK_EXIT_SPEED;
      if (left) fastSamples = 0;
      return left;
    },
  };
}

/**
 * A row in view during a fast scroll: one empty cell of the row's height, hidden from assistive
 * technology, so that a frame of a fling changes a few heights instead of every cell's text.
 */
export function SeekingRow({ height }: ScrollSeekPlaceholderProps) {
  return (
    <tr aria-hidden="true" data-seeking="true" style={{ height }}>
      <td />
    </tr>
  );
}

const components: TableComponents<LocationRow, RowContext> = {
  Table,
  TableRow: Row,
  ScrollSeekPlaceholder: SeekingRow,
};

interface RowCellsProps {
  row: LocationRow;
  selected: boolean;
  disabled: boolean;
  selectLabelId: string;
  onRadioChange: RowContext['onSelectRow'];
}

interface RowRadioProps {
  checked: boolean;
  disabled: boolean;
  /** The ids of the hidden "Select" and of the row's name cell. */
  labelledBy: string;
  onChange: RowContext['onSelectRow'];
}

/**
 * A row's radio. React re-sets every input it renders again (its `type` and `name` too), which
 * takes a radio out of its group and back and has the browser lay every row in view out again. So
 * nothing of it names its location (its name comes from the row's name cell, by ids that stay with
 * the element; its change handler finds the location from its row), and it is memoised: a row
 * element that comes back into view with another location changes its cells' text, not its radio.
 */
const RowRadio = memo(function RowRadio({
  checked,
  disabled,
  labelledBy,
  onChange,
}: RowRadioProps) {
  return (
    <input
      type="radio"
      name="dashboard-location"
      aria-labelledby={labelledBy}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
});

/**
 * The cells of a row; the radio makes the single selection reachable by keyboard. Memoised: on a
 * scrolled frame the rows that stay in view keep their element and their location (row-keys.ts),
 * and are left alone.
 */
const RowCells = memo(function RowCells({
  row,
  selected,
  disabled,
  selectLabelId,
  onRadioChange,
}: RowCellsProps) {
  const nameId = useId();
  return (
    <>
      <td role="cell">
        <RowRadio
          checked={selected}
          disabled={disabled}
          labelledBy={`${selectLabelId} ${nameId}`}
          onChange={onRadioChange}
        />
      </td>
      <td role="cell" id={nameId}>
        {row.name}
      </td>
      <td role="cell">{row.address}</td>
      <td role="cell">{row.city}</td>
      <td role="cell">{row.onboardingLabel}</td>
      <td role="cell">{row.monitoringLabel}</td>
      <td role="cell">{row.eligibilityLabel}</td>
    </>
  );
});

export function rowContent(_index: number, row: LocationRow, context: RowContext) {
  return (
    <RowCells
      row={row}
      selected={row.locationId === context.selectedId}
      disabled={context.disabled}
      selectLabelId={context.selectLabelId}
      onRadioChange={context.onSelectRow}
    />
  );
}

interface HeaderProps {
  sort: TableSort;
  onSort: (column: SortColumn) => void;
}

function Header({ sort, onSort }: HeaderProps) {
  return (
    <tr role="row" aria-rowindex={1}>
      <th role="columnheader">
        <span className="visually-hidden">Selected</span>
      </th>
      {TABLE_COLUMNS.map(({ column, label }) => {
        const sorted = sort.column === column;
        return (
          <th key={column} role="columnheader" aria-sort={sorted ? sort.direction : 'none'}>
            <button type="button" onClick={() => onSort(column)}>
              {label}
              <span aria-hidden="true">
                {sorted ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
              </span>
            </button>
          </th>
        );
      })}
    </tr>
  );
}

/**
 * Each column's width: the select column's is fixed, the others share the rest. A row's cells are
 * all th or all td, so :nth-of-type counts them as :nth-child would, without emotion's dev-mode
 * console error about :nth-child.
 */
const columnWidths = Object.fromEntries([
  ['& tr > :nth-of-type(1)', { flex: `0 0 ${SELECT_COLUMN_WIDTH}` }],
  ...TABLE_COLUMNS.map(({ width }, index) => [
    `& tr > :nth-of-type(${index + 2})`,
    { flex: `0 1 ${width}` },
  ]),
]);

const tableStyles = {
  // Rows come and go on every scrolled frame: keep their style, layout and paint inside the list.
  '& [data-virtuoso-scroller]': { contain: 'strict' },
  // Rows are laid out as flex boxes of fixed-width cells rather than by the table algorithm: a
  // scrolled frame lays out only the new cells' text (a third less layout memory per frame, so
  // fewer garbage collections while scrolling). The elements and their explicit roles keep the
  // table's semantics.
  // Below this width every header's label no longer fits its column: the table scrolls in its box.
  '& table': { display: 'block', width: '100%', minWidth: '1040px', fontSize: 'sm' },
  '& thead, & tbody': { display: 'block' },
  '& tr': { display: 'flex' },
  '& th, & td': { display: 'block', minWidth: 0 },
  ...columnWidths,
  '& thead': { background: 'bg' },
  '& th': {
    display: 'flex',
    alignItems: 'center',
    textAlign: 'left',
    fontWeight: 'semibold',
    borderBottomWidth: '1px',
    borderColor: 'border',
    padding: '0 8px',
    height: `${ROW_HEIGHT_PX}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  // The header's full height and at least as wide: a tap target.
  '& th button': {
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderRadius: 'sm',
    padding: '0 4px',
    marginLeft: '-4px',
    height: '100%',
    minWidth: SELECT_COLUMN_WIDTH,
    textAlign: 'left',
  },
  '& th button:focus-visible, & td input:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.solid',
    outlineOffset: '-2px',
  },
  // Data rows only: the list's filler rows above and below take their own heights.
  '& tbody tr[data-index]': { height: `${ROW_HEIGHT_PX}px`, cursor: 'pointer' },
  '& tbody tr[data-index]:hover': { background: 'bg.muted' },
  '& tbody tr[data-selected=true]': { background: 'brand.subtle' },
  // A placeholder row of a fast scroll: one cell across the row, a faint background.
  '& tbody tr[data-seeking] > td': { flex: '1 1 auto', background: 'bg.subtle' },
  '& td': {
    padding: '0 8px',
    height: `${ROW_HEIGHT_PX}px`,
    // The text's line fills the cell above its bottom border: centred like a table cell's.
    lineHeight: `${ROW_HEIGHT_PX - 1}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  // The select column's cell is the radio: the whole cell takes the tap, a ring drawn at its centre
  // (a native radio cannot grow without growing its circle).
  '& td:first-of-type': { padding: 0 },
  '& td input': {
    appearance: 'none',
    display: 'block',
    margin: 0,
    width: SELECT_COLUMN_WIDTH,
    height: `${ROW_HEIGHT_PX - 1}px`,
    cursor: 'pointer',
    background:
      'radial-gradient(circle, transparent 0 5px, var(--chakra-colors-fg-muted) 5.5px 7px, transparent 7.5px)',
  },
  '& td input:checked': {
    background:
      'radial-gradient(circle, var(--chakra-colors-brand-solid) 0 3.5px, transparent 4px 5px, var(--chakra-colors-brand-solid) 5.5px 7px, transparent 7.5px)',
  },
  '& td input:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  '& .visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '&[data-layout=rows]': listLayoutStyles,
} as const;

interface LocationsTableProps {
  rows: readonly LocationRow[];
  /** What `rows` show (search and filters; `sort` orders them): a new one starts at the first row. */
  criteria: TableCriteria;
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  selectedId: string | null;
  /** Selection is disabled while data loads. */
  selectionDisabled: boolean;
  onSelect: (locationId: string) => void;
  /** The row to show first when the table mounts. */
  initialTopIndex: number;
  /** Told the first row in view on every scrolled frame: it must be cheap (no store update). */
  onTopIndexChange: (index: number) => void;
}

/** The locations table: sortable headers and a virtual list (fewer than 100 rows in the DOM). */
export const LocationsTable = memo(function LocationsTable({
  rows,
  criteria,
  sort,
  onSort,
  selectedId,
  selectionDisabled,
  onSelect,
  initialTopIndex,
  onTopIndexChange,
}: LocationsTableProps) {
  const selectLabelId = useId();
  const phone = usePhoneWidth();
  const rowHeight = phone ? LIST_ROW_HEIGHT_PX : ROW_HEIGHT_PX;
  // Kept when the selection or the rows change, so that only the rows whose props change render
  // again (RowCells).
  const onSelectRow = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const locationId = locationOfRow(event.currentTarget);
      if (locationId !== undefined) onSelect(locationId);
    },
    [onSelect],
  );
  const context = useMemo<RowContext>(
    () => ({
      rowCount: rows.length,
      selectedId,
      disabled: selectionDisabled,
      selectLabelId,
      onSelectRow,
    }),
    [rows.length, selectedId, selectionDisabled, selectLabelId, onSelectRow],
  );
  // A new filter, search or sort starts at the top; a remount comes back where it was, and new data
  // for the same view (a refetch, the statuses arriving after the locations) keeps the scroll.
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const shownView = useRef({ criteria, sort });
  useEffect(() => {
    if (shownView.current.criteria === criteria && shownView.current.sort === sort) return;
    shownView.current = { criteria, sort };
    virtuoso.current?.scrollToIndex(0);
  }, [criteria, sort]);
  // Keys by position in view (see row-keys.ts): a scrolled frame updates the row elements in place
  // instead of creating and removing rows.
  const [rowKey] = useState(createRowKeys);
  const [scrollSeek] = useState(() => createScrollSeek());
  const topIndex = Math.min(initialTopIndex, Math.max(0, rows.length - 1));
  const header = useCallback(() => <Header sort={sort} onSort={onSort} />, [sort, onSort]);
  const rangeChanged = useCallback(
    (range: ListRange) => onTopIndexChange(range.startIndex),
    [onTopIndexChange],
  );
  return (
    <Box
      css={tableStyles}
      data-layout={phone ? 'rows' : 'table'}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
    >
      <span id={selectLabelId} hidden>
        Select
      </span>
      <TableVirtuoso
        // The list measures nothing: a row height of the other layout starts a list of its own.
        key={phone ? 'rows' : 'table'}
        ref={virtuoso}
        style={{ height: TABLE_HEIGHT_PX }}
        data={rows}
        context={context}
        components={components}
        fixedHeaderContent={header}
        itemContent={rowContent}
        computeItemKey={rowKey}
        fixedItemHeight={rowHeight}
        scrollSeekConfiguration={scrollSeek}
        initialTopMostItemIndex={topIndex}
        // The rows in view are rendered with the table, not once the list has measured its viewport
        // (one more render and layout before the first rows).
        initialItemCount={Math.min(rowsInView(rowHeight), rows.length - topIndex)}
        rangeChanged={rangeChanged}
      />
    </Box>
  );
});

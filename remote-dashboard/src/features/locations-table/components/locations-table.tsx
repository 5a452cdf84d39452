import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  TableVirtuoso,
  type ItemProps,
  type ListRange,
  type TableComponents,
  type TableProps,
  type TableVirtuosoHandle,
} from 'react-virtuoso';
import { TABLE_HEIGHT_PX } from 'shared-contracts';
import { Box } from 'ui';
import type { LocationRow, SortColumn, TableSort } from '../model/table-model';

/** Every row is exactly this tall (cells never wrap), so the list never measures a row. */
export const ROW_HEIGHT_PX = 40;

export const TABLE_COLUMNS: readonly { column: SortColumn; label: string; width: string }[] = [
  { column: 'name', label: 'Location', width: '20%' },
  { column: 'address', label: 'Address', width: '18%' },
  { column: 'city', label: 'City', width: '14%' },
  { column: 'onboarding', label: 'Onboarding status', width: '14%' },
  { column: 'monitoring', label: 'Monitoring status', width: '14%' },
  { column: 'eligibility', label: 'Eligibility', width: '16%' },
];
const SELECT_COLUMN_WIDTH = '44px';

interface RowContext {
  /** Data rows (the header row is one more). */
  rowCount: number;
  selectedId: string | null;
  disabled: boolean;
  onSelect: (locationId: string) => void;
}

/** A plain row: one click handler, no per-row styled components (styles come from the wrapper). */
function Row({ item, context, ...props }: ItemProps<LocationRow> & { context: RowContext }) {
  const selected = item.locationId === context.selectedId;
  return (
    <tr
      {...props}
      aria-rowindex={props['data-index'] + 2}
      data-selected={selected ? 'true' : undefined}
      onClick={context.disabled ? undefined : () => context.onSelect(item.locationId)}
    />
  );
}

function Table({ context, ...props }: TableProps & { context: RowContext }) {
  return <table {...props} aria-label="Locations" aria-rowcount={context.rowCount + 1} />;
}

const components: TableComponents<LocationRow, RowContext> = {
  Table,
  TableRow: Row,
};

/** The cells of a row; the radio makes the single selection reachable by keyboard. */
function rowContent(_index: number, row: LocationRow, context: RowContext) {
  return (
    <>
      <td>
        <input
          type="radio"
          name="dashboard-location"
          aria-label={`Select ${row.name}`}
          checked={row.locationId === context.selectedId}
          disabled={context.disabled}
          onChange={() => context.onSelect(row.locationId)}
        />
      </td>
      <td>{row.name}</td>
      <td>{row.address}</td>
      <td>{row.city}</td>
      <td>{row.onboardingLabel}</td>
      <td>{row.monitoringLabel}</td>
      <td>{row.eligibilityLabel}</td>
    </>
  );
}

/**
 * Rows are keyed by their index modulo the most rows the 250 px list can hold (8, even with no
 * header), so a scrolled frame reuses the row elements in view (React updates their text) and
 * creates or removes at most one: a larger pool would drop and create several rows on every fast
 * frame. Rows in view are consecutive and never more than the pool, so their keys never repeat.
 */
export const ROW_POOL_SIZE = Math.ceil(TABLE_HEIGHT_PX / ROW_HEIGHT_PX) + 1;

function rowKey(index: number): number {
  return index % ROW_POOL_SIZE;
}

interface HeaderProps {
  sort: TableSort;
  onSort: (column: SortColumn) => void;
}

function Header({ sort, onSort }: HeaderProps) {
  return (
    <tr aria-rowindex={1}>
      <th style={{ width: SELECT_COLUMN_WIDTH }}>
        <span className="visually-hidden">Selected</span>
      </th>
      {TABLE_COLUMNS.map(({ column, label, width }) => {
        const sorted = sort.column === column;
        return (
          <th key={column} style={{ width }} aria-sort={sorted ? sort.direction : 'none'}>
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

const tableStyles = {
  // Rows come and go on every scrolled frame: keep their style, layout and paint inside the list.
  '& [data-virtuoso-scroller]': { contain: 'strict' },
  '& table': {
    width: '100%',
    minWidth: '960px',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: 'sm',
  },
  '& thead': { background: 'bg' },
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    borderBottomWidth: '1px',
    borderColor: 'border',
    padding: '0 8px',
    height: `${ROW_HEIGHT_PX}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  '& th button': {
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderRadius: 'sm',
    padding: '2px 4px',
    marginLeft: '-4px',
  },
  '& th button:focus-visible, & td input:focus-visible': {
    outline: '2px solid',
    outlineColor: 'brand.solid',
  },
  '& tbody tr': { height: `${ROW_HEIGHT_PX}px`, cursor: 'pointer' },
  '& tbody tr:hover': { background: 'bg.muted' },
  '& tbody tr[data-selected=true]': { background: 'brand.subtle' },
  '& td': {
    padding: '0 8px',
    height: `${ROW_HEIGHT_PX}px`,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  '& td input': { accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' },
  '& .visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;

interface LocationsTableProps {
  rows: readonly LocationRow[];
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  selectedId: string | null;
  /** Selection is disabled while data loads. */
  selectionDisabled: boolean;
  onSelect: (locationId: string) => void;
  /** The row to show first when the table mounts. */
  initialTopIndex: number;
  onTopIndexChange: (index: number) => void;
}

/** The locations table: sortable headers and a virtual list (fewer than 100 rows in the DOM). */
export const LocationsTable = memo(function LocationsTable({
  rows,
  sort,
  onSort,
  selectedId,
  selectionDisabled,
  onSelect,
  initialTopIndex,
  onTopIndexChange,
}: LocationsTableProps) {
  const context = useMemo<RowContext>(
    () => ({ rowCount: rows.length, selectedId, disabled: selectionDisabled, onSelect }),
    [rows.length, selectedId, selectionDisabled, onSelect],
  );
  // A new filter, search or sort starts at the top; a remount comes back where it was.
  const virtuoso = useRef<TableVirtuosoHandle>(null);
  const shownRows = useRef(rows);
  useEffect(() => {
    if (shownRows.current === rows) return;
    shownRows.current = rows;
    virtuoso.current?.scrollToIndex(0);
  }, [rows]);
  const header = useCallback(() => <Header sort={sort} onSort={onSort} />, [sort, onSort]);
  const rangeChanged = useCallback(
    (range: ListRange) => onTopIndexChange(range.startIndex),
    [onTopIndexChange],
  );
  return (
    <Box css={tableStyles} borderWidth="1px" borderColor="border" borderRadius="md">
      <TableVirtuoso
        ref={virtuoso}
        style={{ height: TABLE_HEIGHT_PX }}
        data={rows}
        context={context}
        components={components}
        fixedHeaderContent={header}
        itemContent={rowContent}
        computeItemKey={rowKey}
        fixedItemHeight={ROW_HEIGHT_PX}
        initialTopMostItemIndex={Math.min(initialTopIndex, Math.max(0, rows.length - 1))}
        rangeChanged={rangeChanged}
      />
    </Box>
  );
});

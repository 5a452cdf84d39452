import { render, screen, within } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { renderWithProviders } from 'app-runtime/testing';
import { toLocationStatuses } from 'shared-contracts/rules';
import { buildLocation, buildUserLocationStatus } from 'shared-contracts/testing';
import { buildTableModel, type LocationRow } from '../model/table-model';
import { LIST_ROW_HEIGHT_PX } from './list-layout';
import { createScrollSeek, LocationsTable, rowContent, SeekingRow } from './locations-table';

const range = { startIndex: 0, endIndex: 6 };

/** A list's thresholds fed samples 100 ms apart, or `gapMs` apart. */
function samples(gapMs = 100) {
  let clock = 0;
  const seek = createScrollSeek(() => clock);
  const tick = () => {
    clock += gapMs;
    return range;
  };
  return {
    enter: (velocity: number) => seek.enter(velocity, tick()),
    exit: (velocity: number) => seek.exit(velocity, tick()),
  };
}

test('a fling keeps the real rows; a faster one or a scrollbar drag swaps them', () => {
  // Velocities in pixels per 100 ms, either direction.
  const seek = samples();
  expect(seek.enter(3600)).toBe(false);
  expect(seek.enter(-3600)).toBe(false);
  expect(seek.enter(240)).toBe(false);
  expect(seek.enter(7200)).toBe(false);
  expect(seek.enter(-7200)).toBe(true);
});

test('a jump shows its rows at once: only a second fast sample in a row swaps them', () => {
  const seek = samples();
  expect(seek.enter(240_000)).toBe(false);
  expect(seek.enter(240)).toBe(false);
  expect(seek.enter(7200)).toBe(false);
  expect(seek.enter(7200)).toBe(true);
});

test('the placeholders give way to the rows once the scroll slows to a fling or stops', () => {
  const seek = samples();
  expect(seek.exit(0)).toBe(true);
  expect(seek.exit(1500)).toBe(true);
  expect(seek.exit(-3600)).toBe(true);
  expect(seek.exit(5000)).toBe(false);
  // Left, a new fast sample alone does not come back.
  expect(seek.exit(0)).toBe(true);
  expect(seek.enter(7200)).toBe(false);
});

test('leaving the placeholders reads a late sample over the time it took', () => {
  // 5,400 px over 150 ms is a 3,600 px per 100 ms fling.
  expect(samples(150).exit(5400)).toBe(true);
  expect(samples(100).exit(5400)).toBe(false);
  // Entering reads each sample as it is.
  const late = samples(150);
  expect(late.enter(7200)).toBe(false);
  expect(late.enter(7200)).toBe(true);
});

test('a placeholder row keeps the row height and is hidden from assistive technology', () => {
  render(
    <table aria-label="Locations">
      <tbody>
        <SeekingRow height={40} index={12} type="item" />
      </tbody>
    </table>,
  );
  expect(screen.queryAllByRole('row')).toHaveLength(0);
  // Hidden from the accessibility tree: found only when hidden rows are asked for.
  const placeholder = screen.getByRole('row', { hidden: true });
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder).toHaveStyle({ height: '40px' });
  expect(placeholder).toHaveTextContent('');
});

/** A table row as the model derives it from the list's answers. */
function buildRow(locationId: string, locationName: string): LocationRow {
  const statuses = toLocationStatuses(
    [buildLocation({ locationId, locationName })],
    [buildUserLocationStatus({ locationId })],
  );
  const [row] = buildTableModel(statuses).rows;
  if (!row) throw new Error(`no row for ${locationId}`);
  return row;
}

test("a scrolled frame's render leaves the rows that stay in view untouched", () => {
  const warehouse = buildRow('loc-1', 'Warehouse');
  const rows = [warehouse, buildRow('loc-2', 'Shop')];
  const onSelectRow = (_event: SyntheticEvent<HTMLElement>) => undefined;
  // As the list renders its rows on every scrolled frame: a new context, the same values.
  const table = (first: LocationRow) => (
    <table aria-label="Locations">
      <caption id="select-label" hidden>
        Select
      </caption>
      <tbody>
        {[first, ...rows.slice(1)].map((row, index) => (
          <tr key={index}>
            {rowContent(index, row, {
              rowCount: rows.length,
              selectedId: 'loc-2',
              disabled: false,
              selectLabelId: 'select-label',
              onSelectRow,
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const { rerender } = render(table(warehouse));
  const [leaving, staying] = screen.getAllByRole('row');
  const leavingRadio = screen.getByRole('radio', { name: 'Select Warehouse' });
  expect(leaving).toContainElement(leavingRadio);
  expect(staying).toContainElement(screen.getByRole('radio', { name: 'Select Shop' }));
  expect(screen.getByRole('radio', { name: 'Select Shop' })).toBeChecked();
  const observer = new MutationObserver(() => undefined);
  observer.observe(screen.getByRole('table'), {
    subtree: true,
    attributes: true,
    characterData: true,
    childList: true,
  });
  // The first row now shows another location (it came into view); the second stays.
  rerender(table(buildRow('loc-3', 'Depot')));
  const changed = observer.takeRecords().map((record) => record.target);
  observer.disconnect();
  expect(screen.getAllByRole('row')[0]).toBe(leaving);
  expect(screen.getByRole('radio', { name: 'Select Depot' })).toBe(leavingRadio);
  expect(changed.some((node) => leaving?.contains(node))).toBe(true);
  // The row that shows another location changes its cells' text, not its radio: an updated radio
  // is re-set by React, out of its group and back.
  expect(changed).not.toContain(leavingRadio);
  // Without the memo React updates the staying row's radio too, re-setting its name and type.
  expect(changed.filter((node) => staying?.contains(node))).toEqual([]);
});

test("on a phone's width the rows are a list, with the same sort buttons and selection", async () => {
  const jsdomMatchMedia = window.matchMedia;
  const phone = (query: string) => ({ ...jsdomMatchMedia(query), matches: true });
  Object.defineProperty(window, 'matchMedia', { value: phone, configurable: true });
  try {
    const onSort = jest.fn();
    const onSelect = jest.fn();
    const rows = [buildRow('loc-1', 'Warehouse'), buildRow('loc-2', 'Shop')];
    const { user } = renderWithProviders(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 250, itemHeight: LIST_ROW_HEIGHT_PX }}>
        <LocationsTable
          rows={rows}
          criteria={{ search: '', statusFilter: null, eligibility: 'all' }}
          sort={{ column: 'name', direction: 'ascending' }}
          onSort={onSort}
          selectedId="loc-2"
          selectionDisabled={false}
          onSelect={onSelect}
          initialTopIndex={0}
          onTopIndexChange={() => undefined}
        />
      </VirtuosoMockContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Locations' });
    // eslint-disable-next-line testing-library/no-node-access -- the layout is the box's attribute
    expect(table.closest('[data-layout]')).toHaveAttribute('data-layout', 'rows');
    expect(within(table).getByRole('radio', { name: 'Select Shop' })).toBeChecked();
    await user.click(within(table).getByRole('button', { name: 'City' }));
    expect(onSort).toHaveBeenCalledWith('city');
    await user.click(within(table).getByRole('cell', { name: 'Warehouse' }));
    expect(onSelect).toHaveBeenCalledWith('loc-1');
  } finally {
    Object.defineProperty(window, 'matchMedia', { value: jsdomMatchMedia, configurable: true });
  }
});

import { create } from 'zustand';
import { toggleStatusFilter, type DashboardStatusFilter } from 'shared-contracts/rules';
import {
  DEFAULT_SORT,
  toggleSort,
  type EligibilityFilter,
  type SortColumn,
  type TableSort,
} from '../../features/locations-table/model/table-model';

export type EventsTab = 'events' | 'emergencies';

interface DashboardState {
  /** The summary card filter; clicking the selected card clears it. */
  statusFilter: DashboardStatusFilter | null;
  eligibility: EligibilityFilter;
  /** The applied (debounced) search text. */
  search: string;
  sort: TableSort;
  /** The one selected location, or null. */
  selectedId: string | null;
  eventsTab: EventsTab;
  toggleStatusFilter: (clicked: DashboardStatusFilter) => void;
  clearStatusFilter: () => void;
  setEligibility: (eligibility: EligibilityFilter) => void;
  setSearch: (search: string) => void;
  sortBy: (column: SortColumn) => void;
  select: (locationId: string | null) => void;
  setEventsTab: (tab: EventsTab) => void;
}

const initialState = {
  statusFilter: null,
  eligibility: 'all',
  search: '',
  sort: DEFAULT_SORT,
  selectedId: null,
  eventsTab: 'events',
} satisfies Partial<DashboardState>;

/**
 * The table's first row in view, so that it comes back where it was when the page is remounted.
 * It is written on every scrolled frame and read only when the table mounts, so it lives outside
 * the store's state: a scrolled frame creates no state object and runs no subscriber's selector.
 */
const tablePosition = { topIndex: 0 };

export function rememberTopIndex(index: number): void {
  tablePosition.topIndex = index;
}

export function rememberedTopIndex(): number {
  return tablePosition.topIndex;
}

/** A new filter, search or sort shows the table from its first row. */
function fromFirstRow<T>(change: T): T {
  tablePosition.topIndex = 0;
  return change;
}

/**
 * The dashboard's UI state (never server data). It lives outside the page component so that it
 * survives the page being remounted, e.g. while the host loads the selected location's context.
 */
export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initialState,
  toggleStatusFilter: (clicked) =>
    set((state) => fromFirstRow({ statusFilter: toggleStatusFilter(state.statusFilter, clicked) })),
  clearStatusFilter: () => set(fromFirstRow({ statusFilter: null })),
  setEligibility: (eligibility) =>
    set((state) => (state.eligibility === eligibility ? state : fromFirstRow({ eligibility }))),
  setSearch: (search) =>
    set((state) => (state.search === search ? state : fromFirstRow({ search }))),
  sortBy: (column) => set((state) => fromFirstRow({ sort: toggleSort(state.sort, column) })),
  select: (selectedId) => set({ selectedId }),
  setEventsTab: (eventsTab) => set({ eventsTab }),
}));

/** Back to the initial state (tests; a fresh visit). */
export function resetDashboardStore(): void {
  useDashboardStore.setState(initialState);
  tablePosition.topIndex = 0;
}

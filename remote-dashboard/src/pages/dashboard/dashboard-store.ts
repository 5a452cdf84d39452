import { create } from 'zustand';
import { toggleStatusFilter, type DashboardStatusFilter } from 'shared-contracts';
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
  /** First row in view, so that the table comes back where it was when the page is remounted. */
  topIndex: number;
  toggleStatusFilter: (clicked: DashboardStatusFilter) => void;
  clearStatusFilter: () => void;
  setEligibility: (eligibility: EligibilityFilter) => void;
  setSearch: (search: string) => void;
  sortBy: (column: SortColumn) => void;
  select: (locationId: string | null) => void;
  setEventsTab: (tab: EventsTab) => void;
  setTopIndex: (index: number) => void;
}

const initialState = {
  statusFilter: null,
  eligibility: 'all',
  search: '',
  sort: DEFAULT_SORT,
  selectedId: null,
  eventsTab: 'events',
  topIndex: 0,
} satisfies Partial<DashboardState>;

/**
 * The dashboard's UI state (never server data). It lives outside the page component so that it
 * survives the page being remounted, e.g. while the host loads the selected location's context.
 */
export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initialState,
  // A new filter, search or sort shows the table from its first row.
  toggleStatusFilter: (clicked) =>
    set((state) => ({
      statusFilter: toggleStatusFilter(state.statusFilter, clicked),
      topIndex: 0,
    })),
  clearStatusFilter: () => set({ statusFilter: null, topIndex: 0 }),
  setEligibility: (eligibility) =>
    set((state) => (state.eligibility === eligibility ? state : { eligibility, topIndex: 0 })),
  setSearch: (search) =>
    set((state) => (state.search === search ? state : { search, topIndex: 0 })),
  sortBy: (column) => set((state) => ({ sort: toggleSort(state.sort, column), topIndex: 0 })),
  select: (selectedId) => set({ selectedId }),
  setEventsTab: (eventsTab) => set({ eventsTab }),
  setTopIndex: (topIndex) => set({ topIndex }),
}));

/** Back to the initial state (tests; a fresh visit). */
export function resetDashboardStore(): void {
  useDashboardStore.setState(initialState);
}

import { create } from 'zustand';

interface LocationState {
  /** The location the user works on, from the route or the selector. */
  locationId: string | null;
  selectLocation: (locationId: string | null) => void;
}

/** Client state only: which location is in context. Its data lives in the query cache. */
export const useLocationStore = create<LocationState>()((set) => ({
  locationId: null,
  selectLocation: (locationId) => set({ locationId }),
}));

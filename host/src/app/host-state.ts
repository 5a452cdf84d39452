import { createContext, useContext } from 'react';

/** What the host's own shell knows beyond the Platform: readiness and the location context failure. */
export interface HostState {
  /** Flags and the location in context have arrived. */
  ready: boolean;
  /** A location context failure of spec section 8, or null. */
  locationProblem: string | null;
  retryLocations: () => void;
}

export const HostStateContext = createContext<HostState>({
  ready: true,
  locationProblem: null,
  retryLocations: () => undefined,
});

export const useHostState = (): HostState => useContext(HostStateContext);

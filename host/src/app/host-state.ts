import { createContext, useContext } from 'react';
import type { RouteContext } from 'shared-contracts/routing';

/**
 * What the host's own shell knows beyond the Platform: the route context of the address,
 * readiness and the location context failure.
 */
export interface HostState {
  /** The address resolved once for this navigation: its remote, page, parameters and session. */
  route: RouteContext;
  /** Flags and the location in context have arrived. */
  ready: boolean;
  /** A location context failure of spec section 8, or null. */
  locationProblem: string | null;
  retryLocations: () => void;
}

/** The route context of an address nothing has resolved yet (outside the host's platform). */
const NO_ROUTE: RouteContext = {
  pathname: '/',
  search: '',
  remote: null,
  page: null,
  params: {},
  locationId: null,
  userId: 0,
  ownerId: null,
  isOwner: false,
  flags: {},
};

export const HostStateContext = createContext<HostState>({
  route: NO_ROUTE,
  ready: true,
  locationProblem: null,
  retryLocations: () => undefined,
});

export const useHostState = (): HostState => useContext(HostStateContext);

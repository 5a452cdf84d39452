import type { FaultRegistry } from '../faults/fault-registry';
import type { Store } from '../state/store';

/** What route modules need. */
export interface RouteContext {
  store: Store;
  faults: FaultRegistry;
}

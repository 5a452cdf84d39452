import type { ComponentType } from 'react';
import { isRecord } from '../internal/is-record';
import type { RouteContext } from '../routing/route-context';
import type { RouteTable } from '../routing/route-table';

/** Props the host passes to a remote's app: the route context of the address it renders. */
export interface RemoteAppProps {
  route: RouteContext;
}

/** The type of every remote's exposed module (`./app`). */
export interface RemoteAppModule {
  RemoteApp: ComponentType<RemoteAppProps>;
  /** The remote's route table: the host runs each page's guard and loader from it. */
  routeTable: RouteTable;
}

/** Validates that a loaded module has the RemoteAppModule shape. */
export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  if (!isRecord(value)) return false;
  const app = value.RemoteApp;
  const table = value.routeTable;
  return (
    (typeof app === 'function' || (typeof app === 'object' && app !== null)) &&
    isRecord(table) &&
    Array.isArray(table.pages)
  );
}

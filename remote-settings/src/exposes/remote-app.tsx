import type { RemoteAppProps } from 'shared-contracts/registry';
import { listenToPageEvents } from '../app/page-events';
import { SettingsRoutes } from '../app/settings-routes';

// Once per page: the host loads this module once and keeps it.
listenToPageEvents();

/** The one module the host loads: everything under /locations/:locationId/* but the free trial. */
export function RemoteApp(_props: RemoteAppProps) {
  return <SettingsRoutes />;
}
// The host runs each page's guard and loader from here, before the page renders.
export { routeTable } from '../app/route-table';

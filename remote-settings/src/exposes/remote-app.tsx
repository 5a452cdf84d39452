import type { RemoteAppProps } from 'shared-contracts';
import { SettingsRoutes } from '../app/settings-routes';

/** The one module the host loads: everything under /locations/:locationId/* but the free trial. */
export function RemoteApp(_props: RemoteAppProps) {
  return <SettingsRoutes />;
}
export { prefetchPage } from '../app/prefetch-page';

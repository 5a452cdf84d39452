import type { RemoteAppProps } from 'shared-contracts/registry';
import { AppRoutes } from '../app/app-routes';

/** The one module the host loads: onboarding, free trial and upsell routes (platform.md section 1). */
export function RemoteApp(_props: RemoteAppProps) {
  return <AppRoutes />;
}
// The host runs each page's loader from here, before the page renders.
export { routeTable } from '../app/route-table';

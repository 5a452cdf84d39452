import type { RemoteAppProps } from 'shared-contracts/registry';
import { AppRoutes } from '../app/app-routes';

/** The one module the host loads: onboarding, free trial and upsell routes (platform.md section 1). */
export function RemoteApp(_props: RemoteAppProps) {
  return <AppRoutes />;
}
export { prefetchPage } from '../app/prefetch-page';

import { configureApiClient } from 'shared-contracts/api';
import type { Environment } from 'shared-contracts/rules';
import { HOST_PATHS } from 'shared-contracts/registry';
import { externalPageUrl } from '../../lib/external-pages';
import { isLeavingPage } from '../../lib/page-exit';

export interface PageNavigation {
  /** Leaves for another page (window.location.assign). */
  assign: (url: string) => void;
  /** Where the user is now, to come back to after signing in. */
  currentHref: () => string;
}

/** platform.md section 3: the provider's sign-in page, returning to `returnTo` once signed in. */
export const signInUrl = (environment: Environment, returnTo: string): string =>
  externalPageUrl(environment, 'signin', { return_to: returnTo });

const browserNavigation: PageNavigation = {
  assign: (url) => window.location.assign(url),
  currentHref: () => window.location.href,
};

/**
 * platform.md section 3: 400 or 401 on the session call goes to the sign-in page with a return path;
 * 401 on any other call goes to the root.
 */
export function configureUnauthorizedRedirects(
  environment: Environment,
  navigation: PageNavigation = browserNavigation,
): void {
  configureApiClient({
    onSessionUnauthorized: () => {
      if (isLeavingPage()) return;
      navigation.assign(signInUrl(environment, navigation.currentHref()));
    },
    // A page already on its way elsewhere (e.g. the provider's logout) is not redirected again.
    onUnauthorized: () => {
      if (!isLeavingPage()) navigation.assign(HOST_PATHS.root);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Store } from '../state/store';
import { registerAccountPages } from './account-pages';
import { registerDeepLinkPage } from './deep-link-page';
import { registerLogoutPage } from './logout-page';
import { registerOauthPage } from './oauth-page';
import { registerSigninPage } from './signin-page';

/** The provider's own pages, stood in for by plain HTML. */
export function registerPages(app: FastifyInstance, store: Store): void {
  registerSigninPage(app, store);
  registerLogoutPage(app, store);
  registerOauthPage(app, store);
  registerAccountPages(app);
  registerDeepLinkPage(app);
}

import type { FastifyInstance } from 'fastify';
import { registerAccountPages } from './account-pages';
import { registerDeepLinkPage } from './deep-link-page';
import { registerLogoutPage } from './logout-page';
import { registerOauthPage } from './oauth-page';
import { registerSigninPage } from './signin-page';

/** The provider's own pages, stood in for by plain HTML. */
export function registerPages(app: FastifyInstance): void {
  registerSigninPage(app);
  registerLogoutPage(app);
  registerOauthPage(app);
  registerAccountPages(app);
  registerDeepLinkPage(app);
}

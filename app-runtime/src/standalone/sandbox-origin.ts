import type { ExternalPage } from 'shared-contracts/platform';
import { buildExternalPageUrl } from 'shared-contracts/rules';

/**
 * sandbox-api's origin: the dev server's `/api` target, which webpack-config writes into the bundle
 * as SANDBOX_API_URL, so a remote alone can run against a sandbox-api on another port.
 */
export const SANDBOX_ORIGIN = new URL(process.env.SANDBOX_API_URL ?? 'http://localhost:3100')
  .origin;

/** An external page on sandbox-api, which stands in for both provider origins locally. */
export const sandboxPageUrl = (page: ExternalPage, params?: Record<string, string>): string =>
  buildExternalPageUrl({ account: SANDBOX_ORIGIN, signin: SANDBOX_ORIGIN }, page, params);

import { HOST_PATHS } from '../registry/host-paths';
import type { PageRef } from '../routing/page-ref';
import type { Platform } from './platform';

/**
 * The path of `to` where a path must be given (a link's href, an authorization's return path): a
 * page the registry lacks is the host's not-found page, where navigating to it would lead too.
 */
export function pagePathOf(platform: Pick<Platform, 'pagePath'>, to: string | PageRef): string {
  return typeof to === 'string' ? to : (platform.pagePath(to) ?? HOST_PATHS.notFound);
}

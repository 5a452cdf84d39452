import { HOST_PATHS } from 'shared-contracts/registry';
import { pagePath, type PageRef } from 'shared-contracts/routing';
import { currentRegistry } from '../federation/registry/current-registry';

/** The path of a remote's page, as the registry of this page load places it; else not found. */
export const pathOfPage = (page: PageRef): string =>
  pagePath(currentRegistry(), page) ?? HOST_PATHS.notFound;

/** A path, or a page by its remote and route id, as a path. */
export const pathOf = (to: string | PageRef): string =>
  typeof to === 'string' ? to : pathOfPage(to);

// No run-time imports: the host's start-up script and entry chunk read this (shared-contracts/startup).

/**
 * A GET a page makes as soon as it renders, as a path below `/api` in react-router's pattern
 * syntax, e.g. `neighbors/:ownerId/locations/:locationId/devices`. Its parameters come only from
 * the page's own path (a `:locationId` in its pattern), the session's user id
 * (`:userId`) or the current location's owner id (`:ownerId`), so the host can start it knowing no
 * endpoint of the remote's.
 */
export type RequestTemplate = string;

/** One page a remote serves. */
export interface PageDeclaration {
  /**
   * The page's route id within its remote (`free-trial`): how other areas name it (a PageRef),
   * so that the remote alone decides its path.
   */
  id: string;
  /** The page's whole route pattern (react-router syntax), as the remote's route table has it. */
  path: string;
  /** The feature flag the page needs; the host redirects it to /not-found while the flag is off. */
  flag?: string;
  /**
   * The GETs the page's guard and loader make first, recorded from them by the build: the host's
   * start-up asks for them before the page's code has run.
   */
  requests?: readonly RequestTemplate[];
  /**
   * The page's preload hints: the code it needs at once beyond its remote's exposed module. In the
   * route table, the names of webpack chunks (`webpackChunkName`); in the built manifest and the
   * registry, their files, relative to the remote's remoteEntry.js. The host's HTML preloads them.
   */
  preload?: readonly string[];
}

/**
 * What a remote serves, declared once beside its route table; its build emits it as
 * `route-manifest.json` beside `remoteEntry.js`, and a release copies it into the registry entry.
 */
export interface RouteManifest {
  /** The Module Federation container name, e.g. `remote_settings`. */
  name: string;
  /** The one exposed module the host loads, typed by `RemoteAppModule`. */
  module: './app';
  /** Where the host mounts the remote: the patterns of every address it renders. */
  mounts: readonly string[];
  /** Its pages; an address under a mount that is no page is the remote's own to answer. */
  pages: readonly PageDeclaration[];
  /**
   * Every flag the remote reads, gating a page or not: flags are data, and this is how the host's
   * debug panel knows of a flag no answer has named yet.
   */
  flags: readonly string[];
  /**
   * The remote's server build (its Node container, one file), relative to remoteEntry.js: the host's
   * server renders the remote's pages with it. A remote without one is rendered in the browser.
   */
  server?: { entry: string };
}

/** The parameters a request template may use besides the page's own path parameters. */
export const REQUEST_CONTEXT_PARAMS = ['userId', 'ownerId'] as const;

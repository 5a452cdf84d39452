// `shared-contracts/registry-schema`: Node only (deploy, the static server, the build's checks).
// It validates what a remote's build declares (route-manifest.json) and a whole registry file with
// valibot, so that a release is refused before a bad entry reaches any browser. The browser keeps
// its own small reader (registry.ts), which needs no library before the federation singletons.
import * as v from 'valibot';
import type { RegistryRemote, RemotesRegistry } from './registry';
import { REGISTRY_SCHEMA_VERSION } from './registry';
import { REQUEST_CONTEXT_PARAMS, type PageDeclaration, type RouteManifest } from './route-manifest';
import { matchRoutePattern } from './route-match';

const text = (what: string) =>
  v.pipe(v.string(`must be ${what}`), v.nonEmpty(`must be ${what}, not empty`));

const routePattern = v.pipe(
  v.string('must be a route pattern'),
  v.startsWith('/', 'must be a route pattern starting with /'),
);

const paramsOf = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** The parameters of a page's request templates that neither its path nor the session can fill. */
function unfilledParams(page: Pick<PageDeclaration, 'path' | 'requests'>): string[] {
  const known = new Set<string>([...paramsOf(page.path), ...REQUEST_CONTEXT_PARAMS]);
  return (page.requests ?? []).flatMap(paramsOf).filter((param) => !known.has(param));
}

const pageSchema = v.pipe(
  v.object(
    {
      path: routePattern,
      flag: v.optional(text('a feature flag name')),
      requests: v.optional(
        v.array(
          v.pipe(
            text('a path below /api'),
            // A template is relative to /api: the host's start-up script adds the prefix.
            v.check(
              (template) => !template.startsWith('/'),
              'must be a path below /api, without /',
            ),
          ),
          'must be a list of paths below /api',
        ),
      ),
    },
    'must be an object',
  ),
  // A request the host cannot fill would never start: refuse it rather than ship a dead hint.
  v.forward(
    v.check(
      (page) => unfilledParams(page).length === 0,
      (issue) =>
        `uses ${unfilledParams(issue.input)
          .map((param) => `:${param}`)
          .join(
            ', ',
          )}, which neither the page's path nor the session (${REQUEST_CONTEXT_PARAMS.join(', ')}) gives`,
    ),
    ['requests'],
  ),
);

const routeManifestEntries = {
  name: text('the federation container name'),
  module: v.literal('./app', 'must be ./app'),
  mounts: v.pipe(
    v.array(routePattern, 'must be a list of route patterns'),
    v.minLength(1, 'must name at least one route pattern'),
  ),
  pages: v.array(pageSchema, 'must be a list of pages'),
};

interface Mounted {
  mounts: readonly string[];
  pages: readonly { path: string }[];
}

/** The pages outside every mount: the host looks a page up only inside the remote that renders it. */
function unmountedPages(manifest: Mounted): string[] {
  // Paths that are no patterns and empty mounts have their own problem already.
  if (manifest.mounts.length === 0) return [];
  return manifest.pages
    .map((page) => page.path)
    .filter((path) => path.startsWith('/'))
    .filter((path) => !manifest.mounts.some((mount) => matchRoutePattern(mount, path) !== null));
}

const unmountedMessage = (manifest: Mounted) =>
  `has ${unmountedPages(manifest).join(', ')}, under none of the mounts`;

/** What a remote's build emits as `route-manifest.json` (RouteManifest). */
export const routeManifestSchema = v.pipe(
  v.object(routeManifestEntries, 'must be an object'),
  v.forward(
    v.check(
      (manifest) => unmountedPages(manifest).length === 0,
      (issue) => unmountedMessage(issue.input),
    ),
    ['pages'],
  ),
);

/** One remote in a registry (RegistryRemote): its route manifest and where its release lives. */
export const registryRemoteSchema = v.pipe(
  v.object(
    {
      ...routeManifestEntries,
      entry: v.pipe(text('the URL of remoteEntry.js'), v.url('must be the URL of remoteEntry.js')),
      version: v.optional(text('a version')),
      integrity: v.optional(text('a Subresource Integrity value')),
      sharedContracts: v.optional(text('a semver range')),
    },
    'must be an object',
  ),
  v.forward(
    v.check(
      (manifest) => unmountedPages(manifest).length === 0,
      (issue) => unmountedMessage(issue.input),
    ),
    ['pages'],
  ),
);

/** A whole registry file (RemotesRegistry), as served at `/remotes.json`. */
export const registrySchema = v.object(
  {
    schemaVersion: v.literal(
      REGISTRY_SCHEMA_VERSION,
      (issue) =>
        `is ${String(issue.input)}; this platform reads registries of schemaVersion ${REGISTRY_SCHEMA_VERSION}`,
    ),
    remotes: v.record(v.string(), registryRemoteSchema, 'must be an object of remotes by key'),
  },
  'must be an object',
);

/** A value that passed its schema, or why not: one line per problem, naming the field. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** `pages[2].path`, from a valibot issue's path. */
function fieldOf(path: readonly v.IssuePathItem[]): string {
  return path
    .map((item) => item.key)
    .reduce<string>(
      (field, key) =>
        typeof key === 'number'
          ? `${field}[${key}]`
          : field
            ? `${field}.${String(key)}`
            : String(key),
      '',
    );
}

function messageOf(issue: v.BaseIssue<unknown>): string {
  // A missing key is reported by its object with the object's message: say what it is instead.
  const missing = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined;
  return missing ? 'is missing' : issue.message;
}

function problemOf(
  issue: v.BaseIssue<unknown>,
  path: readonly v.IssuePathItem[] = issue.path ?? [],
): string {
  const field = fieldOf(path);
  return field ? `${field} ${messageOf(issue)}` : `the value ${messageOf(issue)}`;
}

const problemsOf = (issues: readonly v.BaseIssue<unknown>[]): string[] =>
  issues.map((issue) => problemOf(issue));

/** Checks a remote's route manifest (its build's `route-manifest.json`). */
export function checkRouteManifest(value: unknown): Checked<RouteManifest> {
  const result = v.safeParse(routeManifestSchema, value);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problems: problemsOf(result.issues) };
}

/** Checks one registry entry. */
export function checkRegistryRemote(value: unknown): Checked<RegistryRemote> {
  const result = v.safeParse(registryRemoteSchema, value);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problems: problemsOf(result.issues) };
}

/**
 * Checks a whole registry file. Unlike the browser's reader, one bad entry refuses the whole file:
 * a release or a server must not go on from a registry it cannot vouch for. Each problem names the
 * remote (`remote settings: pages[2].path ...`).
 */
export function checkRegistry(value: unknown): Checked<RemotesRegistry> {
  const result = v.safeParse(registrySchema, value);
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const [first, second, ...rest] = issue.path ?? [];
      if (first?.key !== 'remotes' || second === undefined) return problemOf(issue);
      return `remote ${String(second.key)}: ${problemOf(issue, rest)}`;
    }),
  };
}

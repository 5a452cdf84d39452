// `shared-contracts/registry-schema`: Node only (deploy, the static server, the build's checks).
// It validates what a remote's build declares (route-manifest.json) and a whole registry file with
// valibot, so that a release is refused before a bad entry reaches any browser. The browser keeps
// its own small reader (read-registry.ts), which needs no library before the federation singletons.
import * as v from 'valibot';
import type { RegistryRemote, RemotesRegistry } from './read-registry';
import { REGISTRY_SCHEMA_VERSION } from './read-registry';
import { REQUEST_CONTEXT_PARAMS, type PageDeclaration, type RouteManifest } from './route-manifest';
import { matchRoutePattern } from './route-match';
import { CANARY_PERCENT } from './canary-assignment';

export { REGISTRY_SCHEMA_VERSION, releasesOf, SCRIPT_INTEGRITY_FILE } from './read-registry';
export type { RegistryRemote, RemotesRegistry } from './read-registry';
export type { PageDeclaration, RouteManifest } from './route-manifest';

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

/** A route id or a flag name: lower-case words, digits and hyphens. */
const slug = (what: string) =>
  v.pipe(text(what), v.regex(/^[a-z0-9][a-z0-9-]*$/, `must be ${what} (a-z, 0-9 and -)`));

const pageSchema = v.pipe(
  v.object(
    {
      id: slug('a route id'),
      path: routePattern,
      flag: v.optional(slug('a feature flag name')),
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
      // Chunk names in the route table, their files (relative to remoteEntry.js) once built.
      preload: v.optional(v.array(text('a chunk name or file'), 'must be a list of chunks')),
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

/** A path relative to remoteEntry.js that stays in the release's folder. */
const fileBesideEntry = v.pipe(
  text('a file beside remoteEntry.js'),
  v.check(
    (file) => !file.startsWith('/') && !file.split('/').includes('..'),
    'must be a file beside remoteEntry.js, without / or ..',
  ),
);

const subresourceIntegrity = v.pipe(
  text('a Subresource Integrity value'),
  v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be a Subresource Integrity value'),
);

const routeManifestEntries = {
  name: text('the federation container name'),
  module: v.literal('./app', 'must be ./app'),
  mounts: v.pipe(
    v.array(routePattern, 'must be a list of route patterns'),
    v.minLength(1, 'must name at least one route pattern'),
  ),
  pages: v.array(pageSchema, 'must be a list of pages'),
  flags: v.array(slug('a feature flag name'), 'must be a list of the flags the remote reads'),
  server: v.optional(v.object({ entry: fileBesideEntry }, 'must be an object')),
};

type Mounted = {
  mounts: readonly string[];
  pages: readonly { id: string; path: string; flag?: string }[];
  flags: readonly string[];
};

/** Route ids said twice: a PageRef must name one page. */
function repeatedIds(manifest: Mounted): string[] {
  const ids = manifest.pages.map((page) => page.id);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/** Page flags the manifest's `flags` leaves out: the debug panel lists a remote's flags from it. */
function undeclaredFlags(manifest: Mounted): string[] {
  return manifest.pages.flatMap((page) =>
    page.flag !== undefined && !manifest.flags.includes(page.flag) ? [page.flag] : [],
  );
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

/**
 * The schema, refusing a page outside every mount. A raw check names `pages` itself: valibot's
 * `forward` cannot check its path against a schema that is still a type parameter.
 */
function withPagesUnderMounts<const TSchema extends v.GenericSchema<unknown, Mounted>>(
  schema: TSchema,
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const manifest = dataset.value;
      const pages = [
        { type: 'object', origin: 'value', input: manifest, key: 'pages', value: manifest.pages },
      ] as const;
      const unmounted = unmountedPages(manifest);
      if (unmounted.length > 0) {
        addIssue({
          message: `has ${unmounted.join(', ')}, under none of the mounts`,
          path: [...pages],
        });
      }
      const repeated = repeatedIds(manifest);
      if (repeated.length > 0) {
        addIssue({
          message: `has the route ids ${repeated.join(', ')} more than once`,
          path: [...pages],
        });
      }
      const undeclared = undeclaredFlags(manifest);
      if (undeclared.length > 0) {
        addIssue({
          message: `gate pages on ${undeclared.join(', ')}, which flags does not list`,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: manifest,
              key: 'flags',
              value: manifest.flags,
            },
          ],
        });
      }
    }),
  );
}

/** What a remote's build emits as `route-manifest.json` (RouteManifest). */
export const routeManifestSchema = withPagesUnderMounts(
  v.object(routeManifestEntries, 'must be an object'),
);

const releaseEntries = {
  ...routeManifestEntries,
  entry: v.pipe(text('the URL of remoteEntry.js'), v.url('must be the URL of remoteEntry.js')),
  version: v.optional(text('a version')),
  integrity: v.optional(text('a Subresource Integrity value')),
  sharedContracts: v.optional(text('a semver range')),
  // Every script of the release, by its path beside remoteEntry.js (ADR 0027).
  scriptIntegrity: v.optional(
    v.record(
      fileBesideEntry,
      subresourceIntegrity,
      'must be an object of files to Subresource Integrity values',
    ),
  ),
  server: v.optional(
    v.object(
      {
        entry: v.pipe(
          text('the URL of a server build'),
          v.url('must be the URL of a server build'),
        ),
        integrity: subresourceIntegrity,
      },
      'must be an object',
    ),
  ),
};

/** The folder of a URL (up to its last `/`), or undefined for one that is no URL. */
function folderOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.slice(0, parsed.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return undefined;
  }
}

/** A server build outside the release's folder would be another release's code, or another origin's. */
const serverOutsideRelease = (release: Released): boolean => {
  if (release.server === undefined) return false;
  const folder = folderOf(release.entry);
  return folder === undefined || !release.server.entry.startsWith(folder);
};

type Released = { entry: string; server?: { entry: string } };

/** The schema, refusing a server build outside the release's folder (a raw check, as above). */
function withServerInRelease<const TSchema extends v.GenericSchema<unknown, Released>>(
  schema: TSchema,
) {
  return v.pipe(
    schema,
    v.rawCheck<v.InferOutput<TSchema>>(({ dataset, addIssue }) => {
      const server = dataset.typed ? dataset.value.server : undefined;
      if (!dataset.typed || server === undefined || !serverOutsideRelease(dataset.value)) return;
      addIssue({
        message: "must be in the folder of the release's remoteEntry.js",
        path: [
          { type: 'object', origin: 'value', input: dataset.value, key: 'server', value: server },
          { type: 'object', origin: 'value', input: server, key: 'entry', value: server.entry },
        ],
      });
    }),
  );
}

/** One release of a remote: its route manifest and where it lives (an entry without a candidate). */
export const registryReleaseSchema = withServerInRelease(
  withPagesUnderMounts(v.object(releaseEntries, 'must be an object')),
);

// --- Canary (ADR 0018) -------------------------------------------------------------------------
// An entry may carry a candidate: a release of its own that `percent` % of browsers get instead of
// the stable one (canary-assignment.ts says which). Optional, so a host built before it reads the
// entry's stable release and ignores the candidate.
export { CANARY_PERCENT, type RegistryCandidate } from './canary-assignment';

/** A remote's candidate release (RegistryCandidate) and the share of browsers that get it. */
export const registryCandidateSchema = withServerInRelease(
  withPagesUnderMounts(
    v.object(
      {
        ...releaseEntries,
        version: text('a version'),
        percent: v.pipe(
          v.number('must be a percent of browsers'),
          v.integer('must be a whole percent'),
          v.minValue(
            CANARY_PERCENT.min,
            `must be from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`,
          ),
          v.maxValue(
            CANARY_PERCENT.max,
            `must be from ${CANARY_PERCENT.min} to ${CANARY_PERCENT.max}`,
          ),
        ),
      },
      'must be an object',
    ),
  ),
);
// --- end of canary ------------------------------------------------------------------------------

/** One remote in a registry (RegistryRemote): its release, and the candidate beside it if any. */
export const registryRemoteSchema = withServerInRelease(
  withPagesUnderMounts(
    v.object(
      { ...releaseEntries, candidate: v.optional(registryCandidateSchema) },
      'must be an object',
    ),
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

/**
 * One line per issue, naming the field; an issue inside a registry's `remotes` names the remote
 * (`remote settings: pages[2].path ...`). The same message an owner sees whichever schema refused.
 * Duplicates (an entry refused by both halves of an intersection) are said once.
 */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const lines = issues.map((issue) => {
    const path = issue.path ?? [];
    const [first, second, ...rest] = path;
    const inRemote = first?.key === 'remotes' && second !== undefined;
    const field = fieldOf(inRemote ? rest : path);
    const problem = field ? `${field} ${messageOf(issue)}` : `the value ${messageOf(issue)}`;
    return inRemote ? `remote ${String(second.key)}: ${problem}` : problem;
  });
  return [...new Set(lines)];
}

/** Checks a value against any schema of this module, or one built from them (deploy's own file). */
export function checkWith<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, value);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, problems: problemsOf(result.issues) };
}

/** Checks a remote's route manifest (its build's `route-manifest.json`). */
export const checkRouteManifest = (value: unknown): Checked<RouteManifest> =>
  checkWith(routeManifestSchema, value);

/** Checks one registry entry. */
export const checkRegistryRemote = (value: unknown): Checked<RegistryRemote> =>
  checkWith(registryRemoteSchema, value);

/**
 * Checks a whole registry file. Unlike the browser's reader, one bad entry refuses the whole file:
 * a release or a server must not go on from a registry it cannot vouch for.
 */
export const checkRegistry = (value: unknown): Checked<RemotesRegistry> =>
  checkWith(registrySchema, value);

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Libraries every federated app on a page must share as one copy: React and its DOM renderer,
 * emotion (Chakra's style engine), zustand, the query cache and our own workspace packages.
 * Chakra and react-router are not listed: they are bundled inside `ui` and `app-router`, which are the
 * shared singletons instead, each exporting only what the product uses (a shared module is not
 * tree-shaken; docs/decisions/0046-ui-the-shared-design-system-in-three-entries.md and
 * 0004-app-router-package.md).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'app-router',
  // The host's location selector and the dashboard's table: one copy on the dashboard route.
  'react-virtuoso',
  '@emotion/react',
  'zustand',
  '@tanstack/react-query',
  // shared-contracts by subpath (its package.json exports), each one copy for the page; the start-up
  // subpath is not listed: it is a plain module compiled into the host's entry.
  'shared-contracts/entities',
  'shared-contracts/constants',
  'shared-contracts/api',
  'shared-contracts/platform',
  'shared-contracts/events',
  'shared-contracts/rules',
  'shared-contracts/handoffs',
  'shared-contracts/registry',
  'shared-contracts/routing',
  'ui',
  // Menus and dialogs: loaded when a page needs them, from the same copy of Chakra.
  'ui/overlays',
  // The dashboard's tabs, apart from the menus and dialogs its first render does not need.
  'ui/tabs',
] as const;

/** The shared singletons that are packages of this workspace (their source is built into each app). */
export const SHARED_WORKSPACE_PACKAGES = ['app-router', 'shared-contracts', 'ui'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  eager?: boolean;
  /** The file provided, when it is provided whether or not the app imports it; false: none. */
  import?: string | false;
}

const packageNameOf = (request: string): string =>
  request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);

/** Walks up from a resolved file to the package.json of the package named `name`. */
export function findPackageVersion(resolvedFile: string, name: string): string {
  let dir = dirname(resolvedFile);
  while (dir !== dirname(dir)) {
    const manifestPath = join(dir, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    dir = dirname(dir);
  }
  throw new Error(`No package.json for ${name} above ${resolvedFile}`);
}

/**
 * The range an app needs of a shared workspace package: the range of its `workspace:` dependency
 * when it names one (`workspace:^2.1.0`: a remote that needs a newer host than the major's
 * first), else the major of the version it was built against. The registry records it as the
 * remote's shared-contracts range, which the host and the promotion gate check.
 */
export function requiredVersionOf(dependency: string | undefined, version: string): string {
  const range = dependency?.startsWith('workspace:') ? dependency.slice('workspace:'.length) : '';
  if (range === '^' || range === '~') return `${range}${version}`;
  if (/^[~^]?\d+\.\d+\.\d+$/.test(range)) return range;
  return `^${version.split('.')[0] ?? '0'}.0.0`;
}

/** The app's own dependencies, by name, as its package.json declares them. */
function declaredDependencies(appDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return { ...manifest.devDependencies, ...manifest.dependencies };
}

/**
 * The shared config for an app, with versions read from what the app really resolves. A library the
 * app does not depend on is not listed (it has nothing to provide and nothing to consume).
 *
 * `provideUnimported` (the host): the entries of the workspace's packages are provided by their file,
 * so the host provides them even when none of its own modules imports them (webpack provides a
 * package named by its request only once an import of it is found). A remote's copy of a `ui` entry
 * the host never imports (`ui/tabs`) would bring its own copy of Chakra, without the host's theme
 * and context.
 *
 * `consumeOnly` (a remote's production build): every entry is `import: false`, so the build brings
 * no copy of a shared module. Singletons only ever run the host's copy, and the host provides
 * every one of them; the remote's copies were fallbacks never fetched, and building them was most
 * of a remote's build (ADR 0037). The promotion gate refuses a remote that consumes a module the
 * host does not provide at a version its range accepts.
 */
export function sharedConfig(
  appDir: string,
  {
    provideUnimported = false,
    consumeOnly = false,
  }: { provideUnimported?: boolean; consumeOnly?: boolean } = {},
): Record<string, SharedEntry> {
  const require = createRequire(`${appDir}/package.json`);
  const resolvable = (request: string) => {
    try {
      return require.resolve(request);
    } catch {
      return undefined;
    }
  };
  const dependencies = declaredDependencies(appDir);
  const entries = SHARED_SINGLETONS.flatMap((request) => {
    const resolved = resolvable(request);
    if (!resolved) return [];
    const pkg = packageNameOf(request);
    const version = findPackageVersion(resolved, pkg);
    const workspacePackage = SHARED_WORKSPACE_PACKAGES.some((name) => name === pkg);
    const requiredVersion = workspacePackage
      ? requiredVersionOf(dependencies[pkg], version)
      : `^${version.split('.')[0] ?? '0'}.0.0`;
    const entry: SharedEntry = { singleton: true, requiredVersion, version };
    if (provideUnimported && workspacePackage) entry.import = resolved;
    if (consumeOnly) entry.import = false;
    return [[request, entry] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * The host's chunk of shared-contracts. It is shared by subpath (one singleton each), and the host
 * provides and loads every subpath at start-up: split apart, the subpaths would repeat the modules
 * they have in common and compress worse, each file alone. The libraries only shared-contracts
 * brings (ky, date-fns) join that chunk too.
 */
export function sharedContractsChunk(appDir: string) {
  const require = createRequire(`${appDir}/package.json`);
  const manifest = JSON.parse(
    readFileSync(
      join(dirname(require.resolve('shared-contracts/startup')), '../../package.json'),
      'utf8',
    ),
  ) as { dependencies?: Record<string, string> };
  const ownLibraries = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !SHARED_SINGLETONS.some((shared) => packageNameOf(shared) === name),
  );
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const sources = [
    'shared-contracts[\\\\/]src',
    ...ownLibraries.map((name) => `node_modules[\\\\/]${escape(name)}`),
  ];
  return {
    test: new RegExp(`[\\\\/](${sources.join('|')})[\\\\/]`),
    name: 'shared-contracts',
    chunks: 'async' as const,
    enforce: true,
  };
}

// One linter for the whole workspace. Import rules enforce the platform's ownership table:
// remotes never import the host or each other, only the `ui` package touches Chakra directly and only
// `app-router` touches react-router; the layout of each app, the start-up zone and the package
// boundaries are ADR 0013's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { renderGlobals } from './tooling/lint/render-globals.mjs';
import tseslint from 'typescript-eslint';

const remotes = ['remote-settings', 'remote-onboarding', 'remote-dashboard'];

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Layers inside an app package: app (and a remote's exposes) composes pages, pages compose features,
// features use shared code, shared code uses libraries only; features never import each other.
// The host's shared code is its components and lib, and its start-up and federation code (the route
// table, src/startup and src/federation), which every layer uses. The start-up folder's roots (the
// webpack entry, the start-up script and the bootstrap behind the async boundary) compose the app
// and are in no layer.
const hostStartupRoots = ['index.ts', 'startup-script.ts', 'bootstrap.tsx'];
const hostStartupShared = readdirSync(join(root, 'host/src/startup'))
  .filter((name) => !hostStartupRoots.includes(name))
  .map((name) => `startup/${name}`);
const hostPlatform = { app: ['route-table.ts'] };
const layerZones = (pkg) => {
  const src = join(root, pkg, 'src');
  const platform = pkg === 'host' ? hostPlatform : { app: [] };
  const local = (names) => names.map((name) => `./${name}`);
  const zone = (dir, except = []) => ({ path: join(src, dir), except: local(except) });
  const app = zone('app', platform.app);
  const exposes = zone('exposes');
  const pages = zone('pages');
  const features = zone('features');
  const shared =
    pkg === 'host'
      ? ['components', 'lib', 'app/route-table.ts', ...hostStartupShared, 'federation']
      : ['shared'];
  // One zone per forbidden folder: a zone's exceptions belong to its one `from` folder.
  const forbid = (target, froms, message) =>
    froms.map((from) => ({ target, from: from.path, except: from.except, message }));
  return [
    ...subfolders(join(pkg, 'src', 'features')).map((name) => ({
      target: join(src, 'features', name),
      from: features.path,
      except: [`./${name}`],
      message: `A feature never imports another feature (${pkg}/src/features/${name}): move what both need to shared code, or compose them in a page.`,
    })),
    ...forbid(
      features.path,
      [app, exposes, pages],
      'Features import shared code only, never a page or the app.',
    ),
    ...forbid(pages.path, [app, exposes], 'Pages import features and shared code, never the app.'),
    ...forbid(
      shared.map((dir) => join(src, dir)),
      [app, exposes, pages, features],
      'Shared code imports libraries and shared code only, never a feature, a page or the app.',
    ),
  ];
};

// The host's start-up zone: the entry chunk's and the start-up script's static imports, which run
// before the federation runtime has negotiated the shared singletons. They may import plain modules
// compiled into the entry (shared-contracts/startup) but no shared singleton, whose copy would not
// be the page's one. The list is read from the webpack configuration's own.
const sharedSingletons = [
  ...readFileSync(join(root, 'tooling/webpack-config/src/shared-singletons.ts'), 'utf8')
    .split('export const SHARED_SINGLETONS = [')[1]
    .split('] as const')[0]
    .matchAll(/^\s*'([^']+)',/gm),
].map(([, name]) => name);
// The zone is the static import closure of the entry chunk, the start-up script and the monolith's
// registry that replaces the host's, followed through relative imports and the workspace packages'
// non-singleton entries (shared-contracts/startup); a module that joins it is checked too.
const workspacePackages = ['app-router', 'app-runtime', 'shared-contracts', 'ui'];
const staticImports = (source) =>
  [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'([^']+)'/gms)].map(
    ([, spec]) => spec,
  );
const resolveStartupImport = (file, spec) => {
  const candidates = (base) => ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext);
  if (spec.startsWith('.')) return candidates(join(dirname(file), spec)).find(existsSync);
  const [pkg, ...rest] = spec.split('/');
  if (!workspacePackages.includes(pkg) || sharedSingletons.includes(spec)) return undefined;
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  const target = manifest.exports?.[['.', ...rest].join('/')];
  return typeof target === 'string' ? join(root, pkg, target) : undefined;
};
const startupZone = (() => {
  const seen = new Set();
  const queue = [
    'host/src/startup/index.ts',
    'host/src/startup/startup-script.ts',
    'bench/monolith/load-remote.ts',
  ];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const path = join(root, file);
    if (seen.has(path)) continue;
    seen.add(path);
    for (const spec of staticImports(readFileSync(path, 'utf8'))) {
      const resolved = resolveStartupImport(path, spec);
      if (resolved) queue.push(relative(root, resolved));
    }
  }
  return [...seen].map((path) => relative(root, path));
})();
const startupMessage =
  "Start-up zone (the host's entry chunk and start-up script): this runs before the shared singletons are negotiated; import it in the bootstrap, or import('...') it.";

const apps = ['host', ...remotes];

const namedExports = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };

// A route pattern (`/locations/:locationId`) is written once, in its remote's route table; the
// registry carries it to everyone else (ADR 0008). Tests may hold patterns as matcher fixtures.
const routePatternMessage =
  "Route patterns live only in a remote's src/app/route-table.ts: read them from the registry or the route table.";
const routePatterns = [
  { selector: 'Literal[value=/(^|\\/):[A-Za-z]/]', message: routePatternMessage },
  { selector: 'TemplateElement[value.raw=/(^|\\/):[A-Za-z]/]', message: routePatternMessage },
];

// One route context (shared-contracts/src/routing/route-context.ts): an address is matched against
// the registry there, once per navigation, and every later stage takes its answer. React-router's
// own matching inside a remote's routes is the remote's and stays.
const routeContextMessage =
  "An address is resolved once, by the route context (shared-contracts/src/routing/route-context.ts): take its answer (matchRoute, the host state's route, a RouteContext prop) instead of matching again.";
const routeResolution = [
  {
    selector:
      'CallExpression[callee.name=/^(matchPath|matchRoutePattern|bestRouteMatch|remoteForPath|pageForPath|locationIdFromPath)$/]',
    message: routeContextMessage,
  },
  {
    selector: "MemberExpression[property.name='pathname'][object.name='location']",
    message: routeContextMessage,
  },
  {
    selector: "MemberExpression[property.name='pathname'][object.property.name='location']",
    message: routeContextMessage,
  },
];
// Where matching is the module's own: the route context, the matcher itself, the registry schema
// (it checks patterns against mounts, not addresses) and the start-up, which reads the address once.
const routeContextModules = [
  'shared-contracts/src/routing/route-context.ts',
  'shared-contracts/src/registry/route-match.ts',
  'shared-contracts/src/registry/registry-schema.ts',
  'host/src/startup/index.ts',
  'host/src/startup/startup-script.ts',
];

const forbid = (names, message) => names.map((name) => ({ group: [name, `${name}/*`], message }));

const viaSharedPackages = [
  ...forbid(['@chakra-ui/react'], 'Import UI components from `ui`, the shared design system.'),
  ...forbid(
    ['react-router', 'react-router-dom'],
    'Import routing from `app-router`, the shared router (ADR 0004).',
  ),
];

// The registry schema pulls valibot in: deploy and the servers use it, a browser bundle never does.
const nodeOnly = forbid(
  ['shared-contracts/registry-schema', 'shared-contracts/config-schema'],
  'Node only: browser code reads the registry (registry.ts) and its configuration (Platform.config) with shared-contracts.',
);

const sharedPackagePatterns = forbid(
  ['host', 'sandbox-api', 'e2e', ...remotes],
  'shared packages import libraries only.',
);
// shared-contracts reaches Chakra and the router through the shared packages too.
const sharedContractsPatterns = [...sharedPackagePatterns, ...viaSharedPackages];

const toolingPatterns = forbid(apps, 'Tooling never imports an app.');
const appRuntimePatterns = forbid(apps, 'app-runtime never imports an app.');

const hostPatterns = [
  ...forbid(remotes, 'The host reaches remotes only through Module Federation at run time.'),
  ...viaSharedPackages,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-monolith/**',
      'deploy/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.state/**',
      'bench/.floor/**',
      'bench/.state/**',
      '**/node_modules/.floor/**',
      '**/.state/**',
      // Rule-breaking on purpose: tooling/lint/eslint-rules.test.ts lints them.
      'tooling/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', namedExports],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'] }),
      ],
    },
  },
  ...apps.map((pkg) => ({
    files: [`${pkg}/src/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(pkg) }] },
  })),
  // A package is reached by its name, never by a relative path out of its folder.
  {
    // The settings fixture (below) reaches remote-settings' sources, as its build does.
    ignores: ['tooling/fixtures/**'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  // Tooling builds, serves and tests the apps; it never imports one (the benchmark's monolith
  // variant, which does, lives in bench/ and is reached through webpack aliases).
  {
    files: ['tooling/**/*.{ts,tsx,mts,mjs,js,cjs}'],
    // The next release of remote-settings, built from its sources for the deploy tests: an app.
    ignores: ['tooling/fixtures/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: join(root, 'tooling'),
              from: apps.map((app) => join(root, app)),
              message: 'Tooling never imports an app.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: toolingPatterns }],
    },
  },
  // A cycle through a lazily loaded module passes a value back across the `import()`: the wrapper
  // and its content share a third module instead. Nothing imports a test, so no cycle runs through
  // one; libraries are not followed.
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // What renders on the server and hydrates in the browser reads no browser global as it renders.
  {
    files: [
      '{host,remote-settings,remote-onboarding,remote-dashboard,ui,app-router,app-runtime,shared-contracts}/src/**/*.{ts,tsx}',
    ],
    // A remote alone on its dev server renders in the browser only.
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'app-runtime/src/standalone/**'],
    plugins: { local: renderGlobals },
    rules: { 'local/no-browser-globals-in-render': 'error' },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jest.configs['flat/recommended'],
    files: ['**/*.test.{ts,tsx}', 'tooling/jest/**/*.ts'],
    rules: {
      ...jest.configs['flat/recommended'].rules,
      // Property tests (fast-check) assert what holds for each generated case, case by case.
      'jest/no-conditional-expect': 'off',
      // expectReports: the function shared-contracts/testing's expectErrorReportsNamed returns.
      'jest/expect-expect': ['warn', { assertFunctionNames: ['expect', 'expectReports'] }],
    },
  },
  // Tests query what a user perceives (role, label, text) through `screen`, not the DOM tree.
  {
    ...testingLibrary.configs['flat/react'],
    files: ['**/*.test.{ts,tsx}'],
  },
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/{tests,visual,standalone,fixtures}/**/*.ts'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Data-driven journeys (tables of faults, scenes and routes) branch on their data, and each
      // branch asserts; a scene's steps, with the expects they need, run inside the test that
      // takes the scene.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/no-standalone-expect': 'off',
      'playwright/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'expectSettled',
            'standalone.expectSettled',
            'expectScreen',
            'expectRefusedBeforeTheSmoke',
          ],
        },
      ],
    },
  },
  // Loads and runs under ESLint 10 although its peer range stops at 9.
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Takes <td role="cell"> (the dashboard's virtualized table states it) for an interactive element.
      'jsx-a11y/no-interactive-element-to-noninteractive-role': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tools load these by their default export (a Playwright reporter and global setup too).
    files: [
      '**/*.config.{mjs,ts}',
      '**/playwright.config.ts',
      'e2e/*-reporter.ts',
      'e2e/**/global-setup.ts',
      'tooling/**/bin/*.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // Remotes: only shared-contracts, ui and libraries; never the host or another remote.
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid(
              ['host', ...remotes.filter((r) => r !== remote)],
              'A remote never imports the host or another remote: go through the Platform interface.',
            ),
            ...viaSharedPackages,
            ...nodeOnly,
          ],
        },
      ],
    },
  })),
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...hostPatterns, ...nodeOnly] }],
    },
  },
  // The host's server code (the HTML head) runs in Node beside the static server.
  {
    files: ['host/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: hostPatterns }] },
  },
  ...[
    ['sandbox-api/**/*.ts', 'ui/**/*.{ts,tsx}', 'app-router/**/*.{ts,tsx}'],
    ['shared-contracts/**/*.{ts,tsx}'],
  ].map((files, index) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: index === 1 ? sharedContractsPatterns : sharedPackagePatterns },
      ],
    },
  })),
  // sandbox-api takes its wire types from shared-contracts and nothing else (platform.md section 1).
  {
    files: ['sandbox-api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared-contracts',
              allowTypeImports: true,
              message: 'sandbox-api imports only types from shared-contracts: use `import type`.',
            },
          ],
          patterns: [
            {
              group: ['shared-contracts/*'],
              allowTypeImports: true,
              message: 'sandbox-api imports only types from shared-contracts: use `import type`.',
            },
          ],
        },
      ],
    },
  },
  // app-runtime (the standalone harness, the lazy loaders) runs inside every app and never imports
  // one; it reaches Chakra and the router through the shared packages, as the apps do.
  {
    files: ['app-runtime/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: join(root, 'app-runtime'),
              from: apps.map((app) => join(root, app)),
              message: 'app-runtime never imports an app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [...appRuntimePatterns, ...viaSharedPackages] },
      ],
    },
  },
  {
    files: [
      'host/src/**/*.{ts,tsx}',
      'host/server/**/*.ts',
      ...remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
      '{shared-contracts,ui,app-router,app-runtime}/src/**/*.{ts,tsx}',
      'tooling/*/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '*/src/app/route-table.ts',
      '**/*.test.{ts,tsx}',
      '**/src/testing/**',
      '**/src/testing.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', namedExports, ...routePatterns, ...routeResolution],
    },
  },
  {
    files: routeContextModules,
    rules: { 'no-restricted-syntax': ['error', namedExports, ...routePatterns] },
  },
  // Last, so that it adds the start-up zone's singletons to each package's own restrictions.
  ...Object.entries({
    host: [...hostPatterns, ...nodeOnly],
    'shared-contracts': sharedContractsPatterns,
    'app-runtime': [...appRuntimePatterns, ...viaSharedPackages],
    bench: [],
  })
    .map(([pkg, patterns]) => [startupZone.filter((file) => file.startsWith(`${pkg}/`)), patterns])
    // A package none of whose files the start-up zone reaches (today app-runtime) has no block.
    .filter(([files]) => files.length > 0)
    .map(([files, patterns]) => ({
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: sharedSingletons.map((name) => ({
              name,
              message: startupMessage,
              allowTypeImports: true,
            })),
            patterns,
          },
        ],
      },
    })),
);

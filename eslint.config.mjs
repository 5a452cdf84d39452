// One linter for the whole workspace. Import rules enforce the platform's ownership table:
// remotes never import the host or each other, only the `ui` package touches Chakra directly and only
// `app-router` touches react-router.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['remote-settings', 'remote-onboarding', 'remote-dashboard'];

const namedExports = { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' };

// A route pattern (`/locations/:locationId`) is written once, in its remote's route table; the
// registry carries it to everyone else (ADR 0008). Tests may hold patterns as matcher fixtures.
const routePatternMessage =
  "Route patterns live only in a remote's src/app/route-table.ts: read them from the registry or the route table.";
const routePatterns = [
  { selector: 'Literal[value=/(^|\\/):[A-Za-z]/]', message: routePatternMessage },
  { selector: 'TemplateElement[value.raw=/(^|\\/):[A-Za-z]/]', message: routePatternMessage },
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
  // A cycle through a lazily loaded module passes a value back across the `import()`: the wrapper
  // and its content share a third module instead. Nothing imports a test, so no cycle runs through
  // one; libraries are not followed.
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.config.{mjs,ts}', '**/playwright.config.ts', 'tooling/**/bin/*.mjs'],
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
    files: ['host/src/server/**/*.ts'],
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
        {
          patterns: [
            ...forbid(
              ['host', 'sandbox-api', 'e2e', ...remotes],
              'shared packages import libraries only.',
            ),
            // shared-contracts reaches Chakra and the router through the shared packages too.
            ...(index === 1 ? viaSharedPackages : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['tooling/standalone/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: viaSharedPackages }] },
  },
  {
    files: [
      'host/src/**/*.{ts,tsx}',
      ...remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
      '{shared-contracts,ui,app-router}/src/**/*.{ts,tsx}',
      'tooling/*/src/**/*.{ts,tsx}',
    ],
    ignores: [
      '*/src/app/route-table.ts',
      '**/*.test.{ts,tsx}',
      '**/src/testing/**',
      '**/src/testing.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', namedExports, ...routePatterns] },
  },
);

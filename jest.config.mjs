import { fileURLToPath } from 'node:url';

// One Jest run for the whole workspace: a project per package, all transformed by SWC.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const jestTooling = (file) => fileURLToPath(new URL(`./tooling/jest/${file}`, import.meta.url));

const common = {
  // Each module read and compiled once per worker, not once per test file (ADR 0043).
  runtime: jestTooling('runtime.cjs'),
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages under node_modules that must be transformed too.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(d3-[a-z-]+|internmap|ky|until-async|msw|@mswjs|@bundled-es-modules|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@open-draft|rettime)@)',
  ],
  moduleNameMapper: {
    '^test-support$': '<rootDir>/../tooling/jest/fail-on-console.ts',
    '\\.(css|svg|png|jpg|webp)$': '<rootDir>/../tooling/jest/file-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};

const dom = {
  ...common,
  testEnvironment: '<rootDir>/../tooling/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { customExportConditions: [''] },
  moduleNameMapper: {
    ...common.moduleNameMapper,
    // Rendering tests load Chakra as one bundled module, not its ~1,900 files (ADR 0036). Node
    // tests keep the package itself: some read its files.
    '^@chakra-ui/react$': jestTooling('chakra-react.cjs'),
    '^@chakra-ui/react/theme$': jestTooling('chakra-theme.cjs'),
  },
  setupFiles: ['<rootDir>/../tooling/jest/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'],
};

const node = {
  ...common,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-node.ts'],
};

const project = (name, base) => ({ ...base, displayName: name, rootDir: `<rootDir>/${name}` });

/**
 * A browser package's tests, in two projects of the same name: a test's file name says where it
 * runs. `.test.tsx` (components, and whatever needs a window, storage or the page's location) in
 * jsdom; `.test.ts` (rules, models, contracts) in Node, which starts a test file without building a
 * window. A `.test.ts` that fails for want of `window`, `document` or `location` is renamed `.tsx`.
 */
const browserPackage = (name, root = '<rootDir>/src') => [
  { ...project(name, dom), testMatch: [`${root}/**/*.test.tsx`] },
  { ...project(name, node), testMatch: [`${root}/**/*.test.ts`] },
];

export default {
  rootDir: '.',
  globalSetup: jestTooling('global-setup.cjs'),
  globalTeardown: jestTooling('global-teardown.cjs'),
  projects: [
    ...browserPackage('shared-contracts'),
    ...browserPackage('ui'),
    ...browserPackage('app-router'),
    ...browserPackage('host'),
    // The host's Node code (the HTML head), in Node as the static server runs it.
    {
      ...project('host', node),
      displayName: 'host-server',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
    },
    ...browserPackage('remote-settings'),
    ...browserPackage('remote-onboarding'),
    ...browserPackage('remote-dashboard'),
    project('sandbox-api', node),
    {
      ...project('static-server', node),
      rootDir: '<rootDir>/tooling/static-server',
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
      moduleNameMapper: { '^test-support$': '<rootDir>/../jest/fail-on-console.ts' },
    },
    {
      ...project('webpack-config', node),
      rootDir: '<rootDir>/tooling/webpack-config',
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
    },
    // What only a package that may import every other can test: hand-offs against all manifests.
    ...browserPackage('e2e', '<rootDir>/contracts'),
    // Top-level, as the apps: the same relative paths to tooling/jest as theirs.
    ...browserPackage('app-runtime'),
    // The workspace's lint rules, checked on snippets with the real configuration.
    {
      ...project('lint', node),
      rootDir: '<rootDir>/tooling/lint',
      testMatch: ['<rootDir>/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
    },
    {
      ...project('telemetry', node),
      rootDir: '<rootDir>/tooling/telemetry',
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
    },
    {
      ...project('ts-bundle', node),
      rootDir: '<rootDir>/tooling/ts-bundle',
      testMatch: ['<rootDir>/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
    },
    {
      ...project('jest-tooling', node),
      rootDir: '<rootDir>/tooling/jest/worker-cache',
      testMatch: ['<rootDir>/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/../setup-node.ts'],
    },
    {
      ...project('deploy', node),
      rootDir: '<rootDir>/tooling/deploy',
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-node.ts'],
    },
  ],
};

// The floor a route can approach: the libraries it needs, each built alone by webpack (production,
// minified, no federation), summed as gzip bytes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/run.mjs';

const require = createRequire(join(root, 'tooling/webpack-config/package.json'));
export const webpack = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** The module rules the floors are built with, as the apps build (tooling/webpack-config). */
export const FLOOR_MODULE_RULES = [
  {
    test: /\.tsx?$/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    },
  },
];

/** The apps' minifier (swc), in this process. */
export const floorMinimizer = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, parallel: false });

/** Runs a webpack compiler once; rejects with its errors. */
export function runCompiler(compiler) {
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Where each route's code lives: its app, plus the shared packages every app uses. */
export const ROUTE_SOURCES = {
  'locations selector': ['host'],
  'events summary': ['host', 'remote-settings'],
  devices: ['host', 'remote-settings'],
  'onboarding introduction': ['host', 'remote-onboarding'],
  dashboard: ['host', 'remote-dashboard'],
};

/** The host's lazy chooser: only the selector loads it, so its libraries are no need of other routes. */
const SELECTOR_ONLY = /host\/src\/pages\/locations\/location-(chooser|group|card)\.tsx$/;

/**
 * The federation runtime the host imports. Reported beside the floor, not in it: the floor is
 * the libraries a product needs, and the runtime is what federation itself costs.
 */
const FEDERATION_RUNTIME = '@module-federation/enhanced/runtime';

/** The libraries a product needs (not our own packages), and the federation runtime. */
const LIBRARIES = [
  'react',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'ky',
  'date-fns',
  '@chakra-ui/react',
  '@chakra-ui/react/theme',
  '@emotion/react',
  'react-virtuoso',
  '@nivo/bar',
  'libphonenumber-js/min',
  'use-debounce',
  FEDERATION_RUNTIME,
];

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !path.includes('/testing/')
    )
      files.push(path);
  }
  return files;
}

// Imports and re-exports (`export { Table } from '@chakra-ui/react'` ships Table as surely as an import).
const IMPORT = /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;

/** The names each library is imported or re-exported with across `packages` (namespace/default → everything), in the code `route` loads. */
function importedNames(packages, route) {
  const used = new Map();
  for (const pkg of packages) {
    for (const file of sourceFiles(join(root, pkg, 'src'))) {
      if (route !== 'locations selector' && SELECTOR_ONLY.test(file)) continue;
      for (const [, typeOnly, clause, source] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (typeOnly || !LIBRARIES.includes(source)) continue;
        const names = used.get(source) ?? new Set();
        const named = clause.match(/\{([^}]*)\}/);
        if (named) {
          for (const part of named[1].split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (name && !part.trim().startsWith('type ')) names.add(name);
          }
        }
        if (/^\*|^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause.trim())) names.add('*');
        used.set(source, names);
      }
    }
  }
  return used;
}

const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * Builds `lib` alone. The route's other libraries stay external (react-router's copy of React is
 * React's bytes, counted once under react-dom/client), so the sum counts every library once.
 */
function buildAlone(app, lib, names, outDir, counted) {
  const others = new Set([...counted].map(packageOf).filter((name) => name !== packageOf(lib)));
  const entry = join(outDir, 'entry.mjs');
  const source = names.has('*')
    ? `import * as lib from ${JSON.stringify(lib)};\nglobalThis.__floor = lib;\n`
    : `import { ${[...names].join(', ')} } from ${JSON.stringify(lib)};\nglobalThis.__floor = { ${[...names].join(', ')} };\n`;
  writeFileSync(entry, source);
  const compiler = webpack({
    mode: 'production',
    context: join(root, app),
    entry,
    output: { path: join(outDir, 'out'), filename: 'lib.js', chunkFilename: '[id].js' },
    module: { rules: FLOOR_MODULE_RULES },
    optimization: { minimizer: [floorMinimizer()] },
    performance: { hints: false },
    plugins: [
      // As the apps build the runtime (tooling/webpack-config: no snapshot code, web only).
      new webpack.DefinePlugin({
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
        ENV_TARGET: JSON.stringify('web'),
      }),
    ],
    externals: ({ request }, callback) =>
      request && !request.startsWith('.') && others.has(packageOf(request))
        ? callback(undefined, `globalThis[${JSON.stringify(request)}]`)
        : callback(),
  });
  return runCompiler(compiler).then(() =>
    readdirSync(join(outDir, 'out'))
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(outDir, 'out', file)), { level: 9 }).length,
        0,
      ),
  );
}

export async function measureFloors() {
  const perRoute = {};
  const federationRuntime = {};
  const libraries = {};
  const built = new Map();
  for (const [route, apps] of Object.entries(ROUTE_SOURCES)) {
    const used = importedNames([...apps, 'shared-contracts', 'ui', 'app-router'], route);
    const app = apps[apps.length - 1];
    let total = 0;
    for (const [lib, names] of used) {
      // Built from inside the node_modules of a package that depends on the library, so that it
      // resolves exactly as that package does.
      const owner = [app, 'shared-contracts', 'ui', 'app-router', 'host'].find((pkg) =>
        existsSync(
          join(root, pkg, 'node_modules', lib.replace(/\/(min|client|theme|runtime)$/, '')),
        ),
      );
      if (!owner) throw new Error(`no package depends on ${lib}`);
      const counted = new Set(used.keys());
      // Routes that need the same names of a library, beside the same other libraries, share one build.
      const key = JSON.stringify([app, owner, lib, [...names].sort(), [...counted].sort()]);
      let bytes = built.get(key);
      if (bytes === undefined) {
        const outDir = join(
          root,
          owner,
          'node_modules/.floor',
          `${route}-${lib}`.replace(/[^a-z0-9]+/gi, '-'),
        );
        rmSync(outDir, { recursive: true, force: true });
        mkdirSync(outDir, { recursive: true });
        bytes = await buildAlone(app, lib, names, outDir, counted);
        built.set(key, bytes);
      }
      libraries[`${route}: ${lib}`] = bytes;
      if (lib === FEDERATION_RUNTIME) federationRuntime[route] = bytes;
      else total += bytes;
    }
    perRoute[route] = total;
  }
  return { perRoute, federationRuntime, libraries };
}

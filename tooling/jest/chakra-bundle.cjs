// Chakra UI as one module for the tests (ADR 0036). `@chakra-ui/react` is about 1,900 CommonJS
// files (Ark UI, Zag), and Jest compiles and links each of them again for every test file that
// renders the design system. Bundled once, with webpack, into one concatenated module, every test
// file loads one script instead. React and Emotion's React binding stay outside, so a test has one
// React and one Emotion cache, as the apps do.
const { createHash } = require('node:crypto');
const {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { join } = require('node:path');

const UI = join(__dirname, '..', '..', 'ui');
// Under the ui package's node_modules, so that the bundle's own `require('react')` and
// `require('@emotion/react')` find the ui package's, as Chakra's files would.
const OUT = join(UI, 'node_modules', '.cache', 'jest-chakra');

/** The bundle's exports: `react` for `@chakra-ui/react`, `theme` for `@chakra-ui/react/theme`. */
const BUNDLE = join(OUT, 'chakra.cjs');
const STAMP = join(OUT, 'stamp');

/** Shared with Chakra's own files: one React, one Emotion theme and cache context. */
const EXTERNAL = /^(react|react-dom|@emotion\/react)(\/.*)?$/;

/** Chakra's installed copy (its store path names its version and peers) and this builder. */
function stampOf() {
  return createHash('sha256')
    .update(realpathSync(join(UI, 'node_modules', '@chakra-ui', 'react')))
    .update(readFileSync(__filename))
    .digest('hex');
}

function compile(webpack, config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** Builds the bundle unless the one on disk was built from the same Chakra by this builder. */
async function ensureChakraBundle() {
  const stamp = stampOf();
  if (existsSync(BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return;
  // Built aside and moved in whole: a run started meanwhile never reads half a bundle.
  const building = `${OUT}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    const entry = join(building, 'entry.mjs');
    writeFileSync(
      entry,
      "export * as react from '@chakra-ui/react';\nexport * as theme from '@chakra-ui/react/theme';\n",
    );
    // webpack is the apps' bundler (tooling/webpack-config); the root does not depend on it.
    const webpack = require(
      require.resolve('webpack', { paths: [join(UI, '..', 'tooling', 'webpack-config')] }),
    );
    await compile(webpack, {
      mode: 'production',
      target: 'node',
      context: UI,
      entry,
      devtool: false,
      output: { path: building, filename: 'chakra.cjs', library: { type: 'commonjs2' } },
      resolve: { modules: [join(UI, 'node_modules'), 'node_modules'] },
      externals: ({ request }, callback) =>
        EXTERNAL.test(request) ? callback(null, `commonjs ${request}`) : callback(),
      // Readable stack traces, and `process.env.NODE_ENV` left to Jest (`test`).
      optimization: { minimize: false, nodeEnv: false, concatenateModules: true },
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
    });
  } catch (error) {
    // A failed build leaves no half-built folder; the last good bundle stays.
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(join(building, 'stamp'), stamp);
  rmSync(OUT, { recursive: true, force: true });
  renameSync(building, OUT);
}

module.exports = { BUNDLE, ensureChakraBundle };

import type { Configuration } from 'webpack';
import { minimizers, swcLoader } from './build-parts';
import { distDir, isMonolithBuild } from './create-config';
import { HtmlIntegrityPlugin } from './html-integrity-plugin';
import { STARTUP_ENTRY } from './startup-preload-plugin';

export interface StartupScriptOptions {
  /** The host's package folder. */
  dir: string;
  /** The name of the host's own build, which empties the output folder: this one runs after it. */
  after: string;
  /** The start-up script's module, from `dir`. */
  entry: string;
}

/**
 * The host's start-up script (`src/startup/startup-script.ts` -> `startup.js`), a build of its own: as an entry of
 * the host's build it would carry the federation runtime that every entry gets, when all it does is
 * start a few requests. No shared modules, no chunks; the host's HTML requests it first
 * (StartupPreloadPlugin).
 */
export function createStartupScriptConfig({
  dir,
  after,
  entry,
}: StartupScriptOptions): Configuration {
  return {
    name: `${after}-${STARTUP_ENTRY}`,
    dependencies: [after],
    mode: 'production',
    context: dir,
    entry: { [STARTUP_ENTRY]: entry },
    devtool: 'source-map',
    target: 'web',
    output: {
      path: distDir(dir, isMonolithBuild()),
      filename: '[name].js',
      uniqueName: `${after}_${STARTUP_ENTRY}`,
      clean: false,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: { rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader }] },
    optimization: { minimize: true, minimizer: minimizers() },
    performance: { hints: false },
    plugins: [new HtmlIntegrityPlugin()],
    stats: 'errors-warnings',
  };
}

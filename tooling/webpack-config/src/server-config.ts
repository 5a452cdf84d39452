import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { dirname, join } from 'node:path';
import { PLATFORM_CONFIG_DEFINE } from 'shared-contracts/config-schema';
import webpack, { type Configuration } from 'webpack';
import { swcLoader } from './build-parts';
import { readPlatformConfig } from './platform-config';
import { sharedConfig } from './shared-singletons';

/** Where a remote's server build goes, relative to its remoteEntry.js (the route manifest's `server`). */
export const SERVER_ENTRY_FILE = 'server/remoteEntry.js';

/** What a remote's server build needs of its browser build's options. */
export interface ServerBuildOptions {
  /** The package folder. */
  dir: string;
  /** Federation name, the browser build's. */
  name: string;
  exposes: Record<string, string>;
  /** The browser build's output folder: the server build goes in its `server/` folder. */
  dist: string;
}

/**
 * A remote's Node build of the same source: its container as one CommonJS file, which the host's
 * server fetches by URL, checks against the integrity its release recorded and evaluates. One file,
 * so that the server never resolves a chunk's address (a chunk of another version, or one fetched
 * without integrity, would render a page the browser then cannot hydrate). Every shared singleton is
 * the host server's, as in the browser.
 */
export function createServerConfig(options: ServerBuildOptions): Configuration {
  const { dir, name, exposes, dist } = options;
  return {
    mode: 'production',
    context: dir,
    name: `${name}-server`,
    entry: {},
    devtool: false,
    target: 'async-node',
    output: {
      path: join(dist, dirname(SERVER_ENTRY_FILE)),
      filename: '[name].js',
      uniqueName: `${name}-server`,
      publicPath: '',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader }] },
    // Readable stack traces in the server's log; its size costs no browser anything.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ [PLATFORM_CONFIG_DEFINE]: JSON.stringify(readPlatformConfig()) }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes,
        remotes: {},
        shared: sharedConfig(dir, { consumeOnly: true }),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

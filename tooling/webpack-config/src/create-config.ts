import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RouteManifest } from 'shared-contracts/registry';
import { PLATFORM_CONFIG_DEFINE } from 'shared-contracts/config-schema';
import { CHUNK_LOAD_TIMEOUT_MS } from 'shared-contracts/startup';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { minimizers, swcLoader } from './build-parts';
import { ChunkReportPlugin } from './chunk-report-plugin';
import { ExposedSharedPlugin } from './exposed-shared-plugin';
import { PlatformConfigFilePlugin, readPlatformConfig } from './platform-config';
import { RouteManifestPlugin } from './route-manifest-plugin';
import { sharedConfig, sharedContractsChunk } from './shared-singletons';
import { StartupPreloadPlugin } from './startup-preload-plugin';

export interface AppConfigOptions {
  /** The package folder (where package.json lives). */
  dir: string;
  /** Federation name: `host`, `remote_settings`, ... */
  name: string;
  /** Port of the dev server (and of the production static server, see platform.md section 2). */
  port: number;
  title: string;
  /** The entry module, from `dir`: `./src/index.ts` unless the app names another. */
  entry?: string;
  /** Modules a remote exposes to the host; none for the host. */
  exposes?: Record<string, string>;
  /** What a remote serves, from its route table: emitted as route-manifest.json. */
  routeManifest?: RouteManifest;
  /**
   * Where the dev server forwards `/api`: sandbox-api, by default the SANDBOX_API_URL environment
   * variable, else :3100. A remote's standalone mode links to that origin's external pages too.
   */
  apiTarget?: string;
}

export interface BuildEnv {
  mode: 'production' | 'development';
}

/** MONOLITH=1 builds the host with the remotes imported statically, into dist-monolith. */
export const isMonolithBuild = (): boolean => process.env.MONOLITH === '1';

/** Where an app's production files go: the monolith build of the host has its own folder. */
export const distDir = (dir: string, monolith: boolean): string =>
  join(dir, monolith ? 'dist-monolith' : 'dist');

/**
 * The monolith variant is the benchmark's (bench/monolith): its registry replaces the host's and
 * imports the apps' sources through these aliases, so this package imports no app.
 */
const monolithParts = (appDir: string) => {
  const workspace = dirname(appDir);
  const apps = ['host', 'remote-settings', 'remote-onboarding', 'remote-dashboard'];
  return {
    registry: join(workspace, 'bench', 'monolith', 'load-remote.ts'),
    alias: Object.fromEntries(apps.map((app) => [`@monolith/${app}`, join(workspace, app, 'src')])),
  };
};

const require = createRequire(import.meta.url);

/**
 * The federation runtime once per page. With `provideExternalRuntime` the host hands the remotes a
 * runtime core that the federation plugin `require`s (inject-external-runtime-core-plugin ->
 * `@module-federation/runtime-tools/runtime-core`), so that CommonJS chain pulled the CommonJS build
 * of runtime-core and sdk into the host's entry beside the ES module build its own runtime uses:
 * two copies. Resolving that one entry to its ES module twin leaves one copy, which the host and
 * the remotes then share.
 */
const RUNTIME_CORE_ESM = join(
  dirname(
    createRequire(require.resolve('@module-federation/enhanced/webpack')).resolve(
      '@module-federation/runtime-tools/bundler',
    ),
  ),
  'runtime-core.js',
);
if (!existsSync(RUNTIME_CORE_ESM)) throw new Error(`no ${RUNTIME_CORE_ESM}`);

/** One webpack configuration for every federated app, so the four builds cannot drift apart. */
export function createAppConfig(options: AppConfigOptions, env: BuildEnv): Configuration {
  const { dir, name, port, title, exposes, routeManifest, entry = './src/index.ts' } = options;
  const apiTarget = options.apiTarget ?? process.env.SANDBOX_API_URL ?? 'http://localhost:3100';
  if (routeManifest && routeManifest.name !== name) {
    throw new Error(`the route manifest names ${routeManifest.name}, the build ${name}`);
  }
  const production = env.mode === 'production';
  const isHost = !exposes;
  const monolith = isHost && isMonolithBuild();
  const publicDir = join(dir, 'public');
  const platformConfig = readPlatformConfig();

  const devServer: DevServerConfiguration = {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: true }],
    client: { overlay: { warnings: false, errors: true } },
  };

  return {
    mode: env.mode,
    context: dir,
    name,
    entry: { main: entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: distDir(dir, monolith),
      // The federation runtime needs stable entry names; hashes go on chunks (toolchain.md).
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // A chunk that hangs fails its load (and shows its area's boundary) long before webpack's
      // default 120 s: shared-contracts' load-timeouts.ts, beside the remote entry's limit.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // A remote's server build writes its own folder beside, at the same time.
      clean: isHost ? true : { keep: (file: string) => file.startsWith('server') },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM,
        ...(monolith ? monolithParts(dir).alias : {}),
      },
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: swcLoader },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: minimizers(),
      // The host loads every shared-contracts subpath at start-up: as one chunk (shared-singletons.ts).
      // A remote's production build has no copy of a shared module (ADR 0037).
      ...(isHost
        ? { splitChunks: { cacheGroups: { sharedContracts: sharedContractsChunk(dir) } } }
        : {}),
    },
    performance: { hints: false },
    plugins: [
      // The standalone harness (app-runtime/standalone) reads it; nothing else does.
      new webpack.DefinePlugin({ 'process.env.SANDBOX_API_URL': JSON.stringify(apiTarget) }),
      // Every environment's checked configuration; the page picks its own by origin (ADR 0010). The
      // host gives it to the remotes as Platform.config; a remote's is read by its standalone
      // harness only.
      new webpack.DefinePlugin({ [PLATFORM_CONFIG_DEFINE]: JSON.stringify(platformConfig) }),
      ...(isHost ? [new PlatformConfigFilePlugin(platformConfig)] : []),
      ...(monolith
        ? [
            new webpack.NormalModuleReplacementPlugin(
              /federation\/registry\/load-remote(\.ts)?$/,
              monolithParts(dir).registry,
            ),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        // A remote in production takes every shared singleton from the host, which always provides
        // them (ADR 0037); alone on its dev server it has its own.
        shared: sharedConfig(dir, {
          provideUnimported: isHost,
          consumeOnly: !isHost && production,
        }),
        // Nothing is fetched from a remote before a route needs it (toolchain.md).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime ships once per page: the host provides it and remotes use the host's
        // (toolchain.md: otherwise every remote entry repeats it). A remote alone on its dev server
        // keeps its own copy. The registry points at each remoteEntry.js (one round trip less than an
        // mf-manifest.json), so the runtime needs no snapshot code.
        experiments: production
          ? {
              ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
              optimization: { disableSnapshot: true, target: 'web' },
            }
          : {},
      }),
      new HtmlWebpackPlugin({
        title,
        // Absolute, so that deep links (a remote alone at /locations/x/devices) find the entry.
        publicPath: '/',
        chunks: ['main'],
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title><link rel="icon" href="${isHost ? '/favicon.svg' : 'data:,'}" />${isHost ? '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />' : ''}</head><body><div id="root"></div></body></html>`,
      }),
      ...(isHost && production ? [new StartupPreloadPlugin(join(dir, entry))] : []),
      ...(exposes && production ? [new ExposedSharedPlugin(exposes)] : []),
      ...(routeManifest ? [new RouteManifestPlugin(routeManifest)] : []),
      new ChunkReportPlugin(),
      // The dev registry (`deploy dev-registry`) is the dev server's alone: a release serves its own.
      ...(existsSync(publicDir)
        ? [
            new CopyPlugin({
              patterns: [
                {
                  from: publicDir,
                  globOptions: { ignore: production ? ['**/remotes.json'] : [] },
                },
              ],
            }),
          ]
        : []),
    ],
    devServer,
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

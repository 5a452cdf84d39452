import MinimizerPlugin from 'minimizer-webpack-plugin';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const swcLoader = {
  // Resolved from here, so apps need not depend on the loader themselves.
  loader: require.resolve('swc-loader'),
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
};

/** Minified, with precompressed gzip and brotli copies beside each asset. */
export function minimizers() {
  return [
    new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }),
    // Precompressed copies beside each asset, served with Content-Encoding by the static servers.
    new MinimizerPlugin({
      test: /\.(js|html|svg|json)$/i,
      // remotes.json is rewritten at deploy time: a stale compressed copy would hide the change.
      exclude: /remotes\.json$/,
      minify: [],
      generate: {
        gzip: {
          implementation: MinimizerPlugin.compress,
          options: { algorithm: 'gzip', compressionOptions: { level: 9 } },
          type: 'asset',
          filename: '[path][base].gz',
        },
        brotli: {
          implementation: MinimizerPlugin.compress,
          options: { algorithm: 'brotliCompress' },
          type: 'asset',
          filename: '[path][base].br',
        },
      },
    }),
  ];
}

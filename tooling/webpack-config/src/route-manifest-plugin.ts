import type { RouteManifest } from 'shared-contracts';
import { sources, Compilation as WebpackCompilation, type Compiler } from 'webpack';

/** Written beside a remote's remoteEntry.js: what the remote serves (its route table's manifest). */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/**
 * Emits the remote's route manifest as `route-manifest.json`, in production builds and from the
 * dev server alike, so that a release copies it into the registry and a local registry can read it
 * from the remote's origin.
 */
export class RouteManifestPlugin {
  constructor(private readonly manifest: RouteManifest) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: WebpackCompilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = `${JSON.stringify(this.manifest, null, 2)}\n`;
          compilation.emitAsset(ROUTE_MANIFEST_FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

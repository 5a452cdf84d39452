import type { RouteManifest } from 'shared-contracts/registry';
import type { Compiler } from 'webpack';
import { emitJsonAsset } from './json-asset';

/** Written beside a remote's remoteEntry.js: what the remote serves (its route table's manifest). */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The JavaScript files of each named chunk group, as the build wrote them. */
export type ChunkFilesByName = (name: string) => readonly string[] | undefined;

/**
 * The manifest as the build emits it: each page's preload hints, chunk names in the route table,
 * become those chunks' files (relative to remoteEntry.js). A name the build does not know throws:
 * a hint that preloads nothing is a typo.
 */
export function builtRouteManifest(
  manifest: RouteManifest,
  filesOf: ChunkFilesByName,
): RouteManifest {
  return {
    ...manifest,
    pages: manifest.pages.map((page) => {
      if (page.preload === undefined) return page;
      const preload = page.preload.flatMap((name) => {
        const files = filesOf(name);
        if (files === undefined) {
          throw new Error(`${page.path} preloads the chunk "${name}", which the build has not`);
        }
        return files;
      });
      return { ...page, preload: [...new Set(preload)] };
    }),
  };
}

/**
 * Emits the remote's route manifest as `route-manifest.json`, in production builds and from the
 * dev server alike, so that a release copies it into the registry and a local registry can read it
 * from the remote's origin.
 */
export class RouteManifestPlugin {
  constructor(private readonly manifest: RouteManifest) {}

  apply(compiler: Compiler) {
    emitJsonAsset(compiler, 'RouteManifestPlugin', ROUTE_MANIFEST_FILE, (compilation) =>
      builtRouteManifest(this.manifest, (name) =>
        compilation.namedChunkGroups
          .get(name)
          ?.chunks.flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js')),
      ),
    );
  }
}

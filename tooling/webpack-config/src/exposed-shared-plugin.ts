import { sources, Compilation as WebpackCompilation } from 'webpack';
import type { Compilation, Compiler } from 'webpack';
import { shareKeyOf } from './share-key';

/**
 * Written beside a remote's build: for each module it exposes (`./app`), the share keys that the
 * chunks loaded with it consume, which the federation runtime fetches before the module runs. The
 * host's server preloads its own copies of those beyond its start-up's (its `shared-chunks.json`,
 * StartupPreloadPlugin) with the remote's page, instead of the browser finding them once the
 * remote's code has run: a round trip later (ADR 0006).
 */
export const EXPOSED_SHARED_FILE = 'exposed-shared.json';

/**
 * The share keys consumed by the chunks of each exposed module's chunk group, found by the request
 * the container imports it with (the `exposes` value).
 */
export function exposedSharedKeys(
  compilation: Compilation,
  exposes: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [exposed, request] of Object.entries(exposes)) {
    const keys = new Set<string>();
    for (const group of compilation.chunkGroups) {
      if (!group.origins.some((origin) => origin.request === request)) continue;
      for (const chunk of group.chunks) {
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : undefined;
          if (key !== undefined) keys.add(key);
        }
      }
    }
    result[exposed] = [...keys].sort();
  }
  return result;
}

/** Writes `exposed-shared.json` (see EXPOSED_SHARED_FILE) for a remote's production build. */
export class ExposedSharedPlugin {
  constructor(private readonly exposes: Readonly<Record<string, string>>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ExposedSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposedSharedPlugin', stage: WebpackCompilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(exposedSharedKeys(compilation, this.exposes), null, 2);
          compilation.emitAsset(EXPOSED_SHARED_FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

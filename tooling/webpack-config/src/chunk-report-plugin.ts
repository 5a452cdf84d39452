import type { Compiler } from 'webpack';
import { SHARED_WORKSPACE_PACKAGES } from './shared-singletons';

export interface ChunkReportEntry {
  files: string[];
  initial: boolean;
  /**
   * True when the chunk exists only to provide or fall back to a shared module, or is loaded only by
   * the code of a shared workspace package (`ui`'s toast region): a remote's copy is not fetched when
   * the host already provides that singleton.
   */
  sharedOnly: boolean;
  /** Why the chunk exists: the modules that import it. */
  origins: string[];
}

const CHUNK_REPORT = 'chunk-report.json';
const SHARED_ORIGIN = /^(provide|consume) shared module /;
/** A module of a shared workspace package, as webpack names it from an app (`../ui/src/toaster.tsx`). */
const SHARED_PACKAGE_MODULE = new RegExp(`^\\.\\./(${SHARED_WORKSPACE_PACKAGES.join('|')})/`);
const isSharedOrigin = (name: string) =>
  SHARED_ORIGIN.test(name) || SHARED_PACKAGE_MODULE.test(name);

/**
 * Writes dist/chunk-report.json: every chunk's files and why it exists, so the budget check can
 * tell, without a browser, which chunks a route fetches.
 */
export class ChunkReportPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ChunkReportPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
          });
          const report: ChunkReportEntry[] = (stats.chunks ?? []).map((chunk) => {
            const origins = (chunk.origins ?? []).map(
              (origin) => origin.moduleName ?? origin.module ?? '',
            );
            return {
              files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
              initial: chunk.initial ?? false,
              sharedOnly: origins.length > 0 && origins.every(isSharedOrigin),
              origins,
            };
          });
          compilation.emitAsset(
            CHUNK_REPORT,
            new compiler.webpack.sources.RawSource(JSON.stringify(report, null, 1)),
          );
        },
      );
    });
  }
}

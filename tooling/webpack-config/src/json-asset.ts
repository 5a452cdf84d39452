import { sources, Compilation as WebpackCompilation, type Compiler } from 'webpack';

/**
 * Emits `file` as pretty-printed JSON at the report stage of every compilation (production builds
 * and the dev server alike), from what `build` answers for that compilation. A `build` that throws
 * becomes a build error naming why, not a crash.
 */
export function emitJsonAsset(
  compiler: Compiler,
  pluginName: string,
  file: string,
  build: (compilation: WebpackCompilation) => unknown,
) {
  compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: pluginName, stage: WebpackCompilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        try {
          const json = `${JSON.stringify(build(compilation), null, 2)}\n`;
          compilation.emitAsset(file, new sources.RawSource(json));
        } catch (error) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              error instanceof Error ? error.message : String(error),
            ),
          );
        }
      },
    );
  });
}

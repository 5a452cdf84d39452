import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sources, Compilation as WebpackCompilation } from 'webpack';
import type {
  AsyncDependenciesBlock,
  Chunk,
  ChunkGroup,
  Compilation,
  Compiler,
  Module,
} from 'webpack';
import { shareKeyOf } from './share-key';

/**
 * Written beside the build: for each named lazy chunk (`webpackChunkName`), the files it loads,
 * shared modules included, so that a server can preload a page's lazy code with its HTML.
 */
export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

/**
 * Written beside the build: for each shared module the app provides, the files of its copy that the
 * start-up has not loaded already, so that a server can preload, with a remote's page, the host's
 * copies of the libraries that remote consumes at once (react-virtuoso, ui/overlays; see
 * ExposedSharedPlugin).
 */
export const SHARED_CHUNKS_FILE = 'shared-chunks.json';

/**
 * The host's start-up script (`src/startup/startup-script.ts`): the start-up calls alone, first in the HTML's head
 * and `async`, so that they go out once the HTML has arrived rather than once main.js has.
 */
export const STARTUP_ENTRY = 'startup';

/**
 * The host's HTML names, as `<link rel="preload" as="script">`, the chunks its start-up always needs:
 * the app code behind the entry's async boundary and the shared modules that code consumes
 * (react-dom, ui, app-router, ...). Otherwise the browser discovers them only once main.js has
 * downloaded and run: a round trip and main.js's download later. Lazy pages and remotes are not
 * named: they load when a route needs them; the files of each named lazy chunk are written to
 * `lazy-chunks.json` for the host's server, which names them in the HTML of the pages that show them.
 */
export class StartupPreloadPlugin {
  constructor(private readonly entryModulePath: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const links = startupChunkFiles(compilation, this.entryModulePath).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${data.publicPath}${file}`,
              // Below the start-up calls (fetched with priority 'high'): HTTP/1.1 gives an origin six
              // connections, and these would otherwise hold all of them until the code has arrived.
              fetchpriority: 'low',
            }),
          );
          const startupScript = HtmlWebpackPlugin.createHtmlTagObject('script', {
            async: true,
            src: `${data.publicPath}${STARTUP_ENTRY}.js`,
          });
          data.headTags.unshift(startupScript);
          data.headTags.push(...links);
          return data;
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'StartupPreloadPlugin', stage: WebpackCompilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const startup = startupChunkFiles(compilation, this.entryModulePath);
          const json = JSON.stringify(lazyChunkFiles(compilation, startup), null, 2);
          compilation.emitAsset(LAZY_CHUNKS_FILE, new sources.RawSource(json));
          const shared = JSON.stringify(sharedChunkFiles(compilation, startup), null, 2);
          compilation.emitAsset(SHARED_CHUNKS_FILE, new sources.RawSource(shared));
        },
      );
    });
  }
}

/**
 * The file a module was built from. When the entry imports other modules, webpack concatenates
 * them into one module named after its root (the entry), whose blocks are those of all of them.
 */
function resourceOf(module: Module): string | undefined {
  const root: unknown = Reflect.get(module, 'rootModule');
  const named: unknown = typeof root === 'object' && root !== null ? root : module;
  const resource: unknown =
    typeof named === 'object' && named !== null ? Reflect.get(named, 'resource') : undefined;
  return typeof resource === 'string' ? resource : undefined;
}

/**
 * The files of the chunks the entry module's async boundary loads, and of the shared modules that code
 * consumes: the host's own provided copies (the ones the runtime loads first), not the consume
 * fallbacks, which are the same code in other chunks and would be fetched for nothing. In the order
 * the entry asks for them, each import's own files before those of the libraries it consumes: the
 * browser fetches them in this order, so a library the entry imports first (to run it while the rest
 * downloads) arrives first.
 */
export function startupChunkFiles(compilation: Compilation, entryModulePath: string): string[] {
  const entryChunk = compilation.entrypoints.get('main')?.getEntrypointChunk();
  if (!entryChunk) return [];
  const files = chunkFilesVisitor(compilation);
  for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    if (resourceOf(module) === entryModulePath) module.blocks.forEach(files.visitBlock);
  }
  return files.inOrder();
}

/**
 * For each named lazy chunk, its files and those of the shared modules it consumes (as above), but
 * for those the start-up has loaded already.
 */
export function lazyChunkFiles(
  compilation: Compilation,
  startupFiles: readonly string[],
): Record<string, string[]> {
  const named: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (compilation.entrypoints.has(name)) continue;
    const files = chunkFilesVisitor(compilation);
    files.visitGroup(group);
    named[name] = files.sorted().filter((file) => !startupFiles.includes(file));
  }
  return named;
}

/**
 * For each shared module the app provides, the files of its provided copy (and of the shared modules
 * that copy consumes), but for those the start-up has loaded already. A module the start-up loads
 * whole has none and is left out.
 */
export function sharedChunkFiles(
  compilation: Compilation,
  startupFiles: readonly string[],
): Record<string, string[]> {
  const shared: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKeyOf(module) : undefined;
    if (key === undefined) continue;
    const files = chunkFilesVisitor(compilation);
    module.blocks.forEach(files.visitBlock);
    const extra = files.sorted().filter((file) => !startupFiles.includes(file));
    if (extra.length > 0) shared[key] = extra;
  }
  return shared;
}

/**
 * Collects the files of chunk groups and of the shared modules their chunks consume: the host's own
 * provided copies (the ones the runtime loads first), not the consume fallbacks, which are the same
 * code in other chunks and would be fetched for nothing.
 */
function chunkFilesVisitor(compilation: Compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKeyOf(module) : undefined;
    if (key) providers.set(key, module);
  }
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();

  const visitGroup = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    // The group's own files before those of the shared modules it consumes.
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const chunk of group.chunks) visitConsumes(chunk);
  };
  const visitBlock = (block: AsyncDependenciesBlock) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) visitGroup(group);
  };
  const visitConsumes = (chunk: Chunk) => {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = shareKeyOf(module);
      const provider = key ? providers.get(key) : undefined;
      (provider ?? module).blocks.forEach(visitBlock);
    }
  };
  return { visitBlock, visitGroup, sorted: () => [...files].sort(), inOrder: () => [...files] };
}

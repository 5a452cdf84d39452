import HtmlWebpackPlugin from 'html-webpack-plugin';
import type {
  AsyncDependenciesBlock,
  Chunk,
  ChunkGroup,
  Compilation,
  Compiler,
  Module,
} from 'webpack';

/**
 * The host's HTML names, as `<link rel="preload" as="script">`, the chunks its start-up always needs:
 * the app code behind the entry's async boundary and the shared modules that code consumes
 * (react-dom, ui, app-router, ...). Otherwise the browser discovers them only once main.js has
 * downloaded and run: a round trip and main.js's download later. Lazy pages and remotes are not
 * named: they load when a route needs them.
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
            }),
          );
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}

/** A share key read off a federation module (`_name` of a provide module, `options.shareKey` of a consume one). */
function shareKeyOf(module: Module): string | undefined {
  if (module.type === 'provide-module') {
    const name: unknown = Reflect.get(module, '_name');
    return typeof name === 'string' ? name : undefined;
  }
  if (module.type === 'consume-shared-module') {
    const options: unknown = Reflect.get(module, 'options');
    const key: unknown =
      typeof options === 'object' && options ? Reflect.get(options, 'shareKey') : undefined;
    return typeof key === 'string' ? key : undefined;
  }
  return undefined;
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
 * fallbacks, which are the same code in other chunks and would be fetched for nothing.
 */
export function startupChunkFiles(compilation: Compilation, entryModulePath: string): string[] {
  const { chunkGraph } = compilation;
  const entryChunk = compilation.entrypoints.get('main')?.getEntrypointChunk();
  if (!entryChunk) return [];
  const providers = new Map<string, Module>();
  for (const module of compilation.modules) {
    const key = module.type === 'provide-module' ? shareKeyOf(module) : undefined;
    if (key) providers.set(key, module);
  }
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();

  const visitBlock = (block: AsyncDependenciesBlock) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) visitChunk(chunk);
  };
  const visitChunk = (chunk: Chunk) => {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = shareKeyOf(module);
      const provider = key ? providers.get(key) : undefined;
      (provider ?? module).blocks.forEach(visitBlock);
    }
  };

  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    if (resourceOf(module) === entryModulePath) module.blocks.forEach(visitBlock);
  }
  return [...files].sort();
}

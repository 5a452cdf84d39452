// The workspace's TypeScript entry points for plain Node (the deploy command, the webpack configs)
// run from a bundle made with esbuild, made again as soon as a file it was made from changed. A
// loader such as tsx puts every module the process loads through its hooks, on a thread of their
// own: that was most of a short command, and a third of a webpack config's loading (ADR 0039).
//
// Only the workspace's own sources are bundled. Every package under node_modules stays outside and
// is loaded by Node itself, from the file esbuild resolved, so that it is the one copy the rest of
// the process loads; `import.meta` is the original file's in every module of the bundle.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Lets bundled code that calls `require` (a CommonJS-style import of a package) keep doing so. */
const REQUIRE_BANNER =
  "import { createRequire as createRequireForBundle } from 'node:module';\n" +
  'const require = createRequireForBundle(import.meta.url);';

const LOADERS = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.jsx': 'jsx',
  '.js': 'js',
  '.mjs': 'js',
};

/** The record beside a bundle: when it was made, and from which files. */
const recordOf = (bundle) => `${bundle}.inputs.json`;

/** The folder above `from` that has `name` in it. */
function folderWith(from, name) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, name))) return dir;
    if (dirname(dir) === dir) throw new Error(`ts-bundle: no ${name} above ${from}`);
  }
}

/** Every file the bundle was made from is still there, and none changed since it was made. */
function isFresh(bundle) {
  try {
    const { madeAt, inputs } = JSON.parse(readFileSync(recordOf(bundle), 'utf8'));
    return existsSync(bundle) && inputs.every((file) => statSync(file).mtimeMs < madeAt);
  } catch {
    return false;
  }
}

/** Writes a file whole or not at all: other processes may read it at the same moment. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** Whether Node loads `file` as CommonJS: `.cjs`, or `.js` in a package not of `"type": "module"`. */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  const manifest = join(folderWith(dirname(file), 'package.json'), 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
}

/**
 * Packages under node_modules stay outside the bundle, named by the file esbuild resolved (Node's
 * own resolution rules: its conditions, `main` only), since the bundle's folder has no node_modules
 * of the package that imported them. A CommonJS one is required, through esbuild's interop, so that
 * named imports of it work as they do in the sources.
 */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving) return undefined;
      if (isBuiltin(args.path)) return { external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const { path, namespace, sideEffects } = resolved;
      if (!path.includes('/node_modules/')) return { path, namespace, sideEffects };
      if (isCommonJs(path) && args.kind === 'import-statement') {
        return { path, namespace: 'commonjs-package' };
      }
      return { path, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'commonjs-package' }, ({ path }) => ({
      contents: `module.exports = require(${JSON.stringify(path)});`,
      loader: 'js',
    }));
    build.onResolve({ filter: /.*/, namespace: 'commonjs-package' }, ({ path }) => ({
      path,
      external: true,
    }));
  },
};

/** Each bundled module keeps its own `import.meta.url`, `dirname` and `filename`. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: LOADERS[extname(args.path)] ?? 'js' };
    });
  },
};

/**
 * The package.json files that say how the inputs resolve (exports, type), the lockfile, and this
 * file: a bundle made another way is made again.
 */
function resolutionFiles(inputs, repo) {
  const files = new Set([join(repo, 'pnpm-lock.yaml'), fileURLToPath(import.meta.url)]);
  for (const input of inputs) {
    if (input.includes('/node_modules/')) continue;
    files.add(join(folderWith(dirname(input), 'package.json'), 'package.json'));
  }
  return [...files];
}

/**
 * The path of `entry`'s bundle (an absolute path to a TypeScript module), made first if it is
 * missing or older than a file it was made from. It is kept in the node_modules of the entry's
 * package, under `.cache/ts-bundle/`.
 */
export async function bundled(entry) {
  const pkg = folderWith(dirname(entry), 'package.json');
  const repo = folderWith(pkg, 'pnpm-workspace.yaml');
  const id = createHash('sha256').update(entry).digest('hex').slice(0, 8);
  const name = `${basename(entry).replace(/\.[cm]?tsx?$/, '')}-${id}.mjs`;
  const bundle = join(pkg, 'node_modules', '.cache', 'ts-bundle', name);
  if (isFresh(bundle)) return bundle;
  const { build } = await import('esbuild');
  const madeAt = Date.now();
  const result = await build({
    absWorkingDir: pkg,
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // As Node resolves: no `module` condition or field.
    conditions: [],
    mainFields: ['main'],
    plugins: [externalPackages, ownImportMeta],
    banner: { js: REQUIRE_BANNER },
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  mkdirSync(dirname(bundle), { recursive: true });
  // The map before the bundle: a bundle is never there without its map.
  const byPath = new Map(result.outputFiles.map((output) => [output.path, output.contents]));
  writeWhole(`${bundle}.map`, byPath.get(`${bundle}.map`));
  writeWhole(bundle, byPath.get(bundle));
  // The files it read: a module of another namespace (`commonjs-package:<path>`) is no file.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => resolve(pkg, input));
  writeWhole(
    recordOf(bundle),
    JSON.stringify({ madeAt, inputs: [...inputs, ...resolutionFiles(inputs, repo)] }),
  );
  return bundle;
}

/** `entry`'s module, run from its bundle (see {@link bundled}). */
export async function importBundled(entry) {
  return import(pathToFileURL(await bundled(entry)).href);
}

// deploy's commands run from a bundle of their TypeScript sources, made with esbuild and made again
// as soon as a file it was made from changed: a process that starts tsx's loader spends most of a
// short command starting it, and the deploy journeys and the release scripts start dozens (ADR 0039).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Lets the bundled CommonJS dependencies `require` what they need: an ES module has no `require`
 * of its own.
 */
const REQUIRE_BANNER =
  "import { createRequire as createRequireForBundle } from 'node:module';\n" +
  'const require = createRequireForBundle(import.meta.url);';

/** The record beside a bundle: when it was made, and from which files. */
const recordOf = (bundle) => `${bundle}.inputs.json`;

/** Every file the bundle was made from is still there, and none changed since it was made. */
function isFresh(bundle) {
  try {
    const { madeAt, inputs } = JSON.parse(readFileSync(recordOf(bundle), 'utf8'));
    return existsSync(bundle) && inputs.every((file) => statSync(file).mtimeMs < madeAt);
  } catch {
    return false;
  }
}

/** The package.json files that say how the inputs resolve (exports, type), and the lockfile. */
function resolutionFiles(inputs, repo) {
  const files = new Set([join(repo, 'pnpm-lock.yaml')]);
  for (const input of inputs) {
    if (input.includes('/node_modules/')) continue;
    for (let dir = dirname(input); dir.startsWith(repo); dir = dirname(dir)) {
      const manifest = join(dir, 'package.json');
      if (existsSync(manifest)) {
        files.add(manifest);
        break;
      }
    }
  }
  return [...files];
}

/** Writes a file whole or not at all: other deploy processes may read it at the same moment. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/**
 * The bundle of `entry` (a path inside `packageDir`) at `<packageDir>/dist/<entry's name>.mjs`, made
 * first if it is missing or older than a file it was made from. It sits as deep as `src/`, so that
 * paths from `import.meta.dirname` mean the same in the bundle as in the sources.
 */
export async function bundled(packageDir, entry, repo = resolve(packageDir, '..', '..')) {
  const bundle = join(packageDir, 'dist', `${basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`);
  if (isFresh(bundle)) return bundle;
  const { build } = await import('esbuild');
  const madeAt = Date.now();
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: [join(packageDir, entry)],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A browser package of its own: resolved from node_modules at run time, as tsx did.
    external: ['playwright-core'],
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
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(packageDir, input));
  writeWhole(
    recordOf(bundle),
    JSON.stringify({ madeAt, inputs: [...inputs, ...resolutionFiles(inputs, repo)] }),
  );
  return bundle;
}

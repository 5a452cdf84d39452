// The floor page (bench/floor-page/entry.mjs: React and Chakra through `ui`, a heading and a
// paragraph, nothing else): built for production like the apps, served by the platform's static
// server with the same precompressed files, and loaded cold under the Lighthouse mobile profile.
// What no page of this product can beat without dropping React or Chakra from its first paint.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from '../../scripts/run.mjs';
import { FLOOR_MODULE_RULES, floorMinimizer, runCompiler, webpack } from './floor.mjs';
import { loadServedDir } from './serve-dir.mjs';
import { median } from './routes.mjs';

// Beside the platform's ports (3000-3003, the API's 3100, the bench's monolith host on 3010).
const PORT = 3020;

// Built from inside the host's node_modules, so that `ui`, React and Chakra resolve as the host's do.
const outDir = join(root, 'host/node_modules/.floor/floor-page');
const entry = join(root, 'host/node_modules/.floor/floor-page-entry.mjs');

async function buildFloorPage() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // A copy inside the host's node_modules resolves its imports from there.
  copyFileSync(join(root, 'bench/floor-page/entry.mjs'), entry);
  const compiler = webpack({
    mode: 'production',
    devtool: process.env.FLOOR_SOURCE_MAP ? 'source-map' : false,
    context: join(root, 'host'),
    entry,
    output: { path: outDir, filename: 'main.[contenthash:8].js', publicPath: '/' },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    // As the library floors are built (floor.mjs), which build as the apps do.
    module: { rules: FLOOR_MODULE_RULES },
    optimization: { minimizer: [floorMinimizer()] },
    performance: { hints: false },
  });
  await runCompiler(compiler);
  const script = readdirSync(outDir).find((file) => /^main\..*\.js$/.test(file));
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor page</title><link rel="icon" href="data:," /><script defer src="/${script}"></script></head><body><div id="root"></div></body></html>`,
  );
  // The same precompressed copies the apps' builds write beside each file.
  for (const file of readdirSync(outDir).filter((name) => /\.(js|html)$/.test(name))) {
    const data = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(data));
  }
  return gzipSync(readFileSync(join(outDir, script)), { level: 9 }).length;
}

/** Builds, serves and loads the floor page `runs` times; the medians. */
export async function measureFloorPage(browser, runs) {
  const gzipBytes = await buildFloorPage();
  const samples = await loadServedDir(browser, {
    dir: outDir,
    port: PORT,
    what: 'the floor page',
    shows: 'Virtual Security Guard',
    runs,
  });
  return {
    jsGzipBytes: gzipBytes,
    jsBytes: median(samples.map((sample) => sample.jsBytes)),
    lcp: median(samples.map((sample) => sample.lcp)),
    fcp: median(samples.map((sample) => sample.fcp)),
    longestTask: median(samples.map((sample) => sample.longestTask)),
    tbt: median(samples.map((sample) => sample.tbt)),
    lcpSamples: samples.map((sample) => Math.round(sample.lcp)),
  };
}

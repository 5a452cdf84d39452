// The static page: the events summary as the host's server renders it, its styles inline (emotion's
// style elements), with every script and preload taken out. Made from the running platform's own
// render each run, so it is always the page the route sends; served by the platform's static server
// with the same precompressed copies, and loaded cold under the Lighthouse mobile profile. What a
// server-rendered page's paint can be when nothing but its HTML is in the way.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { root } from '../../scripts/run.mjs';
import { loadServedDir } from './serve-dir.mjs';
import { median } from './routes.mjs';

// Beside the floor page's 3020.
const PORT = 3021;
const outDir = join(root, 'host/node_modules/.floor/static-page');

/** The rendered page without scripts: no `<script>` element, no script preload. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*>/g, '')
    .replace(/ nonce="[^"]*"/g, '');
}

async function renderedEventsSummary(origin) {
  const signIn = await fetch('http://localhost:3100/__test/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'owner-complete' }),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');
  const response = await fetch(`${origin}/locations/loc-1001-1/events-summary`, {
    headers: { cookie },
  });
  const html = await response.text();
  if (!html.includes('Guard Event Summary')) {
    throw new Error('the events summary did not render on the server');
  }
  return html;
}

async function buildStaticPage(origin) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const html = withoutScripts(await renderedEventsSummary(origin));
  writeFileSync(join(outDir, 'index.html'), html);
  copyFileSync(join(root, 'host/dist/favicon.svg'), join(outDir, 'favicon.svg'));
  for (const file of ['index.html', 'favicon.svg']) {
    const data = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(data));
  }
  return gzipSync(Buffer.from(html), { level: 9 }).length;
}

/** Makes the static page from `origin`'s render, serves it and loads it `runs` times; the medians. */
export async function measureStaticPage(browser, origin, runs) {
  const htmlGzipBytes = await buildStaticPage(origin);
  const samples = await loadServedDir(browser, {
    dir: outDir,
    port: PORT,
    what: 'the static page',
    shows: 'Guard Event Summary',
    runs,
  });
  return {
    htmlGzipBytes,
    lcp: median(samples.map((sample) => sample.lcp)),
    fcp: median(samples.map((sample) => sample.fcp)),
    lcpSamples: samples.map((sample) => Math.round(sample.lcp)),
  };
}

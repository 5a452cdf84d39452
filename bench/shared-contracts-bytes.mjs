#!/usr/bin/env node
// What shared-contracts weighs on each route of the budget check: of the files a route can
// fetch (scripts/route-bytes.mjs), the minified code the production source maps attribute to
// shared-contracts/src, and that code gzipped on its own. No browser; run after a build.
//
//   node bench/shared-contracts-bytes.mjs [--label before]
//
// With --label, the figures are kept under that label in bench/results/shared-contracts-bytes.json
// and every label is tabled, side by side, in bench/results/shared-contracts-bytes.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { root } from '../scripts/run.mjs';
import { ROUTES, routeFiles } from '../scripts/route-bytes.mjs';

const { values } = parseArgs({ options: { label: { type: 'string' } } });

const SOURCE = /shared-contracts\/src\/(.+)$/;
const gzipBytes = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The generated code of one built file, cut into the pieces its source map gives each source. */
function piecesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [];
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping(
    (mapping) => mappings.push(mapping),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  return mappings.map((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end =
      next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    return { source: mapping.source, text: line.slice(mapping.generatedColumn, end) };
  });
}

/** shared-contracts' code on a route: its minified bytes, gzip bytes, and minified bytes by folder. */
function measureRoute(remote) {
  let text = '';
  const byFolder = {};
  for (const { app, name } of routeFiles(remote)) {
    for (const piece of piecesBySource(join(root, app, 'dist', name))) {
      const match = piece.source ? SOURCE.exec(piece.source) : null;
      if (!match) continue;
      text += piece.text;
      const folder = match[1].includes('/') ? match[1].split('/')[0] : match[1];
      byFolder[folder] = (byFolder[folder] ?? 0) + piece.text.length;
    }
  }
  return { minified: text.length, gzip: gzipBytes(text), byFolder };
}

const measured = Object.fromEntries(
  Object.entries(ROUTES).map(([route, remote]) => [route, measureRoute(remote)]),
);

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('route                       shared-contracts KB (minified)   KB (gzip)');
for (const [route, { minified, gzip }] of Object.entries(measured)) {
  console.log(`${route.padEnd(26)} ${kb(minified).padStart(31)} ${kb(gzip).padStart(11)}`);
}

if (values.label) {
  const jsonFile = join(root, 'bench/results/shared-contracts-bytes.json');
  const all = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  all[values.label] = measured;
  writeFileSync(jsonFile, `${JSON.stringify(all, null, 2)}\n`);
  const labels = Object.keys(all);
  const rows = Object.keys(ROUTES).map(
    (route) =>
      `| ${route} | ${labels
        .map((label) => {
          const figures = all[label][route];
          return figures ? `${kb(figures.gzip)} (${kb(figures.minified)})` : '';
        })
        .join(' | ')} |`,
  );
  const md = [
    '# shared-contracts bytes per route',
    '',
    'Written by `node bench/shared-contracts-bytes.mjs --label <label>` after a production build: of the',
    'files each route of the budget check can fetch (`scripts/route-bytes.mjs`), the code the source maps',
    'attribute to `shared-contracts/src`, gzipped alone, in KB (minified KB in brackets).',
    '',
    `| route | ${labels.join(' | ')} |`,
    `|---|${labels.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/results/shared-contracts-bytes.md'), md);
}

#!/usr/bin/env node
// The LCP floor alone (bench/run.mjs measures it too): the floor page built, served and
// loaded cold under the Lighthouse mobile profile, median of N runs (bench/lib/floor-page.mjs).
// Writes bench/results/floor-page.json.
//
//   node bench/floor-page/run.mjs [--runs 5]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../../scripts/run.mjs';
import { launchChromium, MOBILE_PROFILE } from '../lib/browser.mjs';
import { measureFloorPage } from '../lib/floor-page.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

const browser = await launchChromium();
let floorPage;
try {
  floorPage = await measureFloorPage(browser, RUNS);
} finally {
  await browser.close();
}
const result = {
  date: new Date().toISOString(),
  runs: RUNS,
  profile: MOBILE_PROFILE,
  ...floorPage,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/floor-page.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `floor page: ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzip, transferred ${(result.jsBytes / 1024).toFixed(1)} KB; ` +
    `median of ${RUNS}: LCP ${Math.round(result.lcp)} ms, FCP ${Math.round(result.fcp)} ms, ` +
    `longest task ${Math.round(result.longestTask)} ms, TBT ${Math.round(result.tbt)} ms ` +
    `(LCP runs: ${result.lcpSamples.join(', ')})`,
);

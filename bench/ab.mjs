#!/usr/bin/env node
// One route, federated and monolith alternately, N loads each under the Lighthouse mobile profile:
// for checking a federated / monolith LCP ratio the full benchmark reports, with more loads and
// less time between the two variants. Prints the loads and medians; writes nothing.
//
//   node bench/ab.mjs "locations selector" [--runs 7]
//
// Needs the production builds (`npm run build`, and the monolith: `node bench/run.mjs` builds it).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/run.mjs';
import { launchChromium } from './lib/browser.mjs';
import { measureRoute } from './lib/measure-route.mjs';
import { BENCH_ROUTES, median } from './lib/routes.mjs';
import { FEDERATED_ORIGIN, MONOLITH_ORIGIN, startServers } from './lib/servers.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '7' } },
  allowPositionals: true,
});
const route = BENCH_ROUTES.find(({ name }) => name === positionals[0]);
if (!route) {
  console.error(
    `usage: node bench/ab.mjs "<route>" [--runs N]; routes: ${BENCH_ROUTES.map(({ name }) => name).join(', ')}`,
  );
  process.exit(2);
}

mkdirSync(join(root, 'bench/.state'), { recursive: true });
const stop = await startServers(join(root, 'bench/.state/ab-state.json'));
const browser = await launchChromium();
const lcp = { federated: [], monolith: [] };
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    lcp.federated.push((await measureRoute(browser, { ...route, origin: FEDERATED_ORIGIN })).lcp);
    lcp.monolith.push((await measureRoute(browser, { ...route, origin: MONOLITH_ORIGIN })).lcp);
  }
} finally {
  await browser.close();
  stop();
}
for (const [variant, loads] of Object.entries(lcp))
  console.log(
    `${variant}: LCP ${loads.map(Math.round).join(', ')} ms; median ${Math.round(median(loads))} ms`,
  );
console.log(
  `federated / monolith LCP: ${(median(lcp.federated) / median(lcp.monolith)).toFixed(3)}`,
);

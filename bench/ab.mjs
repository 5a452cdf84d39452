#!/usr/bin/env node
// One route, federated and monolith alternately, N loads each under the Lighthouse mobile profile:
// for checking a federated / monolith LCP ratio the full benchmark reports, with more loads and
// less time between the two variants. Prints the loads' LCP and total blocking time and their
// medians; writes nothing.
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
const loads = { federated: [], monolith: [] };
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    loads.federated.push(await measureRoute(browser, { ...route, origin: FEDERATED_ORIGIN }));
    loads.monolith.push(await measureRoute(browser, { ...route, origin: MONOLITH_ORIGIN }));
  }
} finally {
  await browser.close();
  stop();
}
const lcp = {};
for (const [variant, samples] of Object.entries(loads)) {
  lcp[variant] = samples.map((sample) => sample.lcp);
  const tbt = samples.map((sample) => sample.tbt);
  console.log(
    `${variant}: LCP ${lcp[variant].map(Math.round).join(', ')} ms; median ${Math.round(median(lcp[variant]))} ms`,
  );
  console.log(
    `${' '.repeat(variant.length)}  TBT ${tbt.map(Math.round).join(', ')} ms; median ${Math.round(median(tbt))} ms`,
  );
}
console.log(
  `federated / monolith LCP: ${(median(lcp.federated) / median(lcp.monolith)).toFixed(3)}`,
);

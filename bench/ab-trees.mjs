#!/usr/bin/env node
// One route, two checkouts of this repository served in turn (each with its own production
// builds): for "before / after" figures of a change whose noise is larger than its effect. Each
// round starts one tree's platform (its own scripts/serve-all.mjs), loads the route N times under
// the Lighthouse mobile profile, stops it, and does the same with the other tree; the order of the
// two alternates from round to round. Prints each tree's loads (LCP and total blocking time), their
// medians and the ratios; writes nothing.
//
//   node bench/ab-trees.mjs "dashboard" --before /path/to/other/checkout [--rounds 6] [--loads 2]
//
// Both trees need `npm run build` first; the after tree is this checkout unless --after names one.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/run.mjs';
import { launchChromium } from './lib/browser.mjs';
import { measureRoute } from './lib/measure-route.mjs';
import { remoteEntriesOf } from './lib/remote-entries.mjs';
import { BENCH_ROUTES, median } from './lib/routes.mjs';
import { FEDERATED_ORIGIN, waitFor } from './lib/servers.mjs';

const { values, positionals } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: root },
    rounds: { type: 'string', default: '6' },
    loads: { type: 'string', default: '2' },
  },
  allowPositionals: true,
});
const route = BENCH_ROUTES.find(({ name }) => name === positionals[0]);
if (!route || !values.before) {
  console.error(
    `usage: node bench/ab-trees.mjs "<route>" --before <checkout> [--after <checkout>] [--rounds N] [--loads N]; routes: ${BENCH_ROUTES.map(({ name }) => name).join(', ')}`,
  );
  process.exit(2);
}
const trees = { before: resolve(values.before), after: resolve(values.after) };

async function isDown(url) {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

/** Serves one tree's production builds from its own deploy root; resolves to a stop function. */
async function startTree(tree) {
  const state = join(tree, 'bench/.state');
  mkdirSync(state, { recursive: true });
  const serveAll = join(tree, 'scripts/serve-all.mjs');
  // A checkout from before the deploy registry (ADR 0008) serves its builds as they are.
  const releases = readFileSync(serveAll, 'utf8').includes('--release-builds');
  const child = spawn(process.execPath, [serveAll, ...(releases ? ['--release-builds'] : [])], {
    cwd: tree,
    env: {
      ...process.env,
      STATE_FILE: join(state, 'ab-trees-state.json'),
      ...(releases ? { DEPLOY_ROOT: join(state, 'ab-trees-deploy') } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    process.kill(-child.pid, 'SIGTERM');
    while (!(await isDown(`${FEDERATED_ORIGIN}/`)) || !(await isDown('http://localhost:3100/'))) {
      await new Promise((done) => setTimeout(done, 200));
    }
  };
  try {
    await waitFor(`${FEDERATED_ORIGIN}/remotes.json`);
    await waitFor('http://localhost:3100/__test/personas');
    await Promise.all((await remoteEntriesOf(FEDERATED_ORIGIN)).map((entry) => waitFor(entry)));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

const loads = { before: [], after: [] };
const browser = await launchChromium();
try {
  for (let round = 0; round < Number(values.rounds); round += 1) {
    const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const variant of order) {
      const stop = await startTree(trees[variant]);
      try {
        // One load first, unmeasured: the servers' and the browser's first answers are cold.
        await measureRoute(browser, { ...route, origin: FEDERATED_ORIGIN });
        for (let load = 0; load < Number(values.loads); load += 1) {
          loads[variant].push(await measureRoute(browser, { ...route, origin: FEDERATED_ORIGIN }));
        }
      } finally {
        await stop();
      }
    }
  }
} finally {
  await browser.close();
}
const samplesOf = (variant, metric) => loads[variant].map((load) => load[metric]);
for (const variant of Object.keys(loads)) {
  const lcp = samplesOf(variant, 'lcp');
  const tbt = samplesOf(variant, 'tbt');
  console.log(
    `${variant} (${trees[variant]}): LCP ${lcp.map(Math.round).join(', ')} ms; median ${Math.round(median(lcp))} ms`,
  );
  console.log(`    TBT ${tbt.map(Math.round).join(', ')} ms; median ${Math.round(median(tbt))} ms`);
}
for (const metric of ['lcp', 'tbt']) {
  const ratio = median(samplesOf('after', metric)) / median(samplesOf('before', metric));
  console.log(`after / before ${metric.toUpperCase()}: ${ratio.toFixed(3)}`);
}

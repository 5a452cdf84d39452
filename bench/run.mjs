#!/usr/bin/env node
// The performance benchmark: production builds served locally, Debian chromium through
// Playwright, median of N runs per route under the Lighthouse mobile profile: federated as the
// server renders it, federated as the browser renders it (the `vsg-render=client` cookie) and
// monolith, side by side; the library floor per route, the floor page's and the static page's LCP
// and cold build times. Writes
// bench/results/latest.json and bench/results/latest.md.
//
//   node bench/run.mjs [--runs 5] [--no-build]
//   node bench/run.mjs --floors-only   (recompute the floors of bench/results/latest.json, no browser)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/run.mjs';
import { routeBytes } from '../scripts/route-bytes.mjs';
import { measureFloors } from './lib/floor.mjs';
import { measureFloorPage } from './lib/floor-page.mjs';
import { measureStaticPage } from './lib/static-page.mjs';
import { launchChromium, MOBILE_PROFILE } from './lib/browser.mjs';
import { measureRoute } from './lib/measure-route.mjs';
import { BENCH_ROUTES, median } from './lib/routes.mjs';
import { FEDERATED_ORIGIN, MONOLITH_ORIGIN, startServers } from './lib/servers.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'floors-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    [
      'node bench/run.mjs [--runs 5] [--no-build]   routes, floors, floor page, build times',
      'node bench/run.mjs --floors-only             the floors of bench/results/latest.json, no browser',
      'Starts servers (but --floors-only): run it under flock /work/platform.lock.',
    ].join('\n'),
  );
  process.exit(0);
}
const RUNS = Number(values.runs);

function medianOf(samples) {
  const keys = [
    'jsBytes',
    'jsBytesBeforeContent',
    'requests',
    'chain',
    'lcp',
    'tbt',
    'longTasks',
    'longestTask',
  ];
  const result = Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  );
  const origins = new Set(samples.flatMap((sample) => Object.keys(sample.jsByOrigin)));
  result.jsByOrigin = Object.fromEntries(
    [...origins].map((origin) => [origin, median(samples.map((s) => s.jsByOrigin[origin] ?? 0))]),
  );
  return result;
}

function coldBuild(pkg, env = {}) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'tooling/webpack-config/bin/webpack-build.mjs'), '--mode', 'production'],
    {
      cwd: join(root, pkg),
      env: { ...process.env, ...env },
      stdio: 'ignore',
    },
  );
  if (result.status !== 0) throw new Error(`build of ${pkg} failed`);
  return (Date.now() - started) / 1000;
}

async function main() {
  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    profile: MOBILE_PROFILE,
    commit: '',
    builds: {},
    routes: {},
    floors: {},
  };
  try {
    results.commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    results.commit = 'unknown';
  }

  if (!values['no-build']) {
    for (const pkg of ['remote-settings', 'remote-onboarding', 'remote-dashboard', 'host']) {
      rmSync(join(root, pkg, 'dist'), { recursive: true, force: true });
      results.builds[pkg] = coldBuild(pkg);
      console.log(`cold build ${pkg}: ${results.builds[pkg].toFixed(1)} s`);
    }
    results.builds['host (monolith)'] = coldBuild('host', { MONOLITH: '1' });
    console.log(`cold build host (monolith): ${results.builds['host (monolith)'].toFixed(1)} s`);
  }
  // The monolith variant is served from its own build, which `npm run build` does not make.
  if (!existsSync(join(root, 'host/dist-monolith/index.html'))) {
    throw new Error(
      'host/dist-monolith is missing: run without --no-build, or build it first with\n' +
        '  cd host && MONOLITH=1 node ../tooling/webpack-config/bin/webpack-build.mjs --mode production',
    );
  }
  results.budgetBytes = routeBytes();

  const stateDir = join(root, 'bench/.state');
  mkdirSync(stateDir, { recursive: true });
  const stop = await startServers(join(stateDir, 'state.json'));
  const browser = await launchChromium();
  try {
    const variants = [
      ['federated', FEDERATED_ORIGIN],
      ['federated, browser-rendered', FEDERATED_ORIGIN, [{ name: 'vsg-render', value: 'client' }]],
      ['monolith', MONOLITH_ORIGIN],
    ];
    for (const route of BENCH_ROUTES) {
      results.routes[route.name] = {};
      const samples = new Map(variants.map(([variant]) => [variant, []]));
      const failures = new Map();
      // The variants load in turn, each run in the other order, so that the machine's drift over a
      // route's runs falls on all of them alike and their ratios compare loads made side by side.
      for (let run = 0; run < RUNS; run += 1) {
        for (const [variant, origin, cookies] of run % 2 === 0 ? variants : variants.toReversed()) {
          if (failures.has(variant)) continue;
          try {
            await fetch('http://localhost:3100/__test/reset', { method: 'POST' });
            samples.get(variant).push(await measureRoute(browser, { ...route, origin, cookies }));
          } catch (error) {
            // A route that does not render is reported, and the other routes are still measured.
            failures.set(variant, error.message.split('\n')[0]);
          }
        }
      }
      for (const [variant] of variants) {
        if (failures.has(variant)) {
          console.error(`${route.name} (${variant}) failed: ${failures.get(variant)}`);
          results.routes[route.name][variant] = { error: failures.get(variant) };
          continue;
        }
        const m = medianOf(samples.get(variant));
        results.routes[route.name][variant] = m;
        console.log(
          `${route.name} (${variant}): JS ${(m.jsBytes / 1024).toFixed(1)} KB, LCP ${m.lcp.toFixed(0)} ms, TBT ${m.tbt.toFixed(0)} ms, chain ${m.chain}`,
        );
      }
    }
    try {
      results.floorPage = await measureFloorPage(browser, RUNS);
      console.log(`floor page: LCP ${results.floorPage.lcp.toFixed(0)} ms`);
    } catch (error) {
      // The routes' figures are written all the same.
      console.error(`floor page failed: ${error.message.split('\n')[0]}`);
      results.floorPage = { error: error.message.split('\n')[0] };
    }
    try {
      results.staticPage = await measureStaticPage(browser, FEDERATED_ORIGIN, RUNS);
      console.log(`static page: LCP ${results.staticPage.lcp.toFixed(0)} ms`);
    } catch (error) {
      console.error(`static page failed: ${error.message.split('\n')[0]}`);
      results.staticPage = { error: error.message.split('\n')[0] };
    }
  } finally {
    await browser.close();
    stop();
  }

  results.floors = await measureFloors();
  writeResults(results);
}

function writeResults(results) {
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = [
    `# Benchmark ${results.date} (commit ${results.commit}, median of ${results.runs} runs, mobile profile)`,
    '',
    '| route | variant | JS KB (gzip) | JS KB before content | requests | chain | LCP ms | TBT ms | long tasks | longest task ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [route, variants] of Object.entries(results.routes)) {
    for (const [variant, m] of Object.entries(variants)) {
      if (m.error) {
        lines.push(`| ${route} | ${variant} | failed: ${m.error} | | | | | | | |`);
        continue;
      }
      lines.push(
        `| ${route} | ${variant} | ${kb(m.jsBytes)} | ${m.jsBytesBeforeContent === undefined ? '' : kb(m.jsBytesBeforeContent)} | ${m.requests} | ${m.chain} | ${m.lcp.toFixed(0)} | ${m.tbt.toFixed(0)} | ${m.longTasks} | ${m.longestTask.toFixed(0)} |`,
      );
    }
  }
  lines.push(
    '',
    '| route | federated / monolith JS | federated / monolith LCP | JS / floor | JS before content / floor | floor KB | JS / (floor + federation runtime) | JS per origin (federated) |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const [route, { federated, monolith }] of Object.entries(results.routes)) {
    if (!federated || !monolith || federated.error || monolith.error) continue;
    const floor = results.floors.perRoute[route] ?? 0;
    const runtime = results.floors.federationRuntime?.[route] ?? 0;
    const origins = Object.entries(federated.jsByOrigin)
      .map(([origin, bytes]) => `${origin.replace('http://localhost:', ':')} ${kb(bytes)}`)
      .join(', ');
    lines.push(
      `| ${route} | ${(federated.jsBytes / monolith.jsBytes).toFixed(3)} | ${(federated.lcp / monolith.lcp).toFixed(3)} | ${(federated.jsBytes / floor).toFixed(2)} | ${(federated.jsBytesBeforeContent / floor).toFixed(2)} | ${kb(floor)} | ${(federated.jsBytes / (floor + runtime)).toFixed(2)} (runtime ${kb(runtime)}) | ${origins} |`,
    );
  }
  if (results.floorPage?.error) {
    lines.push('', `Floor page: failed: ${results.floorPage.error}`);
  } else if (results.floorPage) {
    const page = results.floorPage;
    lines.push(
      '',
      `Floor page (bench/floor-page: React and Chakra through \`ui\`, a heading and a paragraph, no data): ` +
        `JS ${kb(page.jsBytes)} KB, LCP ${page.lcp.toFixed(0)} ms, longest task ${page.longestTask.toFixed(0)} ms. ` +
        // Its script runs before its first paint, so none of it counts in its TBT; a page the server
        // rendered runs the same React and Chakra start-up after its first paint.
        `Its TBT ${page.tbt.toFixed(0)} ms; the same longest task after the first paint would block for ` +
        `${Math.max(0, page.longestTask - 50).toFixed(0)} ms.`,
    );
  }
  if (results.staticPage && !results.staticPage.error) {
    lines.push(
      '',
      `Static page (the events summary as the server renders it, its CSS inline, no script): ` +
        `HTML ${kb(results.staticPage.htmlGzipBytes)} KB gzip, LCP ${results.staticPage.lcp.toFixed(0)} ms.`,
    );
  }
  const floorLcp = results.floorPage?.lcp;
  const staticLcp = results.staticPage?.lcp;
  if (floorLcp && staticLcp) {
    lines.push(
      '',
      '| route | LCP browser-rendered ms | LCP server-rendered ms | server / browser | server / floor page | server / static page | TBT server-rendered ms |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [route, variants] of Object.entries(results.routes)) {
      const server = variants.federated;
      const client = variants['federated, browser-rendered'];
      if (!server || !client || server.error || client.error) continue;
      lines.push(
        `| ${route} | ${client.lcp.toFixed(0)} | ${server.lcp.toFixed(0)} | ${(server.lcp / client.lcp).toFixed(2)} | ${(server.lcp / floorLcp).toFixed(2)} | ${(server.lcp / staticLcp).toFixed(2)} | ${server.tbt.toFixed(0)} |`,
      );
    }
  }
  if (Object.keys(results.builds).length > 0) {
    lines.push('', '| package | cold build s |', '|---|---|');
    for (const [pkg, seconds] of Object.entries(results.builds))
      lines.push(`| ${pkg} | ${seconds.toFixed(1)} |`);
  }
  writeFileSync(join(out, 'latest.md'), `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}`);
}

if (values['floors-only']) {
  const results = JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8'));
  results.floors = await measureFloors();
  writeResults(results);
} else {
  await main();
}

#!/usr/bin/env node
// One throttled cold load of a route with a CPU profile: where the main thread's time goes before the
// route's content shows. Functions are named through the builds' source maps (host, remotes), and
// listed by time including what they call, then by their own time, both at the mobile profile's 4x
// CPU slowdown. For finding what a route's LCP waits on once its code and data are in.
//
//   node bench/profile.mjs /onboarding/loc-1003-1?platform=ios onboarding "Enrolled Devices" --mobile
//   node bench/profile.mjs /locations/loc-1001-1/events-summary owner-complete "Guard Event Summary" --top 60
//
// Needs the production builds (`npm run build`).
import { parseLoadArgs, withThrottledPage } from './lib/single-load.mjs';
import { nameOf } from './lib/source-names.mjs';

const { route, persona, text, mobile, top: TOP } = parseLoadArgs('profile.mjs', 40);

/** Self and inclusive milliseconds per function name (a recursive function counted once per sample). */
function timesByFunction(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const names = new Map(profile.nodes.map((node) => [node.id, nameOf(node.callFrame)]));
  const sampled = new Map();
  profile.samples.forEach((id, index) =>
    sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const self = new Map();
  const inclusive = new Map();
  for (const [id, ms] of sampled) {
    self.set(names.get(id), (self.get(names.get(id)) ?? 0) + ms);
    const seen = new Set();
    for (let current = id; current !== undefined; current = parentOf.get(current)) {
      const name = names.get(current);
      if (seen.has(name) || !nodes.has(current)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  return { self, inclusive };
}

const print = (title, times) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${String(Math.round(ms)).padStart(7)} ms  ${name}`);
};

await withThrottledPage('profile', { persona, mobile }, async ({ page, cdp }) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`http://localhost:3000${route}`, { waitUntil: 'commit' });
  await page.getByText(text).first().waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const { self, inclusive } = timesByFunction(profile);
  console.log(`${route} as ${persona}: "${text}" showed after ${shownMs} ms`);
  print('Including what they call:', inclusive);
  print('Their own time:', self);
});

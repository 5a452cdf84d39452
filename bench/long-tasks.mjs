#!/usr/bin/env node
// One cold load of a route under the Lighthouse mobile profile, traced: every main-thread task over
// 50 ms from navigation until the main thread has been quiet for 5 s, when it started, whether it
// counts in total blocking time (after the first contentful paint), and the functions it ran
// (CPU samples inside it, named through the builds' source maps; React's and webpack's own
// functions left out). For finding what a route's total blocking time is made of.
//
//   node bench/long-tasks.mjs /dashboard smb-owner "events loaded"
//   node bench/long-tasks.mjs /onboarding/loc-1003-1?platform=ios onboarding "Enrolled Devices" --mobile
//
// Tracing and sampling slow the page: the tasks are longer than in `node bench/run.mjs`, their
// shares are what to read. Needs the production builds (`npm run build`).
import { OBSERVERS, waitUntilQuiet } from './lib/measure-route.mjs';
import { parseLoadArgs, withThrottledPage } from './lib/single-load.mjs';
import { nameOf } from './lib/source-names.mjs';

const { route, persona, text, mobile, top: TOP } = parseLoadArgs('long-tasks.mjs', 8);
const LONG_TASK_US = 50_000;
/** A main-thread task, as the trace names it. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Frames that say nothing about the page's own work. */
const NOISE = /react-dom|scheduler|webpack\/runtime|webpack\/bootstrap|^\(anonymous\)$|^\s*$/;

/** CPU samples of a trace's profile chunks, on the trace's clock: `[timestamp, node]`. */
function samplesOf(events) {
  const nodes = new Map();
  const samples = [];
  let clock = 0;
  for (const event of events) {
    if (event.name === 'Profile' && event.args?.data?.startTime) clock = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      clock += timeDeltas[index] ?? 0;
      samples.push([clock, id]);
    });
  }
  const stackOf = (id) => {
    const frames = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
    return frames;
  };
  return { samples, stackOf };
}

/** The functions a task ran, by time including what they call, longest first. */
function madeOf(task, { samples, stackOf }) {
  const inside = samples.filter(([at]) => at >= task.ts && at <= task.ts + task.dur);
  const msPerSample = inside.length > 0 ? task.dur / 1000 / inside.length : 0;
  const inclusive = new Map();
  for (const [, id] of inside) {
    const names = new Set(
      stackOf(id)
        .filter((frame) => !['(root)', '(program)', '(idle)'].includes(frame.functionName))
        .map(nameOf),
    );
    for (const name of names) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
  return [...inclusive]
    .filter(([name]) => !NOISE.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, count]) => `${name} ${Math.round(count * msPerSample)} ms`);
}

await withThrottledPage(
  'long-tasks',
  { persona, mobile, initScript: OBSERVERS },
  async ({ page, cdp }) => {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          // navigationStart: the page's clock and its main thread.
          'blink.user_timing',
        ],
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(`http://localhost:3000${route}`, { waitUntil: 'commit' });
    await page.getByText(text).first().waitFor({ timeout: 60_000 });
    // Until the main thread has had no long task for 5 s (as the benchmark's total blocking time).
    await waitUntilQuiet(page);
    const { fcp } = await page.evaluate(() => window.__bench);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;

    const navigation = events.find((event) => event.name === 'navigationStart');
    const mainThread = navigation?.tid;
    const long = events.filter(
      (event) =>
        event.tid === mainThread &&
        event.ph === 'X' &&
        TASK_NAMES.has(event.name) &&
        event.dur > LONG_TASK_US,
    );
    const sampled = samplesOf(events);
    let blocking = 0;
    console.log(`${route} as ${persona}, traced: first contentful paint at ${Math.round(fcp)} ms`);
    for (const task of long) {
      const startMs = (task.ts - navigation.ts) / 1000;
      const counts = startMs >= fcp;
      if (counts) blocking += task.dur / 1000 - 50;
      console.log(
        `\n${Math.round(startMs)} ms: ${Math.round(task.dur / 1000)} ms${counts ? ' (after the first contentful paint)' : ''}`,
      );
      for (const line of madeOf(task, sampled)) console.log(`    ${line}`);
    }
    console.log(`\nTotal blocking time (traced): ${Math.round(blocking)} ms`);
  },
);

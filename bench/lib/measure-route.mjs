// One cold load of a route under the Lighthouse mobile profile, measured through CDP and the
// browser's performance observers.

import { newSignedInPage, throttledSession } from './browser.mjs';

/** Installed before any page script: LCP, FCP and every long task, kept on `window.__bench`. */
export const OBSERVERS = `
  window.__bench = { lcp: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

const QUIET_MS = 5000;
const QUIET_CAP_MS = 30_000;

/**
 * Waits until the page is interactive: its main thread has had no long task for 5 s (at least
 * 1.5 s after the call, at most 30 s). Total blocking time runs, as Lighthouse's, from the first
 * contentful paint until then, so what a route loads after its content (the dashboard's charts)
 * counts.
 */
export async function waitUntilQuiet(page) {
  const startedAt = Date.now();
  for (;;) {
    const quietFor = await page.evaluate(() => {
      const lastEnd = Math.max(
        0,
        ...window.__bench.longTasks.map((task) => task.start + task.duration),
      );
      return performance.now() - lastEnd;
    });
    const waited = Date.now() - startedAt;
    if ((quietFor >= QUIET_MS && waited >= 1500) || waited >= QUIET_CAP_MS) return;
    await page.waitForTimeout(Math.max(250, Math.min(QUIET_MS - quietFor, 1000)));
  }
}

const isScript = (type, mime) => type === 'Script' || /javascript/.test(mime ?? '');

/** Longest chain of requests, each started by the one before it (the document counts as 1). */
function longestChain(requests) {
  const byUrl = new Map();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const depth = new Map();
  const depthOf = (request, seen = new Set()) => {
    if (depth.has(request.id)) return depth.get(request.id);
    if (seen.has(request.id)) return 1;
    seen.add(request.id);
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    const value = parent && parent.id !== request.id ? depthOf(parent, seen) + 1 : 1;
    depth.set(request.id, value);
    return value;
  };
  return Math.max(0, ...requests.map((request) => depthOf(request)));
}

export async function measureRoute(browser, { origin, route, persona, mobile, ready, cookies }) {
  const { context, page } = await newSignedInPage(browser, { persona, mobile });
  if (cookies) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  await page.addInitScript(OBSERVERS);
  const cdp = await throttledSession(context, page);

  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, wallTime, type }) => {
    const frame =
      initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url;
    requests.set(requestId, {
      id: requestId,
      url: request.url,
      initiatorUrl: initiator.url ?? frame,
      // Epoch ms, comparable with the page's performance.timeOrigin.
      wallMs: wallTime * 1000,
      type,
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { type, mime: response.mimeType });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });

  const url = `${origin}${route}`;
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  await waitUntilQuiet(page);
  const perf = await page.evaluate(() => ({
    ...window.__bench,
    timeOrigin: performance.timeOrigin,
  }));
  await context.close();

  const all = [...requests.values()];
  // Requests made before the route's content was painted (its largest contentful paint): the chain
  // and the JavaScript the content waited on. Not those seen before Playwright noticed the content,
  // which raced the page's idle preloads of the next pages.
  const contentPaintedMs = perf.timeOrigin + perf.lcp;
  const beforeContent = all.filter((request) => request.wallMs <= contentPaintedMs);
  // Scripts asked for before the content showed: what the route needs, without what it preloads for
  // the next one once it is up (remote-onboarding's other pages).
  const jsBytesBeforeContent = beforeContent
    .filter((request) => isScript(request.type, request.mime))
    .reduce((sum, request) => sum + request.bytes, 0);
  const jsByOrigin = {};
  for (const request of all) {
    if (!isScript(request.type, request.mime)) continue;
    const requestOrigin = new URL(request.url).origin;
    jsByOrigin[requestOrigin] = (jsByOrigin[requestOrigin] ?? 0) + request.bytes;
  }
  const longTasks = perf.longTasks;
  return {
    jsBytes: Object.values(jsByOrigin).reduce((sum, bytes) => sum + bytes, 0),
    jsByOrigin,
    jsBytesBeforeContent,
    requests: all.length,
    chain: longestChain(beforeContent),
    lcp: perf.lcp,
    fcp: perf.fcp,
    tbt: longTasks
      .filter((task) => task.start >= perf.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: longTasks.length,
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
  };
}

#!/usr/bin/env node
// One throttled page load as a waterfall: every request's start and end (ms from the document's
// request) and bytes, then the page's LCP candidates. For finding what a route's LCP waits on.
//
//   node bench/waterfall.mjs /locations/loc-1001-1/events-summary owner-complete "Guard Event Summary"
//   MONOLITH=1 node bench/waterfall.mjs /dashboard smb-owner "Weekly activity"   (the monolith build)
//
// Needs the production builds (`npm run build`, and `MONOLITH=1` for the monolith server bench starts).
import { FEDERATED_ORIGIN, MONOLITH_ORIGIN } from './lib/servers.mjs';
import { withThrottledPage } from './lib/single-load.mjs';
const origin = process.env.MONOLITH ? MONOLITH_ORIGIN : FEDERATED_ORIGIN;
const [route, persona, text] = process.argv.slice(2);
const LCP_CANDIDATES = `window.__lcp=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lcp.push([Math.round(e.startTime), e.element?.tagName, (e.element?.textContent||'').slice(0,40)])}).observe({type:'largest-contentful-paint',buffered:true});`;
await withThrottledPage(
  'waterfall',
  { persona, initScript: LCP_CANDIDATES },
  async ({ page, cdp }) => {
    const reqs = new Map();
    let t0;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
      t0 ??= timestamp;
      reqs.set(requestId, { url: request.url, start: timestamp });
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      const r = reqs.get(requestId);
      if (r) {
        r.end = timestamp;
        r.bytes = encodedDataLength;
      }
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'commit' });
    await page.getByText(text).first().waitFor({ timeout: 60000 });
    await page.waitForTimeout(1500);
    for (const r of [...reqs.values()].sort((a, b) => a.start - b.start))
      console.log(
        `${String(Math.round((r.start - t0) * 1000)).padStart(6)} -> ${String(Math.round(((r.end ?? r.start) - t0) * 1000)).padStart(6)}  ${String(r.bytes ?? '').padStart(7)}  ${r.url.replace('http://localhost:', '')}`,
      );
    console.log('LCP', JSON.stringify(await page.evaluate(() => window.__lcp)));
  },
);

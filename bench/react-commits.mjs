#!/usr/bin/env node
// One cold load of a route under the Lighthouse mobile profile, with a stand-in for React's
// DevTools hook that production React calls on every commit: when each commit happened, how many
// components rendered in it, and where the renders began (the topmost components whose props were
// new), so that a render the page did not need shows, and from where. For finding what rendered
// again after hydration.
//
//   node bench/react-commits.mjs /dashboard smb-owner "events loaded"
//
// Needs the production builds (`npm run build`).
import { parseLoadArgs, withThrottledPage } from './lib/single-load.mjs';

const { route, persona, text, mobile, top } = parseLoadArgs('react-commits.mjs', 4);

/** Installed before the page's scripts; React finds it as the DevTools hook. */
const HOOK = `(() => {
  const commits = (window.__commits = []);
  const seen = new WeakSet();
  const elementOf = (fiber) => {
    for (let at = fiber; at; at = at.child) if (at.stateNode instanceof Element) return at.stateNode;
    return null;
  };
  const describe = (fiber, depth) => {
    const { type } = fiber;
    const code = typeof type === 'function' ? type.toString() : String(type?.render ?? type?.$$typeof ?? type);
    const element = elementOf(fiber);
    const where = element ? element.tagName.toLowerCase() + ' "' + (element.textContent ?? '').slice(0, 40) + '"' : '';
    return depth + ': ' + code.replace(/\\s+/g, ' ').slice(0, 90) + ' | ' + where;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const starts = [];
      // A fiber rendered in this commit when its props object is one no earlier commit had.
      const walk = (first, depth, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          const props = fiber.memoizedProps;
          const isNew = typeof props === 'object' && props !== null && !seen.has(props);
          if (isNew) {
            seen.add(props);
            rendered += 1;
            if (!parentRendered) starts.push(describe(fiber, depth));
          }
          walk(fiber.child, depth + 1, isNew);
        }
      };
      walk(root.current.child, 0, false);
      commits.push({ at: Math.round(performance.now()), rendered, starts });
    },
  };
})()`;

await withThrottledPage(
  'react-commits',
  { persona, mobile, initScript: HOOK },
  async ({ page }) => {
    await page.goto(`http://localhost:3000${route}`, { waitUntil: 'commit' });
    await page.getByText(text).first().waitFor({ timeout: 60_000 });
    // The loads and renders that follow the first screen.
    await page.waitForTimeout(6_000);
    const commits = await page.evaluate(() => window.__commits);
    console.log(`${route} as ${persona}: ${commits.length} commits`);
    for (const { at, rendered, starts } of commits) {
      console.log(`\n${at} ms: ${rendered} components rendered, from`);
      for (const start of starts.slice(0, top)) console.log(`    ${start}`);
    }
  },
);

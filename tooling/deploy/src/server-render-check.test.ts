import { serverRenderDataOf, serverRenderProblems } from './server-render-check';

const RELEASE = {
  key: 'settings',
  version: '2.0.0',
  serverEntry: 'http://127.0.0.1:4555/2.0.0/server/remoteEntry.js',
};

/** A page as the host's server sends it, its data as host/server/page-render.ts writes it. */
const pageWith = (data: unknown) =>
  `<!doctype html><html><body><div id="root"><h1>Devices</h1></div><script nonce="n1">taps()</script><script type="application/json" id="vsg-server-render" nonce="n1">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></body></html>`;

const rendered = (area: unknown, release: Record<string, unknown> = {}) => ({
  registry: {
    schemaVersion: 2,
    remotes: {
      settings: {
        entry: 'http://127.0.0.1:4555/2.0.0/remoteEntry.js',
        version: '2.0.0',
        server: { entry: RELEASE.serverEntry, integrity: 'sha384-x' },
        ...release,
      },
    },
  },
  groups: {},
  pinned: {},
  queries: { queries: [], mutations: [] },
  mobileViewport: false,
  area,
});

test("a page the server rendered with the candidate's area from its server build passes", () => {
  const html = pageWith(rendered({ remote: 'settings', outcome: 'rendered', durationMs: 80 }));
  expect(serverRenderProblems(html, RELEASE)).toEqual([]);
  expect(serverRenderDataOf(html)).toMatchObject({ area: { outcome: 'rendered' } });
});

test('the built page, with no server render data, fails naming what the server said', () => {
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  expect(serverRenderProblems(html, RELEASE)).toEqual([
    'the server did not render the page (its HTML is the built page)',
  ]);
  expect(
    serverRenderProblems(html, RELEASE, [
      'static-server: the render of /locations/x failed Error: the shell threw',
    ]),
  ).toEqual([
    'the server did not render the page (its HTML is the built page: static-server: the render of /locations/x failed Error: the shell threw)',
  ]);
});

test("an area the server left to the browser fails, saying why in the candidate's terms", () => {
  const area = (outcome: string) =>
    pageWith(rendered({ remote: 'settings', outcome, durationMs: 1500 }));
  expect(serverRenderProblems(area('no-server-build'), RELEASE)).toEqual([
    "the server left settings's area to the browser: the server could not use its server build (it failed to load or to evaluate, its bytes are not the released ones, or it exposes no app)",
  ]);
  expect(
    serverRenderProblems(area('failed'), RELEASE, [
      '[server render /locations/x] Error: this release fails on render',
    ]),
  ).toEqual([
    "the server left settings's area to the browser: its page's guard, loader or markup failed on the server: [server render /locations/x] Error: this release fails on render",
  ]);
  expect(serverRenderProblems(area('timeout'), RELEASE)).toEqual([
    "the server left settings's area to the browser: its module, guard and loader were late on the server (over the render's budget, RENDER_BUDGET_MS_<KEY>)",
  ]);
});

test('a render of another release, or with no area of the candidate, fails', () => {
  const ok = { remote: 'settings', outcome: 'rendered', durationMs: 80 };
  expect(serverRenderProblems(pageWith(rendered(ok, { version: '1.0.0' })), RELEASE)).toEqual([
    'the server rendered the page with another release of settings (1.0.0), not 2.0.0 and its server build',
  ]);
  expect(serverRenderProblems(pageWith(rendered(ok, { server: undefined })), RELEASE)).toEqual([
    'the server rendered the page with another release of settings (2.0.0), not 2.0.0 and its server build',
  ]);
  expect(serverRenderProblems(pageWith(rendered(null)), RELEASE)).toEqual([
    'the server rendered no area of settings on the page',
  ]);
  expect(serverRenderProblems(pageWith(rendered({ ...ok, remote: 'dashboard' })), RELEASE)).toEqual(
    ['the server rendered no area of settings on the page'],
  );
});

test('data that is not JSON counts as none', () => {
  const html =
    '<div id="root"></div><script type="application/json" id="vsg-server-render">{not json</script>';
  expect(serverRenderDataOf(html)).toBeUndefined();
  expect(serverRenderProblems(html, RELEASE)).toHaveLength(1);
});

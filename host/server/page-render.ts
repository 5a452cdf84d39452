// The host's `--render` module for static-server: runs in the server, not in the browser. Each
// page request is rendered with the composition this browser gets, its data from the API with the
// browser's cookies, and the remotes' server builds.
import { createInstance } from '@module-federation/enhanced/runtime';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PipeableStream } from 'react-dom/server';
import type { PageRenderFactory, PageRendered } from 'static-server';
import {
  browserIdOf,
  EMPTY_REGISTRY,
  isRecord,
  registryForBrowser,
  SERVER_RENDER_DATA_ID,
  type RemotesRegistry,
} from 'shared-contracts/startup';
import { isRemoteAppModule, type RemoteAppModule } from 'shared-contracts/registry';
import { readCookie } from 'shared-contracts/rules';
import { checkPlatformConfig, PLATFORM_CONFIG_FILE } from 'shared-contracts/config-schema';
import type { PlatformConfig } from 'shared-contracts/platform';
import { mobilePlatformOfRequest } from '../src/features/mobile/mobile-session';
import { parseRegistry } from '../src/federation/registry/fetch-registry';
import { requestedOverrides } from '../src/federation/registry/override-rules';
import { readScriptMap, type ReadScriptMap } from '../src/federation/registry/pinned-integrity';
import { applyOverrides } from '../src/federation/registry/remote-overrides';
import {
  scriptJson,
  type AreaRender,
  type ServerRenderData,
} from '../src/startup/server-render-data';
import { TAP_CAPTURE_SCRIPT } from '../src/startup/tap-capture';
import { hostPageChunkAt } from './host-page-preloads';
import { federationShared, type SharedVersions } from './render/host-shared';
import { renderPage } from './render/render-page';
import { serverContainerPlugin, type ServerBuild } from './render/server-container';
import { loadServerPage } from './render/server-page-load';

/**
 * A browser with this cookie set to `client` gets the page as built, rendered by the browser: what
 * every browser gets while no rendering process answers (nginx's fallback), for a tester or a
 * benchmark to see side by side with the server's render.
 */
export const RENDER_COOKIE = 'vsg-render';

/**
 * The start-up script races the client render for the session's answer: a page the server
 * rendered has it, so the script goes.
 */
const STARTUP_SCRIPT = /<script\b[^>]*\ssrc="\/startup\.js"[^>]*><\/script>/;
const withoutStartupScript = (html: string): string => html.replace(STARTUP_SCRIPT, '');

/**
 * The built page as a server render sends it: no start-up script, and the tap capture in its head,
 * so that it listens before the first markup can be seen and tapped.
 */
const renderedPage = (html: string, nonce: string): string =>
  withoutStartupScript(html).replace(
    '</head>',
    `<script nonce="${nonce}">${TAP_CAPTURE_SCRIPT}</script></head>`,
  );

/**
 * How long the HTML waits, once its shell is ready, for what is still suspended (a page's code
 * split off with React.lazy, the first time the process renders it): ready, the page goes out whole
 * and reads without JavaScript; late, the rest streams into its boundaries.
 */
const WHOLE_PAGE_WAIT_MS = 300;

/** How long a remote's module, guard and loader may take on the server, unless its own is set. */
const DEFAULT_BUDGET_MS = 1_500;

/** A remote's budget from `RENDER_BUDGET_MS_<KEY>` (e.g. `RENDER_BUDGET_MS_DASHBOARD`), else the default. */
const budgetOf = (remote: string): number => {
  const set = Number(process.env[`RENDER_BUDGET_MS_${remote.toUpperCase()}`]);
  return Number.isFinite(set) && set > 0 ? set : DEFAULT_BUDGET_MS;
};

/** The shared modules' versions the host's build recorded (its mf-manifest.json). */
function sharedVersionsOf(dir: string): SharedVersions {
  const manifest: unknown = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const shared = isRecord(manifest) && Array.isArray(manifest.shared) ? manifest.shared : [];
  return Object.fromEntries(
    shared.flatMap((entry: unknown) =>
      isRecord(entry) &&
      typeof entry.name === 'string' &&
      typeof entry.version === 'string' &&
      typeof entry.requiredVersion === 'string'
        ? [[entry.name, { version: entry.version, requiredVersion: entry.requiredVersion }]]
        : [],
    ),
  );
}

/** The configuration the host's build compiled in: what its browser code has as a constant. */
function platformConfigOf(dir: string): PlatformConfig {
  const file = join(dir, PLATFORM_CONFIG_FILE);
  const checked = checkPlatformConfig(JSON.parse(readFileSync(file, 'utf8')));
  if (!checked.ok) throw new Error(`${file}: ${checked.problems.join('; ')}`);
  return checked.value;
}

/** The releases this browser gets: its canary group's, then a tester's pins where they apply. */
async function compositionFor(
  served: RemotesRegistry,
  request: { search: string; cookie: string; origin: string },
  readMap: ReadScriptMap,
) {
  const { search, cookie, origin } = request;
  const chosen = registryForBrowser(served, browserIdOf(cookie));
  const { registry, pinned, refused } = await applyOverrides(
    chosen.registry,
    served,
    requestedOverrides(search, cookie),
    origin,
    readMap,
  );
  return { registry, groups: chosen.groups, pinned, refused };
}

export const createPageRender: PageRenderFactory = ({ dir, apiOrigin, readRegistry }) => {
  const shared = federationShared(sharedVersionsOf(dir));
  const platformConfig = platformConfigOf(dir);
  // Every server build a composition has named, by URL: a version folder never changes.
  const builds = new Map<string, ServerBuild>();
  const instances = new Map<string, ReturnType<typeof createInstance>>();
  const plugin = serverContainerPlugin((_name, entry) => builds.get(entry));
  // A pinned version's script map, by its URL and digest: a version folder never changes, so it
  // is read once per process, not on every pinned page (a failed read is tried again next time).
  const scriptMaps = new Map<string, Readonly<Record<string, string>>>();
  const readMap: ReadScriptMap = async (url, digest) => {
    const key = `${digest} ${url}`;
    const kept = scriptMaps.get(key);
    if (kept) return kept;
    const read = await readScriptMap(url, digest);
    if (typeof read !== 'string') scriptMaps.set(key, read);
    return read;
  };

  /** One federation instance per set of server builds: a request never sees another's versions. */
  function federationFor(registry: RemotesRegistry) {
    const remotes = Object.values(registry.remotes).flatMap((release) =>
      release.server?.integrity
        ? [{ name: release.name, entry: release.server.entry, integrity: release.server.integrity }]
        : [],
    );
    for (const { entry, integrity } of remotes) builds.set(entry, { entry, integrity });
    const key = remotes.map((remote) => remote.entry).join(' ');
    let instance = instances.get(key);
    if (!instance) {
      instance = createInstance({
        name: `host_server_${instances.size}`,
        remotes: remotes.map(({ name, entry }) => ({ name, entry })),
        shared,
        plugins: [plugin],
      });
      instances.set(key, instance);
    }
    return instance;
  }

  return async (request): Promise<PageRendered | null> => {
    if (readCookie(request.cookie, RENDER_COOKIE) === 'client') return null;
    const started = Date.now();
    const served = parseRegistry(readRegistry()) ?? EMPTY_REGISTRY;
    const composition = await compositionFor(served, request, readMap);
    const { registry } = composition;
    const federation = federationFor(registry);
    const url = { pathname: request.pathname, search: request.search };
    const load = await loadServerPage(
      { url, origin: request.origin, cookie: request.cookie },
      {
        registry,
        apiOrigin,
        budgetMs: budgetOf,
        moduleOf: async (key): Promise<RemoteAppModule> => {
          const release = registry.remotes[key];
          if (!release?.server?.integrity) throw new Error(`${key} has no server build`);
          const loaded = await federation.loadRemote(`${release.name}/app`);
          if (!isRemoteAppModule(loaded)) throw new Error(`${key}'s server build exposes no app`);
          return loaded;
        },
      },
    );
    if (load.kind === 'redirect') return load;
    const remote = load.route?.remote ?? null;
    let area: AreaRender | null =
      remote === null ? null : { remote, outcome: load.fallback ?? 'rendered', durationMs: 0 };
    let areaShown = false;
    const mobileSession = mobilePlatformOfRequest(request.search, request.cookie) !== null;
    // The viewport it renders for: a phone's where the browser says so, corrected once it runs.
    const mobileViewport = mobileSession || request.mobile;
    return new Promise((resolve, reject) => {
      // The stream goes out once nothing is suspended, or WHOLE_PAGE_WAIT_MS after its shell.
      let shell: PipeableStream | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const send = () => {
        if (shell === undefined) return;
        clearTimeout(timer);
        const stream = shell;
        shell = undefined;
        resolve({
          kind: 'stream',
          page: (html) => renderedPage(html, request.nonce),
          pipe: (destination) => stream.pipe(destination),
          tail: () => {
            // A page that showed something else in the area's place (a location problem) has none.
            if (area?.outcome === 'rendered' && !areaShown) area = null;
            if (area) area = { ...area, durationMs: Date.now() - started };
            const data: ServerRenderData = {
              area,
              registry,
              groups: composition.groups,
              pinned: composition.pinned,
              refusedOverrides: composition.refused,
              queries: load.dehydrated(),
              mobileViewport,
              hostCode: [hostPageChunkAt(url.pathname)].filter((chunk) => chunk !== undefined),
            };
            return `<script type="application/json" id="${SERVER_RENDER_DATA_ID}" nonce="${request.nonce}">${scriptJson(data)}</script>`;
          },
        });
      };
      renderPage({
        url: `${url.pathname}${url.search}`,
        origin: request.origin,
        cookie: request.cookie,
        registry,
        mobileSession,
        mobileViewport,
        load,
        platformConfig,
        onAreaRendered: () => {
          areaShown = true;
        },
        nonce: request.nonce,
        onShellReady: (stream) => {
          shell = stream;
          timer = setTimeout(send, WHOLE_PAGE_WAIT_MS);
        },
        onAllReady: send,
        onShellError: reject,
        onBoundaryError: (error) => {
          console.warn(`[server render ${url.pathname}]`, error);
          if (area?.outcome === 'rendered') area = { ...area, outcome: 'failed' };
        },
      });
    });
  };
};

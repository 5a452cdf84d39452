// The promotion gate's composed smoke (ADR 0022): the candidate's pages rendered inside the host
// the environment serves, against a sandbox-api, with the registry as it is but the candidate in
// its remote's place: on the host's server, with the candidate's server build, then in Chromium.
// Everything runs on servers the smoke starts and stops itself, on ports the system picks (so it
// never meets a running platform), with one Chromium for all the pages.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  LaunchOptions,
  Request,
} from 'playwright-core';
import { FEATURE_OVERRIDES_COOKIE } from 'shared-contracts/constants';
import { fillPathTemplate } from 'shared-contracts/registry';
import { createStaticServer, listen } from 'static-server';
import type { GateCandidate, ServedHost } from './gate';
import type { Registry } from './registry';
import { serverRenderProblems, type ServerRenderedRelease } from './server-render-check';
import { STATIC_SERVER_BIN } from './static-server-bin';

/** The browser, as the e2e benchmarks launch Debian's Chromium (e2e/chromium-launch.json). */
export const SMOKE_CHROMIUM = process.env.DEPLOY_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Launches Chromium, loading playwright-core only then: every deploy command starts a Node process,
 * and most never open a browser.
 */
export async function launchChromium(options: LaunchOptions): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch(options);
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/**
 * The sandbox-api persona the pages are seen as unless the remote's package.json names another
 * (`remote.smokePersona`) or `--smoke-persona` does: an owner whose location is set up.
 */
export const SMOKE_PERSONA = 'owner-complete';
const LOOPBACK = '127.0.0.1';
/** What the host's error boundary says (host/src/components/boundary-error.tsx). */
const BOUNDARY_TEXT = 'There was a problem';
const PAGE_TIMEOUT_MS = 15_000;
/**
 * The cookie that asks the host's server for its render while that is opt-in
 * (host/server/page-render.ts); once the render is the default, it changes nothing.
 */
const SERVER_RENDER_COOKIE = { name: 'vsg-render', value: 'server' };
/** What the host's server says when a render fails (static-server) or an area throws (the host). */
const RENDER_ERROR = /^(static-server: the render of \S+ failed|\[server render \S+\])/;

export interface SmokeTarget {
  repo: string;
  deployRoot: string;
  registry: Registry;
  host: ServedHost;
  candidate: GateCandidate;
  /** The sandbox-api persona the pages are seen as (default SMOKE_PERSONA). */
  persona?: string;
  log: (line: string) => void;
}

/** A page of the candidate that did not render cleanly, and what it showed. */
export interface SmokeFailure {
  path: string;
  problems: string[];
}

interface Running {
  servers: Server[];
  /** sandbox-api and the host's server, each in a process of its own. */
  processes: ChildProcess[];
  browser?: Browser;
  temporary: string;
}

const originOf = (server: Server) => `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`;

/** A port nothing listens on now, for the one server that runs in its own process. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, LOOPBACK);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function untilAnswers(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  name = 'sandbox-api',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function startSandbox(repo: string, stateFile: string, running: Running): Promise<string> {
  const port = await freePort();
  const dir = join(repo, 'sandbox-api');
  const child = spawn(process.execPath, [join(dir, 'bin', 'sandbox-api.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: LOOPBACK,
      STATE_FILE: stateFile,
      SANDBOX_LOG: 'off',
    },
    stdio: 'ignore',
  });
  running.processes.push(child);
  const origin = `http://${LOOPBACK}:${port}`;
  await untilAnswers(`${origin}/__test/personas`, child, 30_000);
  return origin;
}

/** A release served from `origin`: its entry and its server build at their paths there. */
function servedAt<T extends { entry: string; server?: { entry: string; integrity?: string } }>(
  release: T,
  origin: string,
): T {
  const at = (url: string) => `${origin}${new URL(url).pathname}`;
  return {
    ...release,
    entry: at(release.entry),
    ...(release.server ? { server: { ...release.server, entry: at(release.server.entry) } } : {}),
  };
}

/**
 * The registry the smoke's host serves: the candidate in its remote's place (no candidates, no
 * history: every browser gets these releases), each entry at the origin that serves its package.
 */
function smokeRegistry(target: SmokeTarget, originByPackage: Map<string, string>): Registry {
  const { candidate } = target;
  const remotes = Object.fromEntries(
    Object.entries(target.registry.remotes).map(([key, entry]) => {
      const release = key === candidate.key ? candidate.release : entry;
      const releasePackage = key === candidate.key ? candidate.release.package : entry.package;
      const stable = { ...release, package: releasePackage, history: [] };
      delete (stable as { candidate?: unknown }).candidate;
      return [key, servedAt(stable, originByPackage.get(releasePackage) ?? '')];
    }),
  );
  if (!(candidate.key in remotes)) {
    const origin = originByPackage.get(candidate.release.package) ?? '';
    remotes[candidate.key] = servedAt({ ...candidate.release, history: [] }, origin);
  }
  return { ...target.registry, remotes };
}

/**
 * One static server per package the registry names, serving `/<version>/...` from the deploy root;
 * the candidate's package from a folder where its version is the candidate's files (its build, when
 * it is not stored yet: the gate stores nothing before it passes).
 */
async function startRemoteServers(target: SmokeTarget, running: Running) {
  const { candidate } = target;
  const packages = new Set([
    ...Object.values(target.registry.remotes).map((entry) => entry.package),
    candidate.release.package,
  ]);
  const originByPackage = new Map<string, string>();
  for (const pkg of packages) {
    let versionsDir = join(target.deployRoot, pkg);
    if (pkg === candidate.release.package) {
      versionsDir = join(running.temporary, 'versions', pkg);
      mkdirSync(versionsDir, { recursive: true });
      symlinkSync(candidate.dir, join(versionsDir, candidate.release.version ?? 'candidate'));
    }
    if (!existsSync(versionsDir)) continue;
    const server = createStaticServer({ dir: versionsDir, port: 0, cors: true, versionsDir });
    await listen(server, 0, LOOPBACK);
    running.servers.push(server);
    originByPackage.set(pkg, originOf(server));
  }
  return originByPackage;
}

/** The smoke's host server: its origin, and each line its process has said so far. */
interface SmokeHost {
  origin: string;
  said: string[];
}

/**
 * The served host's build behind the static server, in a process of its own, rendering each page
 * on the server with the host's `--render` module as `deploy serve`'s rendering process does (the
 * candidate's server build runs there, never in the deploy process), its Content-Security-Policy
 * following the registry as on the platform: a remote the policy would block fails here as there.
 */
async function startHost(
  target: SmokeTarget,
  running: Running,
  api: string,
  registry: Registry,
): Promise<SmokeHost> {
  const registryFile = join(running.temporary, 'remotes.json');
  writeFileSync(registryFile, JSON.stringify(registry));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      STATIC_SERVER_BIN,
      ...['--dir', target.host.dir, '--host', LOOPBACK, '--port', String(port)],
      ...['--spa', '--api', api, '--registry', registryFile],
      ...['--render', join(target.repo, 'host', 'server', 'page-render.ts')],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  running.processes.push(child);
  const said: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => said.push(...chunk.split('\n').filter(Boolean)));
  }
  const origin = `http://${LOOPBACK}:${port}`;
  await untilAnswers(`${origin}/remotes.json`, child, 60_000, "the host's server");
  return { origin, said };
}

/** The page's address for the persona (its location id): undefined when a parameter stays open. */
export function addressOf(path: string, locationId: string): string | undefined {
  return fillPathTemplate(path, { locationId }) ?? undefined;
}

/**
 * Whether a console error is the page's fault: a failed API answer (a 404 the page expects, e.g.
 * no private guard) is the sandbox's business; every other error counts.
 */
function countsAsError(text: string, url: string, hostOrigin: string): boolean {
  return !(text.startsWith('Failed to load resource') && url.startsWith(`${hostOrigin}/api/`));
}

/** How long no read may be in flight before a page counts as rendered. */
const QUIET_MS = 500;

/**
 * Resolves true once no read has been in flight for QUIET_MS, or once `failed` says the page has
 * failed already; false after `timeoutMs`.
 */
async function untilQuiet(
  reads: ReadonlySet<Request>,
  timeoutMs: number,
  failed: () => boolean,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    const now = Date.now();
    if (failed()) return true;
    if (reads.size > 0) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return true;
    if (now > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** The override cookie the host reads in gamma and locally (ADR 0031): `flag` on, or none. */
async function withFlagOn(
  context: BrowserContext,
  hostOrigin: string,
  flag: string | undefined,
): Promise<void> {
  const overrides = flag === undefined ? {} : { [flag]: true };
  await context.addCookies([
    {
      name: FEATURE_OVERRIDES_COOKIE,
      value: encodeURIComponent(JSON.stringify(overrides)),
      url: hostOrigin,
    },
  ]);
}

/** The pages the smoke rendered, and those it could not, each with why. */
function sayWhatWasRendered(
  log: (line: string) => void,
  rendered: readonly string[],
  notRendered: readonly { path: string; why: string }[],
): void {
  log(`gate: smoke rendered ${rendered.length === 0 ? 'no page' : rendered.join(', ')}`);
  if (notRendered.length > 0) {
    const list = notRendered.map(({ path, why }) => `${path} (${why})`).join(', ');
    log(`gate: smoke could not render ${list}`);
  }
}

/**
 * Smokes one address in a page of its own: closing it removes every listener the smoke added, and
 * no state of the page before carries over.
 */
async function smokePage(
  context: BrowserContext,
  hostOrigin: string,
  path: string,
  remote: string,
): Promise<{ problems: string[]; rendered: boolean; url: string; html: string }> {
  const page = await context.newPage();
  const problems: string[] = [];
  let loaded = false;
  let url: string;
  // The document the browser was served: the host server's render of the page, or the built page.
  let html = '';
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith('[remote-load]') && text.includes(`"remote":"${remote}"`)) loaded = true;
    if (message.type() === 'error' && countsAsError(text, message.location().url, hostOrigin)) {
      problems.push(`console: ${text}`);
    }
  };
  const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  // The page's reads in flight: a POST (a statistic, the field telemetry) may stay open as long as
  // it likes, it renders nothing.
  const reads = new Set<Request>();
  const onRequest = (request: Request) => {
    if (request.method() === 'GET') reads.add(request);
  };
  const onSettled = (request: Request) => reads.delete(request);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('requestfinished', onSettled);
  page.on('requestfailed', onSettled);
  try {
    const document = await page.goto(`${hostOrigin}${path}`, { timeout: PAGE_TIMEOUT_MS });
    html = (await document?.text().catch(() => '')) ?? '';
    // Rendered once nothing more is read: the remote, its chunks and its first requests.
    const quiet = await untilQuiet(reads, PAGE_TIMEOUT_MS, () => problems.length > 0);
    if (await page.getByText(BOUNDARY_TEXT).count()) problems.push('the error boundary showed');
    // Loading the remote is not rendering the page: the host loads the address's remote before
    // its route sends a page the persona may not see elsewhere (a flag off: /not-found).
    const stayed = new URL(page.url()).pathname === new URL(path, hostOrigin).pathname;
    if ((!loaded || !stayed) && problems.length === 0) {
      return { problems, rendered: false, url: page.url(), html };
    }
    if (!quiet) {
      const urls = [...reads].map((request) => request.url()).join(', ');
      problems.push(`the page was still reading after ${PAGE_TIMEOUT_MS / 1000} s (${urls})`);
    }
  } catch (error) {
    problems.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  } finally {
    url = page.url();
    await page.close();
  }
  // Each once, by its first line (a stack or a URL list says nothing more to the person deploying).
  return {
    problems: [...new Set(problems.map((line) => line.split('\n')[0] ?? line))],
    rendered: true,
    url,
    html,
  };
}

async function stop(running: Running): Promise<void> {
  await running.browser?.close().catch(() => undefined);
  for (const server of running.servers) {
    server.closeAllConnections();
    server.close();
  }
  for (const child of running.processes) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(running.temporary, { recursive: true, force: true });
}

/** What the smoke saw: how many pages it rendered, and the first that failed, if one did. */
export interface SmokeResult {
  pages: number;
  failure?: SmokeFailure;
}

/**
 * The candidate's release as the smoke's host renders it on the server: its version and its
 * server build where the smoke serves it; undefined for a release without a server build.
 */
function serverRenderedRelease(key: string, registry: Registry): ServerRenderedRelease | undefined {
  const release = registry.remotes[key];
  if (release?.server === undefined) return undefined;
  return { key, version: release.version ?? '', serverEntry: release.server.entry };
}

/**
 * Renders each page of the candidate's route manifest inside the served host, until one fails: on
 * the host's server, where a candidate with a server build must have its area rendered from it
 * (server-render-check.ts), then in the browser (an error boundary, an uncaught error or a console
 * error, the hydration's included, or the remote not loading). A candidate without a server build
 * is rendered by the browser only, and said. Each page is seen with its flag on (the override
 * cookie), and counts as rendered only where it stayed at its address with the remote loaded; the
 * pages rendered and those it could not (a parameter other than `:locationId`, a state that sends
 * the persona elsewhere) are said, with why.
 */
export async function smokeCandidate(target: SmokeTarget): Promise<SmokeResult> {
  const running: Running = {
    servers: [],
    processes: [],
    temporary: mkdtempSync(join(tmpdir(), 'deploy-gate-')),
  };
  try {
    if (!existsSync(SMOKE_CHROMIUM)) {
      throw new Error(
        `the promotion gate's smoke needs Chromium at ${SMOKE_CHROMIUM}: install it (apt-get install chromium) or set DEPLOY_CHROMIUM`,
      );
    }
    const [api, browser] = await Promise.all([
      startSandbox(target.repo, join(running.temporary, 'sandbox-state.json'), running),
      launchChromium({ executablePath: SMOKE_CHROMIUM, args: CHROMIUM_ARGS, headless: true }),
    ]);
    running.browser = browser;
    const originByPackage = await startRemoteServers(target, running);
    const registry = smokeRegistry(target, originByPackage);
    const host = await startHost(target, running, api, registry);
    const hostOrigin = host.origin;
    const { key } = target.candidate;
    const server = serverRenderedRelease(key, registry);
    if (server === undefined) {
      target.log(
        `gate: ${key} ${target.candidate.release.version ?? 'unversioned'} has no server build: the smoke sees its pages rendered in the browser only`,
      );
    }
    const context = await browser.newContext();
    await context.addCookies([{ ...SERVER_RENDER_COOKIE, url: hostOrigin }]);
    const signedIn = await context.request.post(`${api}/__test/signin`, {
      data: { persona: target.persona ?? SMOKE_PERSONA },
    });
    if (!signedIn.ok()) {
      throw new Error(
        `the promotion gate's smoke could not sign in as ${target.persona ?? SMOKE_PERSONA} (sandbox-api answered ${signedIn.status()}): name a sandbox-api persona (sandbox-api/README.md) with --smoke-persona`,
      );
    }
    const { user_id: userId } = (await signedIn.json()) as { user_id: number };
    const state = (await (
      await context.request.get(`${api}/__test/state?ownerId=${userId}`)
    ).json()) as { locations: { locationId: string }[] };
    const locationId = state.locations[0]?.locationId ?? '';
    const notRendered: { path: string; why: string }[] = [];
    const pages = target.candidate.release.pages.flatMap(({ path, flag }) => {
      const address = addressOf(path, locationId);
      if (address === undefined) {
        notRendered.push({ path, why: 'a parameter it cannot fill' });
        return [];
      }
      return [{ address, flag }];
    });
    // One render first, unchecked: the server's first of the candidate fetches and evaluates its
    // server build, within the same time budget as the page's guard and loader.
    if (server !== undefined && pages[0] !== undefined) {
      await withFlagOn(context, hostOrigin, pages[0].flag);
      await context.request.get(`${hostOrigin}${pages[0].address}`, { maxRedirects: 0 });
    }
    const rendered: string[] = [];
    const said = () => sayWhatWasRendered(target.log, rendered, notRendered);
    for (const { address, flag } of pages) {
      // A page behind a flag is seen with it on, as gamma's testers see it: a release must not pass
      // on pages it never rendered.
      await withFlagOn(context, hostOrigin, flag);
      const saidBefore = host.said.length;
      const smoked = await smokePage(context, hostOrigin, address, key);
      const { problems, url, html } = smoked;
      if (!smoked.rendered && problems.length === 0) {
        // A page the persona may not see (its state sends it elsewhere).
        target.log(`gate: smoke ${address}: not rendered, it went to ${url}`);
        notRendered.push({ path: address, why: `it went to ${url}` });
        continue;
      }
      if (server !== undefined) {
        const renderErrors = host.said.slice(saidBefore).filter((line) => RENDER_ERROR.test(line));
        problems.unshift(...serverRenderProblems(html, server, renderErrors));
      }
      const ok = server === undefined ? 'ok' : 'ok (rendered on the server, then hydrated)';
      target.log(`gate: smoke ${address}: ${problems.length === 0 ? ok : problems.join('; ')}`);
      // One failing page refuses the candidate: the rest need not be seen.
      if (problems.length > 0) {
        said();
        return { failure: { path: address, problems }, pages: rendered.length + 1 };
      }
      rendered.push(address);
    }
    said();
    return { pages: rendered.length };
  } finally {
    await stop(running);
  }
}

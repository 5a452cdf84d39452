// The host's rendering process, which `deploy serve` runs beside nginx: the static server with the
// host's `--render` module, serving the host version `deploy/host/current` points at and reading
// the registry deploy maintains. nginx sends it every page address (`upstream host_render` in
// nginx/nginx.conf.template) and serves the built page, rendered in the browser, while it is down.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { realpathSync } from 'node:fs';
import { basename, join } from 'node:path';
import { registryFileOf } from './commands';
import { STATIC_SERVER_BIN } from './static-server-bin';

export interface HostRender {
  /** The checkout whose `host/server/page-render.ts` (and `html-head.ts`) the process loads. */
  repo: string;
  deployRoot: string;
  environment: string;
  /** Its port on 127.0.0.1: the one server of nginx's `upstream host_render`. */
  port: number;
  /** Where the render calls the API (platform.md section 2's API_ORIGIN). */
  apiOrigin: string;
}

/** The host version folder the environment serves, or undefined while none is released. */
export function servedHostDir(deployRoot: string): string | undefined {
  try {
    return realpathSync(join(deployRoot, 'host', 'current'));
  } catch {
    return undefined;
  }
}

/**
 * The rendering process's command line (after `node`) for the host version in `hostDir`: pages
 * only (nginx serves the files), each rendered on the server with the host's own modules, its
 * headers its own (the CSP with a nonce per response, `private, no-store`, the browser's id).
 */
export function hostRenderArgs(render: HostRender, hostDir: string): string[] {
  const server = join(render.repo, 'host', 'server');
  return [
    STATIC_SERVER_BIN,
    ...['--dir', hostDir, '--host', '127.0.0.1', '--port', String(render.port)],
    ...['--spa', '--api', render.apiOrigin, '--browser-id'],
    ...['--registry', registryFileOf(render)],
    // The HTML preloads the code of the remote that renders the address (ADR 0006).
    ...['--html-head', join(server, 'html-head.ts')],
    ...['--render', join(server, 'page-render.ts')],
  ];
}

export interface HostRenderSupervisor {
  /** The running process's id; undefined while none runs. */
  pid: () => number | undefined;
  /** Stops the process (and the supervision); resolves once it has exited. */
  stop: () => Promise<void>;
}

export interface SuperviseOptions extends HostRender {
  log: (line: string) => void;
  /** How often `host/current` is looked at (default 1 s). */
  pollMs?: number;
  /** The first pause before a process that exited is started again (default 1 s). */
  restartMs?: number;
}

/** The longest pause between two starts of a process that keeps exiting. */
const MAX_RESTART_MS = 30_000;
/** A process that ran this long before it exited starts again after the first pause. */
const HEALTHY_RUN_MS = 60_000;

/**
 * Runs the rendering process for the host `host/current` points at, and keeps it running: one that
 * exits is started again after a pause that doubles while it keeps exiting (up to 30 s), and a host
 * release that moves `host/current` restarts it on the new version (the process reads the build's
 * HTML, configuration and shared versions when it starts). With no host released it waits for
 * one. nginx serves the built page meanwhile.
 */
export function superviseHostRender(options: SuperviseOptions): HostRenderSupervisor {
  const { log } = options;
  const restartMs = options.restartMs ?? 1_000;
  let child: ChildProcess | undefined;
  let servedDir: string | undefined;
  let stopping = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  const replaced = new WeakSet<ChildProcess>();

  const start = () => {
    restartTimer = undefined;
    servedDir = servedHostDir(options.deployRoot);
    if (servedDir === undefined) {
      log(
        `render: no host is released in ${options.environment} (no host/current): it starts with the first host release`,
      );
      return;
    }
    const startedAt = Date.now();
    const started = spawn(process.execPath, hostRenderArgs(options, servedDir), {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    for (const stream of [started.stdout, started.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) log(`render: ${line}`);
      });
    }
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (stopping || replaced.has(started)) return;
      failures = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : failures + 1;
      const pause = Math.min(MAX_RESTART_MS, restartMs * 2 ** (failures - 1));
      log(
        `render: the rendering process exited (${signal ?? code}); nginx serves the built page until it is back, in ${pause / 1000} s`,
      );
      restartTimer = setTimeout(start, pause);
    });
    log(`render: host ${basename(servedDir)} on http://127.0.0.1:${options.port}`);
    child = started;
  };

  /** Stops the running process on purpose; resolves once it has exited. */
  const stopChild = async () => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null || running.signalCode !== null) return;
    replaced.add(running);
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };

  let moving = Promise.resolve();
  const poll = setInterval(() => {
    const now = servedHostDir(options.deployRoot);
    if (now === servedDir || stopping) return;
    servedDir = now;
    moving = moving.then(async () => {
      log(`render: host/current moved to ${now ? basename(now) : 'nothing'}: restarting`);
      clearTimeout(restartTimer);
      failures = 0;
      await stopChild();
      if (!stopping) start();
    });
  }, options.pollMs ?? 1_000);

  start();
  return {
    pid: () => child?.pid,
    stop: async () => {
      stopping = true;
      clearInterval(poll);
      clearTimeout(restartTimer);
      await moving;
      await stopChild();
    },
  };
}

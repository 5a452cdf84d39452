import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { packageScript } from './package-script';
import { REMOTES, SANDBOX_URL } from './servers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const portOf = (url: string) => new URL(url).port;

interface Server {
  name: string;
  command: string;
  cwd: string;
  env: Record<string, string>;
  /** Answers once the server is ready (a dev server holds it until its first compile is done). */
  url: string;
  timeoutMs: number;
}

/** A package's script as a server, with environment variables of its own. */
function server(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  timeoutMs: number,
): Server {
  const run = packageScript(join(root, name), script, args);
  return { name, ...run, env: { ...run.env, ...env }, url, timeoutMs };
}

/**
 * sandbox-api, and each remote alone on its own dev server (its `dev` script, the standalone
 * Platform), against that sandbox-api.
 */
const SERVERS: Server[] = [
  server(
    'sandbox-api',
    'start',
    [],
    {
      PORT: portOf(SANDBOX_URL),
      STATE_FILE: join(root, 'e2e', '.state', 'standalone-state.json'),
      SANDBOX_LOG: 'off',
    },
    `${SANDBOX_URL}/__test/personas`,
    60_000,
  ),
  ...Object.entries(REMOTES).map(([name, url]) =>
    // Without source maps: nobody reads them here, and they cost compile and browser time.
    server(
      name,
      'dev',
      ['--port', portOf(url), '--no-devtool'],
      { SANDBOX_API_URL: SANDBOX_URL },
      url,
      120_000,
    ),
  ),
];

/** Whether something answers HTTP at `url` within `ms`. */
async function answers(url: string, ms: number): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(ms) });
    return true;
  } catch {
    return false;
  }
}

function start({ name, command, cwd, env }: Server): ChildProcess {
  // A group of its own, so that stopping it stops the script's children (webpack under its CLI).
  const child = spawn(command, {
    shell: true,
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) =>
      process.stderr.write(`[${name}] ${line}\n`),
    );
  }
  return child;
}

/** Asks the server's process group to stop, if it still runs; answers whether it asked. */
function terminate(child: ChildProcess): boolean {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 'SIGTERM');
    return true;
  } catch {
    // The group ended in between.
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return terminate(child) ? exited : Promise.resolve();
}

/** Resolves once `server` answers; rejects when its process ends first or its time runs out. */
async function ready(server: Server, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${server.name} exited before it answered at ${server.url}`);
    if (await answers(server.url, Math.min(5_000, deadline - Date.now()))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer at ${server.url} within ${server.timeoutMs} ms`);
}

/**
 * Playwright's global setup: starts every server at once and waits until each answers (Playwright's
 * own `webServer` entries start one after the other, and three first compiles in a row took most of
 * the step). Never another's servers: a URL that already answers stops the run, naming it. Answers
 * the teardown, which stops them.
 */
export default async function startServers(): Promise<() => Promise<void>> {
  for (const { url } of SERVERS) {
    if (await answers(url, 1_000)) {
      throw new Error(`${url} is already in use: the standalone check starts servers of its own`);
    }
  }
  const started = SERVERS.map((server) => ({ server, child: start(server) }));
  const stopAll = async () => {
    await Promise.all(started.map(({ child }) => stop(child)));
  };
  // Whatever ends this process ends the servers too.
  process.once('exit', () => {
    for (const { child } of started) terminate(child);
  });
  try {
    await Promise.all(started.map(({ server, child }) => ready(server, child)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

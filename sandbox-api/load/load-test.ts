// Load and durability check of sandbox-api, on loopback only:
// 1. 200 concurrent clients for LOAD_SECONDS (default 30) s of mixed reads and writes: no error,
//    no non-2xx answer, and a state file that still parses.
// 2. A kill (SIGKILL) during a stream of acknowledged writes: after a restart on the same state file,
//    every acknowledged change is there (each write goes to its own location, so the order in which
//    the server handled concurrent requests does not matter).
// Run: pnpm --filter sandbox-api run test:load
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = 3190;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 200;
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// One process (tsx as a loader, not as a wrapper), so that SIGKILL really kills the server.
const TSX_LOADER = import.meta.resolve('tsx');

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/__test/personas`)).ok;
  } catch {
    return false;
  }
}

interface Signed {
  cookie: string;
  csrf: string;
}

async function startServer(stateFile: string): Promise<ChildProcess> {
  if (await isUp()) throw new Error(`port ${PORT} is already in use`);
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATE_FILE: stateFile,
      SANDBOX_LOG: 'off',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await isUp()) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('sandbox-api did not start');
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function signIn(persona: string): Promise<Signed> {
  const response = await fetch(`${ORIGIN}/__test/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrf: csrfToken };
}

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
const check = (name: string, ok: boolean, detail: string) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);
};

async function loadPhase(stateFile: string) {
  const server = await startServer(stateFile);
  try {
    const { cookie, csrf } = await signIn('owner-complete');
    const headers = {
      cookie,
      'x-csrf-token': csrf,
      'content-type': 'application/json',
      'x-trace-id': 'load',
    };
    const base = '/api/neighbors/1001/locations/loc-1001-1';
    let pause = false;
    const result = await autocannon({
      url: ORIGIN,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        { method: 'GET', path: '/api/neighbors/1001/locations', headers },
        { method: 'GET', path: `${base}/devices`, headers },
        {
          method: 'POST',
          path: `${base}/state`,
          headers,
          setupRequest: (request) => {
            pause = !pause;
            return { ...request, body: JSON.stringify({ pauseEnable: pause }) };
          },
        },
        { method: 'GET', path: `${base}/preferences`, headers },
        {
          method: 'PUT',
          path: `${base}/guard`,
          headers,
          body: JSON.stringify({ agencyName: 'Load Test Security', phone: '+12025550123' }),
        },
      ],
    });
    const requests = result.requests.total;
    check(
      `${CONNECTIONS} clients for ${SECONDS} s`,
      result.errors === 0 && result.non2xx === 0 && result.timeouts === 0 && requests > 0,
      `${requests} requests, ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts, ` +
        `p99 latency ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
    );
  } finally {
    await stop(server, 'SIGTERM');
  }
  const parsed = (() => {
    try {
      JSON.parse(readFileSync(stateFile, 'utf8'));
      return true;
    } catch {
      return false;
    }
  })();
  check('state file after load', parsed, parsed ? 'parses as JSON' : 'corrupted');
}

// Each write goes to its own location: concurrent requests may be handled in any order, so only a
// per-location check says whether an acknowledged change survived.
const KILL_OWNER = 1006;
const KILL_WRITES = 200;

async function killPhase(stateFile: string) {
  let server = await startServer(stateFile);
  const { cookie, csrf } = await signIn('smb-owner');
  const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
  const guardUrl = (n: number) =>
    `${ORIGIN}/api/neighbors/${KILL_OWNER}/locations/loc-${KILL_OWNER}-${n + 1}/guard`;
  const acknowledged: number[] = [];
  const writes: Array<Promise<void>> = [];
  for (let n = 0; n <= KILL_WRITES; n += 1) {
    const write = fetch(guardUrl(n), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ agencyName: `Agency ${n}`, phone: '+12025550123' }),
    })
      .then((response) => {
        if (response.ok) acknowledged.push(n);
      })
      .catch(() => undefined);
    writes.push(write);
    if (n === KILL_WRITES) {
      // Kill while writes are in flight.
      server.kill('SIGKILL');
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(writes);
  while (await isUp()) await new Promise((resolve) => setTimeout(resolve, 50));
  server = await startServer(stateFile);
  try {
    const after = await signIn('smb-owner');
    const lost: number[] = [];
    for (const n of acknowledged) {
      const response = await fetch(guardUrl(n), { headers: { cookie: after.cookie } });
      const guard = response.ok ? ((await response.json()) as { agencyName?: string }) : {};
      if (guard.agencyName !== `Agency ${n}`) lost.push(n);
    }
    check(
      'kill during writes',
      acknowledged.length > 0 && lost.length === 0,
      `${acknowledged.length} of ${KILL_WRITES + 1} writes acknowledged before SIGKILL, ` +
        `${acknowledged.length - lost.length} of them stored after restart` +
        (lost.length > 0 ? ` (lost: ${lost.slice(0, 10).join(', ')})` : ''),
    );
  } finally {
    await stop(server, 'SIGTERM');
  }
}

const dir = mkdtempSync(join(tmpdir(), 'sandbox-load-'));
await loadPhase(join(dir, 'load-state.json'));
await killPhase(join(dir, 'kill-state.json'));
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

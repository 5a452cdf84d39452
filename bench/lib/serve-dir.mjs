// A folder of the benchmark's own pages, served by the platform's static server on a port of its
// own, with the same precompressed files and headers as the apps.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/run.mjs';
import { measureRoute } from './measure-route.mjs';

async function isServing(origin) {
  try {
    return (await fetch(origin)).ok;
  } catch {
    return false;
  }
}

/** Serves `dir` on `port` once it answers; `what` names it in the errors. Returns the server. */
export async function serveDir(dir, port, what) {
  const origin = `http://localhost:${port}`;
  if (await isServing(origin)) throw new Error(`port ${port} is in use: ${what} needs it`);
  const server = spawn(
    process.execPath,
    [
      join(root, 'tooling/static-server/bin/static-server.mjs'),
      ...['--dir', dir, '--port', String(port)],
    ],
    { cwd: join(root, 'tooling/static-server'), stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await isServing(origin)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${what}'s server did not start on ${port}`);
}

/**
 * Serves `dir` on `port` and loads its root `runs` times, cold under the mobile profile, each once
 * `shows` is on screen; the samples.
 */
export async function loadServedDir(browser, { dir, port, what, shows, runs }) {
  const server = await serveDir(dir, port, what);
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      samples.push(
        await measureRoute(browser, {
          origin: `http://localhost:${port}`,
          route: '/',
          ready: (page) =>
            page.getByText(shows).first().waitFor({ state: 'visible', timeout: 60_000 }),
        }),
      );
    }
  } finally {
    server.kill();
  }
  return samples;
}

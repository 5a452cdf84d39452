// Starts the federated platform (scripts/serve-all.mjs) and a monolith host server for the benchmark.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/run.mjs';
import { remoteEntriesOf } from './remote-entries.mjs';

export const FEDERATED_ORIGIN = 'http://localhost:3000';
export const MONOLITH_ORIGIN = 'http://localhost:3010';

export async function waitFor(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

export async function startServers(stateFile) {
  const env = { ...process.env, STATE_FILE: stateFile };
  const children = [
    spawn(process.execPath, [join(root, 'scripts/serve-all.mjs'), '--release-builds'], {
      cwd: root,
      env,
      stdio: 'ignore',
    }),
    spawn(
      process.execPath,
      [
        join(root, 'tooling/static-server/bin/static-server.mjs'),
        '--dir',
        'dist-monolith',
        '--port',
        '3010',
        '--spa',
        '--api',
        'http://localhost:3100',
        // The host's pages and the remotes' route manifests come from the registry in the
        // monolith too; a production build carries none.
        '--registry',
        join(root, 'deploy/registry/local.json'),
        // Rendered by the host's server as the federated pages are (the remotes' server builds):
        // the browser's monolith code hydrates it.
        '--render',
        'server/page-render.ts',
      ],
      { cwd: join(root, 'host'), env, stdio: 'ignore' },
    ),
  ];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  try {
    await Promise.all([
      waitFor(`${FEDERATED_ORIGIN}/remotes.json`),
      waitFor(`${MONOLITH_ORIGIN}/remotes.json`),
      waitFor('http://localhost:3100/__test/personas'),
    ]);
    await Promise.all((await remoteEntriesOf(FEDERATED_ORIGIN)).map((entry) => waitFor(entry)));
  } catch (error) {
    // Not left running to answer the next run with files it no longer has.
    stop();
    throw error;
  }
  return stop;
}

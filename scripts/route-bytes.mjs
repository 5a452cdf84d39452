// What each route can download, read from the production builds (no browser). The host part is the
// host's entry, its start-up script and every chunk it has (it provides all shared singletons; its
// lazy chunks, the selector's chooser for one, are counted on every route, an upper bound of a few
// KB, but for those only a person's action ever fetches, ON_DEMAND_HOST_CHUNKS, and those fetched
// only once the page is idle, after its content, AFTER_CONTENT_HOST_CHUNKS); a
// remote route adds the remote's entry and all of the remote's own chunks, but none of the chunks that only
// provide or fall back to a shared singleton (the host's copy is used), and none that only the remote's
// standalone start-up (its main.js, then src/index.ts's import) loads. Sizes are gzip bytes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './run.mjs';

export const ROUTES = {
  'locations selector': null,
  'events summary': 'remote-settings',
  devices: 'remote-settings',
  'onboarding introduction': 'remote-onboarding',
  dashboard: 'remote-dashboard',
};

const HOST_STARTUP_SCRIPT = 'startup.js';
// A remote's standalone entry (its own index.html runs main.js, which imports this module's chunk):
// a chunk this alone asks for is never fetched inside the host.
const REMOTE_STANDALONE_ENTRY = './src/index.ts';

// Host chunks no page fetches unless a person asks for them: the debug panel (opened by
// ?vsg-debug or Alt+Shift+D), a tester's pins (?vsg-override or its cookie, ADR 0029), and what
// tells why a remote's script failed (after a failed load only).
// platform-debug-panel.spec.ts, deploy-override.spec.ts and deploy-chunk-integrity.spec.ts check
// that a page leaves them alone.
const ON_DEMAND_HOST_CHUNKS = [
  /^chunks\/debug-panel\./,
  /^chunks\/remote-override\./,
  /^chunks\/script-digest\./,
];

// Host chunks a page fetches only once it is idle, after its content: the `web-vitals` library
// (ADR 0058). A budget counts what can load before the content; these delay none of it.
const AFTER_CONTENT_HOST_CHUNKS = [/^chunks\/web-vitals\./];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function chunkReport(app) {
  const file = join(root, app, 'dist', 'chunk-report.json');
  if (!existsSync(file)) throw new Error(`${app} is not built: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function sized(app, names) {
  return [...new Set(names)].map((name) => ({
    app,
    name,
    gzip: gzipBytes(join(root, app, 'dist', name)),
  }));
}

/** The files a route needs, with their gzip sizes. */
export function routeFiles(remote) {
  const host = chunkReport('host')
    .flatMap((chunk) => chunk.files)
    .filter((file) => file !== 'remoteEntry.js')
    .filter((file) => !ON_DEMAND_HOST_CHUNKS.some((pattern) => pattern.test(file)))
    .filter((file) => !AFTER_CONTENT_HOST_CHUNKS.some((pattern) => pattern.test(file)))
    // The start-up script, a build of its own beside the host's (host README).
    .concat(HOST_STARTUP_SCRIPT);
  const files = sized('host', host);
  if (!remote) return files;
  const own = chunkReport(remote)
    .filter((chunk) => !chunk.sharedOnly)
    .filter((chunk) => !chunk.origins.every((origin) => origin === REMOTE_STANDALONE_ENTRY))
    .flatMap((chunk) => chunk.files)
    .filter((file) => file !== 'main.js');
  return [...files, ...sized(remote, own)];
}

export function routeBytes() {
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, remote]) => [
      route,
      routeFiles(remote).reduce((sum, file) => sum + file.gzip, 0),
    ]),
  );
}

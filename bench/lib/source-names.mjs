// Names for the functions of a CPU profile: through the production builds' source maps (host and
// remotes, by port), the original function and file:line; otherwise the name the profile gives.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { root } from '../../scripts/run.mjs';
import { remotePackages } from 'deploy/bin/local-platform.mjs';

/** Where each origin's files are built: the host's, and each remote's local origin (its package.json). */
const DIST_BY_PORT = {
  3000: join(root, 'host/dist'),
  ...Object.fromEntries(
    remotePackages(root).flatMap((remote) =>
      remote.origins.local ? [[new URL(remote.origins.local).port, join(remote.dir, 'dist')]] : [],
    ),
  ),
};

const consumers = new Map();
function sourceMapOf(url) {
  if (!consumers.has(url)) {
    let consumer = null;
    try {
      const { port, pathname } = new URL(url);
      // A remote's files are served under the version serve-all released (`/<version>/chunks/...`),
      // a copy of its build: the same path without the version is in its dist.
      const file = [pathname, pathname.replace(/^\/[^/]+(?=\/)/, '')]
        .map((path) => join(DIST_BY_PORT[port] ?? '', `${path}.map`))
        .find((candidate) => existsSync(candidate));
      if (DIST_BY_PORT[port] && file) {
        consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
      }
    } catch {
      // not one of our files: named as the profile names it
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url);
}

/** `function file:line`, in the source the build came from when a source map says. */
export function nameOf({ functionName, url, lineNumber, columnNumber }) {
  const fallback = functionName || '(anonymous)';
  const original = url
    ? sourceMapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
    : null;
  if (!original?.source) return fallback;
  const source = original.source
    .split('node_modules/')
    .pop()
    .replace(/^webpack:\/\/[^/]*\//, '');
  return `${original.name ?? functionName ?? '(anonymous)'} ${source}:${original.line}`;
}

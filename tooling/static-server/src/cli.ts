import { parseArgs } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContentSecurityPolicy, remoteOriginsOf } from './content-security-policy';
import type { HtmlHead, HtmlHeadFactory } from './html-head';
import {
  createStaticServer,
  listen,
  registryPathOf,
  type StaticServerOptions,
} from './static-server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string', default: 'localhost' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    api: { type: 'string' },
    versions: { type: 'string' },
    registry: { type: 'string' },
    'html-head': { type: 'string' },
  },
});

if (!values.port) {
  console.error(
    'usage: static-server --port N [--dir dist] [--spa] [--cors] [--api http://localhost:3100] [--versions DIR] [--registry FILE] [--html-head MODULE]',
  );
  process.exit(2);
}

const port = Number(values.port);
const dir = resolve(values.dir);
// The host's CSP allows scripts from the remotes its manifest registers; a remote's, only its own.
const manifest = join(dir, 'remotes.json');
const remoteOrigins = existsSync(manifest) ? remoteOriginsOf(manifest) : [];
const options: StaticServerOptions = {
  dir,
  contentSecurityPolicy: buildContentSecurityPolicy(remoteOrigins),
  port,
  spa: values.spa,
  cors: values.cors,
  ...(values.api ? { apiTarget: values.api } : {}),
  ...(values.versions ? { versionsDir: resolve(values.versions) } : {}),
  ...(values.registry ? { registryFile: resolve(values.registry) } : {}),
};

/** The app's own head markup per address (`--html-head MODULE`, whose `createHtmlHead` makes it). */
async function loadHtmlHead(modulePath: string): Promise<HtmlHead> {
  const loaded = (await import(pathToFileURL(resolve(modulePath)).href)) as {
    createHtmlHead: HtmlHeadFactory;
  };
  return loaded.createHtmlHead({
    dir,
    readRegistry: () => {
      try {
        return JSON.parse(readFileSync(registryPathOf(options), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
  });
}

if (values['html-head']) options.htmlHead = await loadHtmlHead(values['html-head']);
const server = createStaticServer(options);
await listen(server, port, values.host);
console.log(`serving ${values.dir} on http://${values.host}:${port}`);

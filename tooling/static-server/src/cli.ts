import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { checkRegistry } from 'shared-contracts/registry-schema';
import { EMPTY_REGISTRY } from 'shared-contracts/startup';
import { signViewToken, viewClaimsFor, VIEW_TOKEN_SECRET_ENV } from 'telemetry';
import { importBundled } from 'ts-bundle';
import type { HtmlHead, HtmlHeadFactory } from './html-head';
import type { PageRender, PageRenderFactory } from './page-render';
import { devOriginsOf } from './dev-origins';
import { mediaOriginsOf } from './platform-config-media';
import { followRegistryFile, followRegistryPolicy } from './registry-policy';
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
    telemetry: { type: 'string', multiple: true, default: [] },
    'browser-id': { type: 'boolean', default: false },
    versions: { type: 'string' },
    registry: { type: 'string' },
    'html-head': { type: 'string' },
    render: { type: 'string' },
  },
});

if (!values.port) {
  console.error(
    'usage: static-server --port N [--dir dist] [--spa] [--cors] [--api http://localhost:3100] [--telemetry http://localhost:3200]... [--browser-id] [--versions DIR] [--registry FILE] [--html-head MODULE] [--render MODULE]',
  );
  process.exit(2);
}

const port = Number(values.port);
const dir = resolve(values.dir);
const options: StaticServerOptions = {
  dir,
  port,
  spa: values.spa,
  cors: values.cors,
  ...(values.api ? { apiTarget: values.api } : {}),
  telemetryTargets: values.telemetry,
  browserIdCookie: values['browser-id'],
  ...(values.versions ? { versionsDir: resolve(values.versions) } : {}),
  ...(values.registry ? { registryFile: resolve(values.registry) } : {}),
};

// The host's CSP allows scripts from the remotes of the registry it serves as /remotes.json, as the
// file is now (a release or rollback needs no restart); a remote's, only its own. Media may come
// from the media origin of the environment the page's origin names, in the build's configuration.
const policy = followRegistryPolicy({
  registryFile: () => registryPathOf(options),
  log: (message) => console.error(message),
});
policy(); // a bad registry at start is said at start
const mediaOrigins = mediaOriginsOf({ dir, log: (message) => console.error(message) });
// A local page may also load a tester's dev server (ADR 0029); no other environment's may.
options.contentSecurityPolicy = ({ headers }) =>
  policy(mediaOrigins(headers.host), devOriginsOf(headers.host));

/** The app's own head markup per address (`--html-head MODULE`, whose `createHtmlHead` makes it). */
async function loadHtmlHead(modulePath: string): Promise<HtmlHead> {
  const loaded = (await importBundled(resolve(modulePath))) as {
    createHtmlHead: HtmlHeadFactory;
  };
  return loaded.createHtmlHead({
    dir,
    readRegistry: followRegistryFile(() => registryPathOf(options)),
  });
}

/** The app rendered on the server per address (`--render MODULE`, whose `createPageRender` makes it). */
async function loadPageRender(modulePath: string): Promise<PageRender> {
  if (!values.api) throw new Error('--render needs --api: the render calls the API');
  const loaded = (await importBundled(resolve(modulePath))) as {
    createPageRender: PageRenderFactory;
  };
  return loaded.createPageRender({
    dir,
    apiOrigin: values.api,
    readRegistry: followRegistryFile(() => registryPathOf(options)),
  });
}

// Each page the host serves carries a view token, signed with the secret the environment gives
// (never a file of config/: that is compiled into bundles), naming the releases this browser gets.
const viewTokenSecret = process.env[VIEW_TOKEN_SECRET_ENV];
if (values['browser-id'] && viewTokenSecret) {
  const served = followRegistryFile(() => registryPathOf(options));
  // Checked once per change of the file (followRegistryFile gives the same value until then),
  // not on every page.
  let read: unknown;
  let registry: Parameters<typeof viewClaimsFor>[0] = EMPTY_REGISTRY;
  options.viewToken = (browserId) => {
    const value = served();
    if (value !== read) {
      read = value;
      const checked = checkRegistry(value);
      registry = checked.ok ? checked.value : EMPTY_REGISTRY;
    }
    return signViewToken(viewClaimsFor(registry, browserId), viewTokenSecret);
  };
}

if (values['html-head']) options.htmlHead = await loadHtmlHead(values['html-head']);
if (values.render) options.pageRender = await loadPageRender(values.render);
const server = createStaticServer(options);
await listen(server, port, values.host);
console.log(`serving ${values.dir} on http://${values.host}:${port}`);

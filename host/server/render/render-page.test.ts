import { createInstance } from '@module-federation/enhanced/runtime';
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { Writable } from 'node:stream';
import { checkEnvironmentConfig } from 'shared-contracts/config-schema';
import { isRemoteAppModule, type RemotesRegistry } from 'shared-contracts/registry';
import { FIXTURE_USER_ID, setupApiServer } from 'shared-contracts/testing';
import { federationShared } from './host-shared';
import { renderPage } from './render-page';
import { CLIENT_AREA_DIGEST, SERVER_ERROR_DIGEST } from '../../src/startup/server-render-data';
import { serverContainerPlugin } from './server-container';
import { loadServerPage } from './server-page-load';
import { buildFixtureServerBuild, hostSharedVersions } from './testing/fixture-server-build';

const api = setupApiServer();
const ORIGIN = 'http://localhost:3000';
// The local environment's real configuration: what the host's build compiles in for this origin.
const LOCAL_CONFIG: unknown = JSON.parse(
  readFileSync(new URL('../../../config/local.json', import.meta.url), 'utf8'),
);
let build: { bytes: Buffer; integrity: string };

beforeAll(async () => {
  build = await buildFixtureServerBuild();
}, 60_000);

function checkedLocalConfig() {
  const checked = checkEnvironmentConfig(LOCAL_CONFIG);
  if (!checked.ok) throw new Error(checked.problems.join('; '));
  return checked.value;
}

/** A registry naming the fixture remote's release `version`, its server build recorded as `integrity`. */
function registryOf(version: string, integrity: string): RemotesRegistry {
  const folder = `http://remote-extra.test/${version}`;
  return {
    schemaVersion: 2,
    remotes: {
      extra: {
        name: 'remote_extra',
        module: './app',
        mounts: ['/fixture-area'],
        pages: [{ id: 'area', path: '/fixture-area' }],
        flags: [],
        entry: `${folder}/remoteEntry.js`,
        version,
        server: { entry: `${folder}/server/remoteEntry.js`, integrity },
      },
    },
  };
}

/** The page at `path` as the host's server renders it, whole. */
async function serverHtmlAt(
  path: string,
  registry: RemotesRegistry,
  options: { renderThrows?: boolean; boundaryErrors?: unknown[] } = {},
): Promise<string> {
  api.use();
  api.server.use(
    http.get('http://remote-extra.test/:version/server/remoteEntry.js', () =>
      HttpResponse.arrayBuffer(new Uint8Array(build.bytes).buffer),
    ),
  );
  const releases = Object.values(registry.remotes);
  const federation = createInstance({
    name: `host_server_${Object.values(registry.remotes)[0]?.version ?? ''}`,
    remotes: releases.map((release) => ({
      name: release.name,
      entry: release.server?.entry ?? '',
    })),
    shared: federationShared(hostSharedVersions()),
    plugins: [
      serverContainerPlugin((name, entry) => {
        const release = releases.find((candidate) => candidate.name === name);
        const integrity = release?.server?.integrity;
        return integrity && release.server?.entry === entry ? { entry, integrity } : undefined;
      }),
    ],
  });
  const url = new URL(path, ORIGIN);
  const load = await loadServerPage(
    {
      url: { pathname: url.pathname, search: url.search },
      origin: ORIGIN,
      cookie: 'gcc_session=x',
    },
    {
      registry,
      apiOrigin: 'http://api.test',
      budgetMs: () => 5_000,
      moduleOf: async (key) => {
        const loaded = await federation.loadRemote(`${registry.remotes[key]?.name ?? key}/app`);
        if (!isRemoteAppModule(loaded)) throw new Error('no remote app');
        if (!options.renderThrows) return loaded;
        return {
          ...loaded,
          RemoteApp: () => {
            throw new Error('the remote failed to render');
          },
        };
      },
    },
  );
  if (load.kind !== 'render') throw new Error(`a redirect to ${load.location}`);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    renderPage({
      url: path,
      origin: ORIGIN,
      cookie: 'gcc_session=x',
      registry,
      mobileSession: false,
      mobileViewport: false,
      load,
      platformConfig: { local: checkedLocalConfig() },
      onShellReady: (stream) => stream.pipe(sink),
      onShellError: reject,
      onBoundaryError: (error) => options.boundaryErrors?.push(error),
    });
  });
}

const textOf = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test("the host's layout and the remote's page, from its server build, in one HTML", async () => {
  const html = await serverHtmlAt('/fixture-area', registryOf('1.0.0', build.integrity));
  const text = textOf(html);
  expect(text).toContain('Virtual Security Guard');
  expect(text).toContain('Fixture area');
  // The page reads the host's Platform, whose session is the request's.
  expect(text).toContain(`Signed in as user ${FIXTURE_USER_ID}`);
  // Chakra's styles come with the markup.
  expect(html).toMatch(/<style data-emotion="css[^"]*"/);
});

test('a server build that is not the released one leaves the area to the browser', async () => {
  const html = await serverHtmlAt('/fixture-area', registryOf('2.0.0', `sha384-${'A'.repeat(64)}`));
  const text = textOf(html);
  expect(text).toContain('Virtual Security Guard');
  expect(text).not.toContain('Fixture area');
  expect(html).toMatch(
    /role="status"[^>]*aria-label="Loading"|aria-label="Loading"[^>]*role="status"/,
  );
  // React's mark of a boundary the browser renders afresh rather than hydrates, with the reason.
  expect(html).toContain('<!--$!-->');
  expect(html).toContain(`data-dgst="${CLIENT_AREA_DIGEST}"`);
});

test("a remote that throws as the server renders it is the browser's to render, and said", async () => {
  const boundaryErrors: unknown[] = [];
  const html = await serverHtmlAt('/fixture-area', registryOf('1.0.0', build.integrity), {
    renderThrows: true,
    boundaryErrors,
  });
  expect(textOf(html)).toContain('Virtual Security Guard');
  expect(html).toContain('<!--$!-->');
  expect(html).toContain(`data-dgst="${SERVER_ERROR_DIGEST}"`);
  expect(boundaryErrors).toEqual([new Error('the remote failed to render')]);
});

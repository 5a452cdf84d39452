import { createInstance } from '@module-federation/enhanced/runtime';
import * as appRouter from 'app-router';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import * as platform from 'shared-contracts/platform';
import { isRemoteAppModule } from 'shared-contracts/registry';
import { createFakePlatform, routeContextAt } from 'shared-contracts/testing';
import * as ui from 'ui';
import { federationShared } from './host-shared';
import {
  evaluateContainer,
  hasIntegrity,
  loadServerContainer,
  serverContainerPlugin,
  ServerBuildError,
} from './server-container';
import {
  buildFixtureServerBuild,
  hostSharedVersions,
  sriOf as sri,
} from './testing/fixture-server-build';

let server: Server;
let origin = '';
let bytes: Buffer;
let integrity = '';

beforeAll(async () => {
  ({ bytes, integrity } = await buildFixtureServerBuild());
  server = createServer((request, response) => {
    if (request.url === '/1.0.0/server/remoteEntry.js') response.end(bytes);
    else if (request.url === '/1.0.0/server/tampered.js') response.end(`${bytes.toString()}\n//`);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const hostShared = () => federationShared(hostSharedVersions());

test("a release's server build renders its page in Node with the host's shared modules", async () => {
  const entry = `${origin}/1.0.0/server/remoteEntry.js`;
  const federation = createInstance({
    name: 'host_server_test',
    remotes: [{ name: 'remote_extra', entry }],
    shared: hostShared(),
    plugins: [
      serverContainerPlugin((_name, url) => (url === entry ? { entry, integrity } : undefined)),
    ],
  });
  const loaded = await federation.loadRemote('remote_extra/app');
  if (!isRemoteAppModule(loaded)) throw new Error('the server build exposes no remote app');
  const markup = serverMarkupOf(
    createElement(
      ui.UiProvider,
      null,
      createElement(
        platform.PlatformProvider,
        { platform: createFakePlatform({ session: { userId: 42, csrfToken: 't' } }) },
        createElement(
          appRouter.MemoryRouter,
          { initialEntries: ['/fixture-area'] },
          createElement(loaded.RemoteApp, { route: routeContextAt('/fixture-area') }),
        ),
      ),
    ),
  );
  expect(markup).toContain('Fixture area</h1>');
  expect(markup).toMatch(/Signed in as user (<!-- -->)?42</);
});

test('bytes other than the recorded ones are refused before they run', async () => {
  const tampered = { entry: `${origin}/1.0.0/server/tampered.js`, integrity };
  await expect(loadServerContainer('extra', tampered)).rejects.toThrow(
    new ServerBuildError(
      `extra's server build ${tampered.entry} is not the one its release recorded (its integrity differs)`,
    ),
  );
  const missing = { entry: `${origin}/1.0.0/server/gone.js`, integrity };
  await expect(loadServerContainer('extra', missing)).rejects.toThrow(/answered 404/);
});

test('the runtime loads no entry the composition does not name', async () => {
  // Another URL: the runtime keeps an entry it has loaded by its URL, which names one release.
  const federation = createInstance({
    name: 'host_server_unnamed',
    remotes: [{ name: 'remote_extra', entry: `${origin}/2.0.0/server/remoteEntry.js` }],
    shared: hostShared(),
    plugins: [serverContainerPlugin(() => undefined)],
  });
  await expect(federation.loadRemote('remote_extra/app')).rejects.toThrow(/is no server build/);
});

test('integrity is compared by its own algorithm; an unknown one never matches', () => {
  const data = new TextEncoder().encode('x');
  expect(hasIntegrity(data, sri(data))).toBe(true);
  expect(hasIntegrity(data, sri(new TextEncoder().encode('y')))).toBe(false);
  expect(hasIntegrity(data, sri(data).replace('sha384', 'md5'))).toBe(false);
});

test('a module that is no container is refused', () => {
  expect(() => evaluateContainer('module.exports = { init() {} };', 'http://x/e.js')).toThrow(
    'http://x/e.js is no federation container (no init and get)',
  );
  expect(() => evaluateContainer("require('../secrets.js')", 'http://x/e.js')).toThrow(
    'a server build asked for ../secrets.js',
  );
});

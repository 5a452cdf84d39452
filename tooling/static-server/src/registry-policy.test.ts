import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEnvironmentConfig } from 'shared-contracts/testing';
import { mediaOriginsOf } from './platform-config-media';
import { followRegistryFile, followRegistryPolicy } from './registry-policy';
import {
  createStaticServer,
  listen,
  registryPathOf,
  type StaticServerOptions,
} from './static-server';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const remote = (name: string, origin: string) => ({
  name,
  module: './app',
  mounts: [`/${name}/*`],
  pages: [],
  flags: [],
  entry: `${origin}/1.0.0/remoteEntry.js`,
  version: '1.0.0',
});

/** Writes the registry as deploy does: a new file renamed over the old one. */
function release(file: string, remotes: Record<string, unknown>) {
  writeFileSync(`${file}.tmp`, JSON.stringify({ schemaVersion: 2, remotes }));
  renameSync(`${file}.tmp`, file);
}

/** A host build (with the configuration it compiled in, if given) served as cli.ts serves it. */
async function hostServer(platformConfig?: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'host-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  if (platformConfig !== undefined) {
    writeFileSync(join(dir, 'platform-config.json'), JSON.stringify(platformConfig));
  }
  const registryFile = join(mkdtempSync(join(tmpdir(), 'registry-')), 'local.json');
  const logged: string[] = [];
  const options: StaticServerOptions = { dir, port: 0, spa: true, registryFile };
  const policy = followRegistryPolicy({
    registryFile: () => registryPathOf(options),
    log: (message) => logged.push(message),
  });
  const mediaOrigins = mediaOriginsOf({ dir, log: (message) => logged.push(message) });
  options.contentSecurityPolicy = (request) => policy(mediaOrigins(request.headers.host));
  const server = createStaticServer(options);
  servers.push(server);
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  /** A directive of the policy of a page asked for under `host` (the page's origin). */
  const sources = async (directive: string, host = `127.0.0.1:${port}`) => {
    // fetch() does not let a caller set Host; node:http does.
    const policy = await new Promise<string | undefined>((resolve, reject) => {
      get({ port, path: '/dashboard', headers: { host } }, (response) => {
        response.resume();
        const header = response.headers['content-security-policy'];
        resolve(typeof header === 'string' ? header : undefined);
      }).on('error', reject);
    });
    return policy?.split('; ').find((part) => part.startsWith(`${directive} `));
  };
  const scriptSources = () => sources('script-src');
  return { registryFile, logged, sources, scriptSources };
}

test('a release that adds a remote origin is allowed on the next page, with no restart', async () => {
  const { registryFile, scriptSources } = await hostServer();
  expect(await scriptSources()).toBe("script-src 'self'");
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
  release(registryFile, {
    settings: remote('settings', 'http://localhost:3001'),
    reports: remote('reports', 'https://reports.cdn.example'),
  });
  expect(await scriptSources()).toBe(
    "script-src 'self' http://localhost:3001 https://reports.cdn.example",
  );
  // Rolled back: the origin is no longer allowed.
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
});

test('a bad registry keeps the last good policy and says why, once', async () => {
  const { registryFile, logged, scriptSources } = await hostServer();
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");

  release(registryFile, {
    settings: remote('settings', 'http://localhost:3001'),
    reports: { ...remote('reports', 'http://localhost:3004'), entry: 'reports.js' },
  });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
  expect(logged).toEqual([
    `static-server: ${registryFile} is not a registry this server can use (remote reports: entry must be the URL of remoteEntry.js); the Content-Security-Policy keeps the remote origins of the last good one`,
  ]);

  writeFileSync(registryFile, '{ "schemaVersion": 2, ');
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
  expect(logged[1]).toContain('is not a registry this server can use (');

  release(registryFile, { reports: remote('reports', 'http://localhost:3004') });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3004");
});

test("a page may play media from its environment's media origin, with or without remotes", async () => {
  // The free trial video; without media-src it falls back to default-src 'self' and is blocked.
  const { registryFile, sources } = await hostServer({
    local: buildEnvironmentConfig({ mediaOrigin: 'https://media.local.example.test' }),
  });
  expect(await sources('media-src')).toBe("media-src 'self' https://media.local.example.test");
  mkdirSync(join(registryFile, '..'), { recursive: true });
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  expect(await sources('media-src')).toBe("media-src 'self' https://media.local.example.test");
});

test("one build: each origin's page gets its own environment's media origin, and only that", async () => {
  const { sources } = await hostServer({
    local: buildEnvironmentConfig({ mediaOrigin: 'https://media.local.example.test' }),
    gamma: buildEnvironmentConfig({ mediaOrigin: 'https://media.gamma.example.test' }),
    prod: buildEnvironmentConfig({ mediaOrigin: 'https://media.prod.example.test' }),
  });
  expect(await sources('media-src', 'control.gamma.example.test')).toBe(
    "media-src 'self' https://media.gamma.example.test",
  );
  expect(await sources('media-src', 'control.example.test')).toBe(
    "media-src 'self' https://media.prod.example.test",
  );
  // An environment the build has no values for plays no provider media.
  expect(await sources('media-src', 'control.beta.example.test')).toBe("media-src 'self'");
});

test('a build without a usable configuration allows media from the page origin only', async () => {
  expect(await (await hostServer()).sources('media-src')).toBe("media-src 'self'");
  const bad = await hostServer({ local: { mediaOrigin: 'media' } });
  expect(await bad.sources('media-src')).toBe("media-src 'self'");
  expect(bad.logged).toEqual([
    expect.stringContaining(
      'platform-config.json is not a configuration this server can use (local.customerServicePhone is missing;',
    ),
  ]);
});

test('with no registry the page allows only its own scripts', async () => {
  const { registryFile, scriptSources } = await hostServer();
  mkdirSync(join(registryFile, '..'), { recursive: true });
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  expect(await scriptSources()).toBe("script-src 'self' http://localhost:3001");
  rmSync(registryFile);
  expect(await scriptSources()).toBe("script-src 'self'");
});

test("the HTML hook's registry is read once per change of the file", () => {
  const registryFile = join(mkdtempSync(join(tmpdir(), 'registry-')), 'local.json');
  const read = followRegistryFile(() => registryFile);
  expect(read()).toBeUndefined();
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  const first = read();
  expect(first).toEqual({
    schemaVersion: 2,
    remotes: { settings: remote('settings', 'http://localhost:3001') },
  });
  // The same value until the file changes: whoever parses it further can keep its reading.
  expect(read()).toBe(first);
  release(registryFile, { settings: remote('settings', 'http://localhost:3001') });
  const second = read();
  expect(second).not.toBe(first);
  expect(second).toEqual(first);
  writeFileSync(registryFile, '{ "schemaVersion": 2, ');
  expect(read()).toBeUndefined();
});

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  abort,
  canary,
  promote,
  registryFileOf,
  releaseHost,
  releaseRemote,
  rollBack,
  statusLines,
  writeDevRegistry,
} from './commands';
import { buildEnvironmentConfig } from 'shared-contracts/testing';
import type { EnvironmentConfig } from 'shared-contracts/platform';
import { readRegistry, sriOf } from './registry';
import { contextFor, fakeWorkspace, routeManifestOf, writeBuild, writeHostConfig } from './testing';
import { UsageError } from './command-line';
import { findRemote, remotePackages } from './workspace';

const SETTINGS = {
  pkg: 'remote-settings',
  key: 'settings',
  origins: { local: 'http://localhost:3001', 'local-alt': 'http://localhost:4001' },
};
const DASHBOARD = {
  pkg: 'remote-dashboard',
  key: 'dashboard',
  origins: { local: 'http://localhost:3003' },
};

function setUp() {
  const repo = fakeWorkspace([SETTINGS, DASHBOARD]);
  const lines: string[] = [];
  const context = contextFor(repo, lines);
  const remote = (name: string) => findRemote(remotePackages(repo), name);
  const registryText = () =>
    existsSync(registryFileOf(context)) ? readFileSync(registryFileOf(context), 'utf8') : 'none';
  return { repo, lines, context, remote, registryText };
}

test("a release copies the build's route manifest into the registry entry", () => {
  const { repo, context, remote } = setUp();
  const dist = join(repo, 'remote-settings', 'dist');
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'chunks', 'page.1a2b3c4d.js'), 'page();');
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const registry = readRegistry(registryFileOf(context), 'local');
  const integrity = sriOf(readFileSync(join(dist, 'remoteEntry.js')));
  expect(registry.remotes.settings).toEqual({
    ...routeManifestOf('remote_settings', '/remote-settings'),
    package: 'remote-settings',
    entry: 'http://localhost:3001/1.0.0/remoteEntry.js',
    version: '1.0.0',
    integrity,
    // Every script of the release, not only its entry (ADR 0027).
    scriptIntegrity: {
      'chunks/page.1a2b3c4d.js': sriOf(Buffer.from('page();')),
      'remoteEntry.js': integrity,
    },
    sharedContracts: '^1.0.0',
    history: [],
  });
  expect(registry.schemaVersion).toBe(2);
});

test("a release records its server build's URL and integrity, apart from the browser's scripts", () => {
  const { repo, context, remote, registryText } = setUp();
  const routeManifest = {
    ...routeManifestOf('remote_settings', '/remote-settings'),
    server: { entry: 'server/remoteEntry.js' },
  };
  const dist = writeBuild(repo, 'remote-settings', { routeManifest });
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'server', 'remoteEntry.js'), 'module.exports = container;');
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const released = readRegistry(registryFileOf(context), 'local').remotes.settings;
  expect(released?.server).toEqual({
    entry: 'http://localhost:3001/1.0.0/server/remoteEntry.js',
    integrity: sriOf(Buffer.from('module.exports = container;')),
  });
  expect(Object.keys(released?.scriptIntegrity ?? {})).toEqual(['remoteEntry.js']);
  expect(
    existsSync(join(context.deployRoot, 'remote-settings', '1.0.0', 'server', 'remoteEntry.js')),
  ).toBe(true);

  // A manifest naming a server build the build does not have is refused; nothing changes.
  const before = registryText();
  rmSync(join(dist, 'server'), { recursive: true });
  expect(() => releaseRemote(context, remote('settings'), { version: '1.0.1' })).toThrow(
    /names the server build server\/remoteEntry\.js, which is not in .*: build the remote again/,
  );
  expect(registryText()).toBe(before);
});

test('a release copies the flags the remote declares it reads', () => {
  const { repo, context, remote } = setUp();
  const routeManifest = {
    ...routeManifestOf('remote_settings', '/remote-settings'),
    flags: ['next-private-guard'],
  };
  writeBuild(repo, 'remote-settings', { routeManifest });
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const registry = readRegistry(registryFileOf(context), 'local');
  expect(registry.remotes.settings?.flags).toEqual(['next-private-guard']);
});

test('a remote is named by its key or its package; an unknown one is a usage mistake', () => {
  const repo = fakeWorkspace([
    SETTINGS,
    DASHBOARD,
    {
      pkg: 'remote-fixture',
      key: 'fixture',
      origins: { local: 'http://localhost:3009' },
      fixture: true,
    },
  ]);
  const remote = (name: string) => findRemote(remotePackages(repo), name);
  expect(remote('remote-dashboard').key).toBe('dashboard');
  // A test fixture is released by its name, but no mistake offers it.
  expect(remote('fixture').name).toBe('remote-fixture');
  const mistake = (() => {
    try {
      remote('reports');
    } catch (error) {
      return error;
    }
  })();
  expect(mistake).toBeInstanceOf(UsageError);
  expect(mistake).toHaveProperty(
    'message',
    "unknown remote reports: name one of the workspace's remotes (settings (remote-settings), dashboard (remote-dashboard))",
  );
});

test('releasing an unchanged build again reuses its version and changes nothing', () => {
  const { repo, context, remote, registryText, lines } = setUp();
  releaseRemote(context, remote('settings'));
  const first = registryText();
  const [version] = readdirSync(join(context.deployRoot, 'remote-settings'));
  expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

  releaseRemote(context, remote('settings'));
  expect(registryText()).toBe(first);
  expect(readdirSync(join(context.deployRoot, 'remote-settings'))).toEqual([version]);
  expect(lines.at(-1)).toBe(`settings: already at ${version} (local)`);

  writeBuild(repo, 'remote-settings', { entry: 'changed();' });
  releaseRemote(context, remote('settings'));
  const registry = readRegistry(registryFileOf(context), 'local');
  expect(registry.remotes.settings?.version).not.toBe(version);
  expect(registry.remotes.settings?.history.map((entry) => entry.version)).toEqual([version]);
});

test('a missing or bad route manifest is refused, naming the field, and nothing changes', () => {
  const { repo, context, remote, registryText } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const before = registryText();

  writeBuild(repo, 'remote-settings', { routeManifest: null });
  expect(() => releaseRemote(context, remote('settings'), { version: '2.0.0' })).toThrow(
    "remote-settings's route-manifest.json is missing",
  );
  const bad = {
    ...routeManifestOf('remote_settings', '/x'),
    pages: [{ id: 'home', path: 'home' }],
  };
  writeBuild(repo, 'remote-settings', { routeManifest: bad });
  expect(() => releaseRemote(context, remote('settings'), { version: '2.0.0' })).toThrow(
    "remote-settings's route-manifest.json: pages[0].path must be a route pattern starting with /",
  );
  writeBuild(repo, 'remote-settings', {
    container: 'remote_other',
    routeManifest: routeManifestOf('remote_settings', '/x'),
  });
  expect(() => releaseRemote(context, remote('settings'), { version: '2.0.0' })).toThrow(
    'name is remote_settings, but its remoteEntry.js is the container remote_other',
  );
  expect(registryText()).toBe(before);
  expect(existsSync(join(context.deployRoot, 'remote-settings', '2.0.0'))).toBe(false);
});

test("an environment the remote's package names no origin for is refused", () => {
  const { context, remote, registryText } = setUp();
  expect(() =>
    releaseRemote({ ...context, environment: 'staging' }, remote('dashboard'), { version: '1' }),
  ).toThrow(
    'remote-dashboard has no origin for staging: add remote.origins.staging to its package.json',
  );
  expect(registryText()).toBe('none');
  releaseRemote({ ...context, environment: 'local-alt' }, remote('settings'), { version: '1' });
  expect(
    readRegistry(registryFileOf({ ...context, environment: 'local-alt' }), 'local-alt').remotes
      .settings?.entry,
  ).toBe('http://localhost:4001/1/remoteEntry.js');
});

test('rollback and status go over whatever keys the registry has', () => {
  const { context, remote, lines } = setUp();
  releaseRemote(context, remote('dashboard'), { version: '1.0.0' });
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  releaseRemote(context, remote('settings'), {
    version: '2.0.0',
    from: join(context.repo, 'remote-settings', 'dist'),
  });
  expect(statusLines(context)).toEqual([
    'dashboard: 1.0.0 from remote-dashboard (0 earlier, needs shared-contracts ^1.0.0)',
    'settings: 2.0.0 from remote-settings (1 earlier, needs shared-contracts ^1.0.0)',
  ]);
  const recorded = readRegistry(registryFileOf(context), 'local').remotes.settings?.scriptIntegrity;
  rollBack(context, 'settings');
  expect(lines).toContain('settings: 2.0.0 -> 1.0.0 (local)');
  // The history kept a digest; the rollback read the stored version's scripts again.
  expect(readRegistry(registryFileOf(context), 'local').remotes.settings?.scriptIntegrity).toEqual(
    recorded,
  );
  expect(() => rollBack(context, 'reports')).toThrow(
    'reports is not in the local registry (it has: dashboard, settings)',
  );
  expect(statusLines({ ...context, environment: 'local-alt' })).toEqual([
    'no remote is released in local-alt',
  ]);
});

test("a version's folder holds its script map, whose bytes are the digest its history keeps", () => {
  const { context, remote } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const map = readRegistry(registryFileOf(context), 'local').remotes.settings?.scriptIntegrity;
  releaseRemote(context, remote('settings'), {
    version: '2.0.0',
    from: join(context.repo, 'remote-settings', 'dist'),
  });
  const file = readFileSync(
    join(context.deployRoot, 'remote-settings', '1.0.0', 'script-integrity.json'),
  );
  const [earlier] = readRegistry(registryFileOf(context), 'local').remotes.settings?.history ?? [];
  // A tester's pin of 1.0.0 reads this file, and takes it only with this digest (ADR 0027).
  expect(sriOf(file)).toBe(earlier?.scriptIntegrityDigest);
  expect(Object.fromEntries(JSON.parse(file.toString()) as [string, string][])).toEqual(map);
});

test('a registry that cannot be read refuses a release but not a rollback, which starts from the last good one', () => {
  const { context, remote, lines } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  releaseRemote(context, remote('settings'), {
    version: '2.0.0',
    from: join(context.repo, 'remote-settings', 'dist'),
  });
  const file = registryFileOf(context);
  writeFileSync(file, '{"schemaVersion": 2, "remo');
  const lastGood = `${file}.last-good`;
  expect(() => releaseRemote(context, remote('dashboard'), { version: '1.0.0' })).toThrow(
    `${file} is not a registry deploy can use: it is not JSON`,
  );
  expect(() => readRegistry(file, 'local')).toThrow(
    `; deploy rollback <remote> starts from the last registry deploy wrote whole (${lastGood})`,
  );

  rollBack(context, 'settings');
  expect(lines).toContainEqual(
    expect.stringMatching(
      `^${file} is not a registry deploy can use: it is not JSON .*; starting from the last registry deploy wrote whole, ${lastGood} \\(`,
    ),
  );
  expect(lines).toContain('settings: 2.0.0 -> 1.0.0 (local)');
  expect(readRegistry(file, 'local').remotes.settings?.version).toBe('1.0.0');
  expect(readFileSync(lastGood, 'utf8')).toBe(readFileSync(file, 'utf8'));
});

test("nginx's config is rendered again from the registry on each release and rollback", () => {
  const { context, remote } = setUp();
  const config = () =>
    readFileSync(join(context.deployRoot, 'nginx', 'local', 'nginx.conf'), 'utf8');
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  expect(config()).toContain('listen 127.0.0.1:3001;');
  expect(config()).not.toContain('listen 127.0.0.1:3003;');
  expect(config()).toContain("script-src 'self' http://localhost:3001;");

  releaseRemote(context, remote('dashboard'), { version: '1.0.0' });
  expect(config()).toContain('listen 127.0.0.1:3003;');
  expect(config()).toContain(`root ${context.deployRoot}/remote-dashboard;`);
  expect(config()).toContain("script-src 'self' http://localhost:3001 http://localhost:3003;");
});

test('nginx forwards the field telemetry and gives a browser without one its canary id', () => {
  const { context, remote } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const config = readFileSync(join(context.deployRoot, 'nginx', 'local', 'nginx.conf'), 'utf8');
  expect(config).toContain('location /telemetry/ {\n      proxy_pass http://telemetry_receivers;');
  expect(config).toContain('hash $cookie_vsg_bid consistent;\n    server 127.0.0.1:3200;');
  expect(config).toContain('map $cookie_vsg_bid $vsg_bid_cookie {');
  expect(config).toContain('add_header Set-Cookie $vsg_bid_cookie always;');
  expect(config).not.toContain('{{TELEMETRY_SERVERS}}');
});

test("every render, a release's too, sends telemetry to the receivers the environment lists", () => {
  const { context, remote } = setUp();
  process.env.VSG_TELEMETRY_RECEIVERS = 'http://10.0.0.1:3200,http://10.0.0.2:3200';
  try {
    releaseRemote(context, remote('settings'), { version: '1.0.0' });
  } finally {
    delete process.env.VSG_TELEMETRY_RECEIVERS;
  }
  const config = readFileSync(join(context.deployRoot, 'nginx', 'local', 'nginx.conf'), 'utf8');
  expect(config).toContain(
    'hash $cookie_vsg_bid consistent;\n    server 10.0.0.1:3200;\n    server 10.0.0.2:3200;',
  );
});

test('a fourth remote on an origin of its own gets its nginx server and its CSP origin', () => {
  const repo = fakeWorkspace([
    SETTINGS,
    DASHBOARD,
    { pkg: 'remote-onboarding', key: 'onboarding', origins: { local: 'http://localhost:3002' } },
    { pkg: 'remote-extra', key: 'extra', origins: { local: 'http://localhost:3004' } },
  ]);
  const context = contextFor(repo);
  for (const remote of remotePackages(repo)) releaseRemote(context, remote, { version: '1.0.0' });
  const config = readFileSync(join(context.deployRoot, 'nginx', 'local', 'nginx.conf'), 'utf8');
  expect(config).toContain('# extra: every version under its own path');
  expect(config).toContain('listen 127.0.0.1:3004;');
  expect(config).toContain(`root ${context.deployRoot}/remote-extra;`);
  expect(config).toContain(
    "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004;",
  );
});

test("host dev's registry names each remote's dev server with its last build's route manifest", () => {
  const { repo, context } = setUp();
  const file = writeDevRegistry(context, remotePackages(repo));
  expect(file).toBe(join(repo, 'host', 'public', 'remotes.json'));
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    schemaVersion: 2,
    remotes: {
      settings: {
        ...routeManifestOf('remote_settings', '/remote-settings'),
        entry: 'http://localhost:3001/remoteEntry.js',
      },
      dashboard: {
        ...routeManifestOf('remote_dashboard', '/remote-dashboard'),
        entry: 'http://localhost:3003/remoteEntry.js',
      },
    },
  });
});

test('the host is released under its content version; no build is refused plainly', () => {
  const { repo, context, lines } = setUp();
  releaseHost(context);
  expect(lines).toContainEqual(expect.stringMatching(/^host: current -> 1\.0\.0-[0-9a-f]{10}$/));
  rmSync(join(repo, 'host', 'dist'), { recursive: true });
  expect(() => releaseHost(context)).toThrow(
    `host has no build in ${join(repo, 'host', 'dist')}: run its build first`,
  );
});

test('a host whose build has no prod values is refused from prod, saying what to add; nothing is stored', () => {
  const { context, lines } = setUp();
  const prod = { ...context, environment: 'prod' };
  expect(() => releaseHost(prod)).toThrow(
    "the host's build cannot serve prod: its configuration has no prod values (customerServicePhone, supportEmail, mediaOrigin, freeTrialVideoUrl, freeTrialFaqUrl, freeTrialTermsUrl, telemetryEndpoint). Add config/prod.json (config/README.md) and build the host again",
  );
  expect(existsSync(join(context.deployRoot, 'host'))).toBe(false);
  expect(lines).toEqual([]);
});

test('a host whose configuration lacks a value, or has none, is refused naming what is wrong', () => {
  const { repo, context } = setUp();
  const prod = { ...context, environment: 'prod' };
  const withoutEmail: Partial<EnvironmentConfig> = buildEnvironmentConfig({
    mediaOrigin: 'https://media.example.test',
  });
  delete withoutEmail.supportEmail;
  writeHostConfig(repo, { prod: withoutEmail });
  expect(() => releaseHost(prod)).toThrow(
    "the host's build cannot serve prod: its configuration prod.supportEmail is missing.",
  );
  rmSync(join(repo, 'host', 'dist', 'platform-config.json'));
  expect(() => releaseHost(context)).toThrow(
    "the host's build cannot serve local: its configuration has no platform-config.json",
  );
});

test("a host with prod values is released to prod, and nginx's policy plays media from prod's origin", () => {
  const { repo, context, lines } = setUp();
  writeHostConfig(repo, {
    local: buildEnvironmentConfig({ mediaOrigin: 'https://media.local.example.test' }),
    prod: buildEnvironmentConfig({ mediaOrigin: 'https://media.prod.example.test' }),
  });
  const prod = { ...context, environment: 'prod' };
  releaseHost(prod);
  expect(lines).toContainEqual(expect.stringMatching(/^host: current -> /));
  const config = readFileSync(join(context.deployRoot, 'nginx', 'prod', 'nginx.conf'), 'utf8');
  expect(config).toContain("media-src 'self' https://media.prod.example.test;");
  // A deploy environment no origin names (another local port) is not checked.
  writeHostConfig(repo, {});
  releaseHost({ ...context, environment: 'local-alt' });
});

test('a release waits for the registry held by another deploy, and gives up storing nothing', () => {
  const { context, remote, registryText } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  const before = registryText();
  const lock = `${registryFileOf(context)}.lock`;
  writeFileSync(
    lock,
    JSON.stringify({ pid: process.pid, host: hostname(), token: 'other', since: 'now' }),
  );
  const waiting = { ...context, lock: { timeoutMs: 200 } };
  expect(() => releaseRemote(waiting, remote('settings'), { version: '2.0.0' })).toThrow(
    `wait for that deploy to finish and run the command again, or remove ${lock} if no deploy is running`,
  );
  expect(registryText()).toBe(before);
  expect(existsSync(join(context.deployRoot, 'remote-settings', '2.0.0'))).toBe(false);
  // Once the other deploy is done, the same command goes through.
  rmSync(lock);
  releaseRemote(waiting, remote('settings'), { version: '2.0.0' });
  expect(readRegistry(registryFileOf(context), 'local').remotes.settings?.version).toBe('2.0.0');
});

test('a canary stores the build as its version and puts it beside the stable one; a ramp reuses it', () => {
  const { repo, context, remote, lines } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  writeBuild(repo, 'remote-settings', { entry: 'next();' });
  canary(context, remote('settings'), '2.0.0', 5);
  const registry = () => readRegistry(registryFileOf(context), 'local');
  expect(registry().remotes.settings?.version).toBe('1.0.0');
  expect(registry().remotes.settings?.candidate).toEqual({
    ...routeManifestOf('remote_settings', '/remote-settings'),
    entry: 'http://localhost:3001/2.0.0/remoteEntry.js',
    version: '2.0.0',
    integrity: sriOf(Buffer.from('next();')),
    scriptIntegrity: { 'remoteEntry.js': sriOf(Buffer.from('next();')) },
    sharedContracts: '^1.0.0',
    percent: 5,
    stepStartedAt: context.now.toISOString(),
  });
  expect(lines).toContain('settings: candidate none -> 2.0.0 at 5 % (local)');
  expect(statusLines(context)).toContain(
    'settings: 1.0.0 from remote-settings (0 earlier, needs shared-contracts ^1.0.0); candidate 2.0.0 at 5 %',
  );

  // The ramp takes the stored version, whatever the build is now.
  writeBuild(repo, 'remote-settings', { entry: 'later();' });
  canary(context, remote('settings'), '2.0.0', 25);
  expect(registry().remotes.settings?.candidate?.percent).toBe(25);
  expect(registry().remotes.settings?.candidate?.integrity).toBe(sriOf(Buffer.from('next();')));
  canary(context, remote('settings'), '2.0.0', 25);
  expect(lines.at(-1)).toBe('settings: candidate 2.0.0 already at 25 % (local)');
  expect(() =>
    canary(context, remote('settings'), '2.0.0', 50, {
      from: join(repo, 'remote-settings', 'dist'),
    }),
  ).toThrow(
    'remote-settings 2.0.0 is stored already (versions are immutable): leave out --from to use the stored version, or give the build another version',
  );
});

test('promote makes the candidate stable and abort removes it, each said', () => {
  const { context, remote, lines } = setUp();
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  canary(context, remote('settings'), '2.0.0', 5);
  promote(context, 'settings');
  const promoted = readRegistry(registryFileOf(context), 'local').remotes.settings;
  expect(promoted?.version).toBe('2.0.0');
  expect(promoted?.candidate).toBeUndefined();
  expect(promoted?.history.map((entry) => entry.version)).toEqual(['1.0.0']);
  expect(lines).toEqual(
    expect.arrayContaining([
      'settings: 1.0.0 -> 2.0.0 (local)',
      'settings: candidate 2.0.0 promoted (local)',
    ]),
  );

  canary(context, remote('settings'), '3.0.0', 10);
  abort(context, 'settings');
  const aborted = readRegistry(registryFileOf(context), 'local').remotes.settings;
  expect(aborted?.version).toBe('2.0.0');
  expect(aborted?.candidate).toBeUndefined();
  expect(lines).toContain('settings: candidate 3.0.0 at 10 % -> none (local)');
  expect(() => abort(context, 'settings')).toThrow(
    'settings has no candidate in local: start one with deploy canary settings <version> --percent N',
  );
});

test('a canary refused stores nothing; a release waits for the canary to end', () => {
  const { context, remote, registryText } = setUp();
  expect(() => canary(context, remote('settings'), '2.0.0', 5)).toThrow(
    'settings is not in the local registry (it has: none): release settings first',
  );
  expect(existsSync(join(context.deployRoot, 'remote-settings', '2.0.0'))).toBe(false);
  releaseRemote(context, remote('settings'), { version: '1.0.0' });
  canary(context, remote('settings'), '2.0.0', 5);
  const before = registryText();
  expect(() => releaseRemote(context, remote('settings'), { version: '3.0.0' })).toThrow(
    'settings has a candidate, 2.0.0 at 5 %, in local: promote or abort it first',
  );
  expect(registryText()).toBe(before);
  expect(existsSync(join(context.deployRoot, 'remote-settings', '3.0.0'))).toBe(false);
});

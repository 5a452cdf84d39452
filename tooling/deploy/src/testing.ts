// A throwaway workspace for the tests: pnpm-workspace.yaml, a host and remotes with builds.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEnvironmentConfig } from 'shared-contracts/testing';
import type { DeployContext } from './commands';

export const routeManifestOf = (name: string, mount: string) => ({
  name,
  module: './app',
  mounts: [`${mount}/*`],
  pages: [{ id: 'home', path: `${mount}/home`, requests: ['neighbors/:userId/locations'] }],
  flags: [],
});

export interface FakeRemote {
  pkg: string;
  key: string;
  origins: Record<string, string>;
  fixture?: boolean;
}

/** settings' release of `version` as the registry records it: what the tests publish and pin. */
export const settingsRelease = (version: string) => ({
  name: 'remote_settings',
  module: './app' as const,
  mounts: ['/locations/:locationId/*'],
  pages: [{ id: 'devices', path: '/locations/:locationId/devices' }],
  flags: [],
  package: 'remote-settings',
  version,
  entry: `http://localhost:3001/${version}/remoteEntry.js`,
});

/** Writes (or rewrites) a remote's build; `entry` changes its remoteEntry.js bytes. */
export function writeBuild(
  repo: string,
  pkg: string,
  options: { entry?: string; routeManifest?: unknown; container?: string; range?: string } = {},
): string {
  const dist = join(repo, pkg, 'dist');
  mkdirSync(dist, { recursive: true });
  const container = options.container ?? pkg.replace('-', '_');
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'remoteEntry.js'), options.entry ?? `${container}();`);
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({
      name: container,
      shared: [{ name: 'shared-contracts/api', requiredVersion: options.range ?? '^1.0.0' }],
    }),
  );
  rmSync(join(dist, 'route-manifest.json'), { force: true });
  if (options.routeManifest !== null) {
    writeFileSync(
      join(dist, 'route-manifest.json'),
      JSON.stringify(options.routeManifest ?? routeManifestOf(container, `/${pkg}`)),
    );
  }
  return dist;
}

/** Writes the configuration the host's build compiled in (webpack-config's platform-config.json). */
export function writeHostConfig(repo: string, config: unknown): void {
  writeFileSync(join(repo, 'host', 'dist', 'platform-config.json'), JSON.stringify(config));
}

/** The shared-contracts version the fake host's build shares (its mf-manifest.json). */
export const HOST_SHARED_CONTRACTS = '1.4.0';

/** A host build's mf-manifest.json, recording the shared-contracts it shares as webpack's does. */
export function writeHostManifest(dir: string, sharedContracts = HOST_SHARED_CONTRACTS): void {
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'host',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
        { name: 'shared-contracts/api', version: sharedContracts, requiredVersion: '^1.0.0' },
      ],
    }),
  );
}

/**
 * A host released into `deployRoot` as `deploy release host` leaves it (`host/current` pointing at
 * its version), for tests that release remotes through the promotion gate.
 */
export function writeReleasedHost(deployRoot: string, sharedContracts = HOST_SHARED_CONTRACTS) {
  const dir = join(deployRoot, 'host', '1.0.0-test');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  writeHostManifest(dir, sharedContracts);
  rmSync(join(deployRoot, 'host', 'current'), { force: true });
  symlinkSync('1.0.0-test', join(deployRoot, 'host', 'current'));
}

export function fakeWorkspace(remotes: FakeRemote[]): string {
  const repo = mkdtempSync(join(tmpdir(), 'workspace-'));
  const dirs = ['host', ...remotes.map((remote) => remote.pkg), 'tooling/*'];
  writeFileSync(
    join(repo, 'pnpm-workspace.yaml'),
    `packages:\n${dirs.map((dir) => `  - ${dir}`).join('\n')}\nautoInstallPeers: true\n`,
  );
  mkdirSync(join(repo, 'tooling', 'deploy'), { recursive: true });
  writeFileSync(
    join(repo, 'tooling', 'deploy', 'package.json'),
    JSON.stringify({ name: 'deploy', version: '1.0.0' }),
  );
  mkdirSync(join(repo, 'host', 'dist'), { recursive: true });
  writeFileSync(
    join(repo, 'host', 'package.json'),
    JSON.stringify({ name: 'host', version: '1.0.0' }),
  );
  writeFileSync(join(repo, 'host', 'dist', 'index.html'), '<!doctype html>');
  writeHostManifest(join(repo, 'host', 'dist'));
  writeHostConfig(repo, {
    local: buildEnvironmentConfig({ mediaOrigin: 'https://media.local.example.test' }),
  });
  for (const remote of remotes) {
    mkdirSync(join(repo, remote.pkg), { recursive: true });
    writeFileSync(
      join(repo, remote.pkg, 'package.json'),
      JSON.stringify({
        name: remote.pkg,
        version: '1.0.0',
        remote: {
          key: remote.key,
          origins: remote.origins,
          ...(remote.fixture === undefined ? {} : { fixture: remote.fixture }),
        },
      }),
    );
    writeBuild(repo, remote.pkg);
  }
  return repo;
}

export function contextFor(repo: string, lines: string[] = []): DeployContext {
  return {
    repo,
    deployRoot: join(repo, 'deploy'),
    environment: 'local',
    now: new Date('2026-11-22T12:00:00Z'),
    commit: 'abc1234',
    hostPort: 3000,
    tlsPort: 3443,
    renderPort: 3090,
    apiOrigin: 'http://127.0.0.1:3100',
    log: (line) => lines.push(line),
  };
}

/** The deploy command as a person runs it (bin/deploy.mjs), in its own process. */
export const DEPLOY_BIN = join(import.meta.dirname, '..', 'bin', 'deploy.mjs');

export interface DeployRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `deploy ...args` against `deployRoot` and resolves when it exits. */
export function runDeploy(
  args: readonly string[],
  deployRoot: string,
  env: Record<string, string> = {},
): Promise<DeployRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DEPLOY_BIN, ...args], {
      env: { ...process.env, DEPLOY_ROOT: deployRoot, DEPLOY_DEBUG: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

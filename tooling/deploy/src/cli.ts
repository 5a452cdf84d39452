// deploy: versioned artifacts, a remotes registry per environment, rollback (issue 9).
//   deploy release <settings|onboarding|dashboard|host> [--version V] [--env local] [--from DIR]
//   deploy rollback <settings|onboarding|dashboard> [--env local]
//   deploy status [--env local]
//   deploy serve [--env local]     nginx serving the deploy root on the platform ports
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commitOf, defaultVersion, pointHostAt, storeArtifact } from './artifacts';
import { renderNginxConfig, runNginx } from './nginx';
import {
  describeChange,
  isRemoteName,
  publish,
  readRegistry,
  REMOTE_PACKAGES,
  rollback,
  sharedContractsRangeOf,
  sriOf,
  writeAtomically,
  type RemoteName,
} from './registry';

const REPO = resolve(import.meta.dirname, '../../..');
const DEPLOY_ROOT = resolve(process.env.DEPLOY_ROOT ?? join(REPO, 'deploy'));

/** Where each remote's folder of versions is served, per environment (one origin per remote). */
const REMOTE_ORIGINS: Record<string, Record<RemoteName, string>> = {
  local: {
    settings: 'http://localhost:3001',
    onboarding: 'http://localhost:3002',
    dashboard: 'http://localhost:3003',
  },
  // The same layout on other ports, to try a deploy beside a running platform.
  'local-alt': {
    settings: 'http://localhost:4001',
    onboarding: 'http://localhost:4002',
    dashboard: 'http://localhost:4003',
  },
};
const HOST_PORTS: Record<string, number> = { local: 3000, 'local-alt': 4000 };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    env: { type: 'string', default: 'local' },
    from: { type: 'string' },
  },
});
const [command, target] = positionals;
const environment = values.env;
const registryFile = join(DEPLOY_ROOT, 'registry', `${environment}.json`);

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(2);
}

function release(name: string) {
  const now = new Date();
  const packageName =
    name === 'host'
      ? 'host'
      : isRemoteName(name)
        ? REMOTE_PACKAGES[name]
        : fail(`unknown package ${name}`);
  const packageDir = join(REPO, packageName);
  const version = values.version ?? defaultVersion(packageDir, REPO);
  const stored = storeArtifact({
    packageDir,
    ...(values.from ? { buildDir: resolve(values.from) } : {}),
    name: packageName,
    version,
    deployRoot: DEPLOY_ROOT,
    commit: commitOf(REPO),
    now,
  });
  console.log(`stored ${packageName} ${version} in ${stored}`);
  if (name === 'host') {
    pointHostAt(DEPLOY_ROOT, version);
    console.log(`host: current -> ${version}`);
    return;
  }
  if (!isRemoteName(name)) return;
  const origin =
    REMOTE_ORIGINS[environment]?.[name] ?? fail(`no origin for ${name} in ${environment}`);
  const before = readRegistry(registryFile, environment);
  const sharedContracts = sharedContractsRangeOf(
    JSON.parse(readFileSync(join(stored, 'mf-manifest.json'), 'utf8')),
  );
  const after = publish(
    before,
    name,
    {
      version,
      entry: `${origin}/${version}/remoteEntry.js`,
      integrity: sriOf(readFileSync(join(stored, 'remoteEntry.js'))),
      ...(sharedContracts === undefined ? {} : { sharedContracts }),
    },
    now,
  );
  writeAtomically(registryFile, `${JSON.stringify(after, null, 2)}\n`);
  for (const line of describeChange(before, after)) console.log(line);
}

function rollBack(name: string) {
  if (!isRemoteName(name)) fail(`unknown remote ${name}`);
  const before = readRegistry(registryFile, environment);
  const after = rollback(before, name, new Date());
  writeAtomically(registryFile, `${JSON.stringify(after, null, 2)}\n`);
  for (const line of describeChange(before, after)) console.log(line);
}

function status() {
  const registry = readRegistry(registryFile, environment);
  for (const name of Object.keys(REMOTE_PACKAGES)) {
    const entry = isRemoteName(name) ? registry.remotes[name] : undefined;
    const needs = entry?.sharedContracts ? `, needs shared-contracts ${entry.sharedContracts}` : '';
    console.log(
      `${name}: ${entry ? `${entry.version} (${entry.history.length} earlier${needs})` : 'not deployed'}`,
    );
  }
}

try {
  if (command === 'release' && target) release(target);
  else if (command === 'rollback' && target) rollBack(target);
  else if (command === 'status') status();
  else if (command === 'serve') {
    const remoteOrigins = REMOTE_ORIGINS[environment] ?? fail(`no origins for ${environment}`);
    const config = renderNginxConfig({
      deployRoot: DEPLOY_ROOT,
      environment,
      hostPort: HOST_PORTS[environment] ?? 3000,
      apiOrigin: 'http://127.0.0.1:3100',
      remoteOrigins,
    });
    process.exitCode = await runNginx(DEPLOY_ROOT, config);
  } else
    fail(
      'usage: deploy release <settings|onboarding|dashboard|host> [--version V] [--env local] [--from DIR] | rollback <remote> | status | serve',
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// deploy: versioned artifacts, a remotes registry per environment, rollback (issue 9).
//   deploy release <remote key or package | host | --all> [--version V] [--env local] [--from DIR]
//   deploy rollback <remote key> [--env local]
//   deploy status [--env local]
//   deploy serve [--env local]     nginx serving the deploy root, rendered from the registry
//   deploy dev-registry            host/public/remotes.json for `host dev`, from the remotes' builds
// The remotes are the workspace packages whose package.json has a `remote` field (workspace.ts).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commitOf } from './artifacts';
import {
  registryFileOf,
  releaseHost,
  releaseRemote,
  rollBack,
  statusLines,
  writeDevRegistry,
  type DeployContext,
} from './commands';
import { renderNginxConfig, runNginx } from './nginx';
import { readRegistry } from './registry';
import { findRemote, platformRemotes, remotePackages } from './workspace';

const REPO = resolve(import.meta.dirname, '../../..');
// The host's port per environment (the remotes' origins are in their own package.json).
const HOST_PORTS: Record<string, number> = { local: 3000, 'local-alt': 4000 };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    env: { type: 'string', default: 'local' },
    from: { type: 'string' },
    all: { type: 'boolean', default: false },
  },
});
const [command, target] = positionals;

const context: DeployContext = {
  repo: REPO,
  deployRoot: resolve(process.env.DEPLOY_ROOT ?? join(REPO, 'deploy')),
  environment: values.env,
  now: new Date(),
  commit: commitOf(REPO),
  hostPort: HOST_PORTS[values.env] ?? 3000,
  apiOrigin: 'http://127.0.0.1:3100',
  log: (line) => console.log(line),
};
const releaseOptions = {
  ...(values.version ? { version: values.version } : {}),
  ...(values.from ? { from: values.from } : {}),
};

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(2);
}

try {
  if (command === 'release' && values.all && !target) {
    if (values.version || values.from)
      fail('--all releases each build as it is: no --version or --from');
    for (const remote of platformRemotes(REPO)) releaseRemote(context, remote);
  } else if (command === 'release' && target === 'host') releaseHost(context, releaseOptions);
  else if (command === 'release' && target) {
    releaseRemote(context, findRemote(remotePackages(REPO), target), releaseOptions);
  } else if (command === 'rollback' && target) rollBack(context, target);
  else if (command === 'status') for (const line of statusLines(context)) console.log(line);
  else if (command === 'dev-registry') {
    console.log(`wrote ${writeDevRegistry(context, platformRemotes(REPO))}`);
  } else if (command === 'serve') {
    const registry = readRegistry(registryFileOf(context), context.environment);
    const config = renderNginxConfig({ ...context, registry });
    process.exitCode = await runNginx(context.deployRoot, context.environment, config);
  } else
    fail(
      'usage: deploy release <remote key or package | host | --all> [--version V] [--env local] [--from DIR] | rollback <remote key> | status | serve | dev-registry',
    );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

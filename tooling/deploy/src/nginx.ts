import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildContentSecurityPolicy } from 'static-server';
import { REMOTE_PACKAGES, type RemoteName } from './registry';

const TEMPLATES = join(import.meta.dirname, '..', 'nginx');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Renders deploy/nginx/nginx.conf for an environment's remote origins. */
export function renderNginxConfig(options: {
  deployRoot: string;
  environment: string;
  hostPort: number;
  apiOrigin: string;
  remoteOrigins: Record<RemoteName, string>;
}): string {
  const logs = join(options.deployRoot, 'nginx');
  const remoteServers = (Object.keys(REMOTE_PACKAGES) as RemoteName[])
    .map((name) =>
      fill(readFileSync(join(TEMPLATES, 'remote-server.template'), 'utf8'), {
        NAME: name,
        PORT: new URL(options.remoteOrigins[name]).port,
        DEPLOY: options.deployRoot,
        PACKAGE: REMOTE_PACKAGES[name],
      }),
    )
    .join('\n');
  return fill(readFileSync(join(TEMPLATES, 'nginx.conf.template'), 'utf8'), {
    LOGS: logs,
    DEPLOY: options.deployRoot,
    ENV: options.environment,
    HOST_PORT: String(options.hostPort),
    API: options.apiOrigin,
    CSP: buildContentSecurityPolicy(
      Object.values(options.remoteOrigins).map((url) => new URL(url).origin),
    ),
    REMOTE_SERVERS: remoteServers,
  });
}

/** Writes the config and runs nginx in the foreground until it is stopped. */
export function runNginx(deployRoot: string, config: string): Promise<number> {
  const dir = join(deployRoot, 'nginx');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  console.log(`nginx: ${file}`);
  const child = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => child.kill('SIGQUIT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
}

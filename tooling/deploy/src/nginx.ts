import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TELEMETRY_ORIGIN } from 'telemetry';
import { buildContentSecurityPolicy } from 'static-server';
import { hostMediaOrigins } from './host-config';
import { remoteOriginsOf } from './origins';
import type { Registry } from './registry';
import { ensureLocalCertificate, tlsFilesOf } from './tls';

const TEMPLATES = join(import.meta.dirname, '..', 'nginx');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** Where an environment's nginx config, pid and logs live (one folder each, so two can run). */
export const nginxDirOf = (deployRoot: string, environment: string): string =>
  join(deployRoot, 'nginx', environment);

/** The receivers `VSG_TELEMETRY_RECEIVERS` lists, else the one at TELEMETRY_ORIGIN. */
function telemetryReceivers(): string[] {
  const listed = (process.env.VSG_TELEMETRY_RECEIVERS ?? '').split(',').filter(Boolean);
  return listed.length > 0 ? listed : [TELEMETRY_ORIGIN];
}

/**
 * Renders the nginx config of an environment from its registry: one server per remote origin the
 * registry's entries name, and the Content-Security-Policy's script origins from the same entries;
 * its media origin is the environment's in the current host's configuration. The host's pages go
 * to its rendering process (host-render.ts), with the built page when that is down.
 */
export function renderNginxConfig(options: {
  deployRoot: string;
  registry: Registry;
  hostPort: number;
  /** The host's TLS port: the same server over https and HTTP/2 (tls.ts gives its certificate). */
  tlsPort: number;
  /** The host's rendering process (host-render.ts), where nginx sends every page address. */
  renderPort: number;
  apiOrigin: string;
  /**
   * Where `/telemetry/` goes: the receivers beside the static files (tooling/telemetry), each
   * browser's records to one of them; by default those `VSG_TELEMETRY_RECEIVERS` lists (comma
   * separated: every render, `deploy serve`'s and each release's, reads the same), else the one
   * at TELEMETRY_ORIGIN.
   */
  telemetryOrigins?: readonly string[];
}): string {
  const origins = remoteOriginsOf(options.registry);
  const remoteServer = readFileSync(join(TEMPLATES, 'remote-server.template'), 'utf8');
  const remoteServers = origins
    .map((served) =>
      fill(remoteServer, {
        NAME: served.keys.join(', '),
        PORT: String(served.port),
        DEPLOY: options.deployRoot,
        PACKAGE: served.package,
      }),
    )
    .join('\n');
  return fill(readFileSync(join(TEMPLATES, 'nginx.conf.template'), 'utf8'), {
    LOGS: nginxDirOf(options.deployRoot, options.registry.environment),
    DEPLOY: options.deployRoot,
    ENV: options.registry.environment,
    HOST_PORT: String(options.hostPort),
    TLS_PORT: String(options.tlsPort),
    ...tlsFilesOf(nginxDirOf(options.deployRoot, options.registry.environment)),
    RENDER_PORT: String(options.renderPort),
    API: options.apiOrigin,
    TELEMETRY_SERVERS: (options.telemetryOrigins ?? telemetryReceivers())
      .map((origin) => `    server ${new URL(origin).host};`)
      .join('\n'),
    CSP: buildContentSecurityPolicy(
      origins.map((served) => served.origin),
      hostMediaOrigins(join(options.deployRoot, 'host', 'current'), options.registry.environment),
    ),
    REMOTE_SERVERS: remoteServers,
  });
}

/** Writes an environment's config; returns its path. */
export function writeNginxConfig(deployRoot: string, environment: string, config: string): string {
  const dir = nginxDirOf(deployRoot, environment);
  mkdirSync(dir, { recursive: true });
  ensureLocalCertificate(dir);
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

/** The pid of the environment's nginx when one runs (its pid file names a live process). */
function runningNginx(deployRoot: string, environment: string): number | undefined {
  const pidFile = join(nginxDirOf(deployRoot, environment), 'nginx.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * After a release or rollback: renders the config again (a new origin gets its server, the CSP its
 * origin) and, when the environment's nginx runs, reloads it (nginx checks the new config first and
 * keeps the old one if it is bad). Returns what it did, for the command's output.
 */
export function refreshNginx(options: Parameters<typeof renderNginxConfig>[0]): string {
  const { deployRoot, registry } = options;
  const file = writeNginxConfig(deployRoot, registry.environment, renderNginxConfig(options));
  if (runningNginx(deployRoot, registry.environment) === undefined) return `nginx: ${file}`;
  execFileSync(
    'nginx',
    ['-p', nginxDirOf(deployRoot, registry.environment), '-c', file, '-s', 'reload'],
    {
      stdio: 'inherit',
    },
  );
  return `nginx: ${file}, reloaded`;
}

/** Writes the config and runs nginx in the foreground until it is stopped. */
export function runNginx(deployRoot: string, environment: string, config: string): Promise<number> {
  const dir = nginxDirOf(deployRoot, environment);
  const file = writeNginxConfig(deployRoot, environment, config);
  console.log(`nginx: ${file}`);
  const child = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => child.kill('SIGQUIT');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
}

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteManifest } from 'shared-contracts/registry';
import type { Configuration } from 'webpack';
import { createAppConfig, type AppConfigOptions, type BuildEnv } from './create-config';

/** What tells one remote's build from another's. */
export interface RemoteOptions {
  /** From the remote's route table; its `name` names the federation container. */
  routeManifest: RouteManifest;
  port: number;
  title: string;
  /** The module the host loads, from the remote's folder; `./src/exposes/remote-app.tsx` by default. */
  app?: string;
}

/** createAppConfig's options for a remote in `dir`. */
export function remoteAppOptions(dir: string, remote: RemoteOptions): AppConfigOptions {
  return {
    dir,
    name: remote.routeManifest.name,
    routeManifest: remote.routeManifest,
    port: remote.port,
    title: remote.title,
    exposes: { [remote.routeManifest.module]: remote.app ?? './src/exposes/remote-app.tsx' },
  };
}

/** A remote's webpack.config.ts: `export default createRemoteConfig(import.meta.url, { ... })`. */
export const createRemoteConfig =
  (configUrl: string, remote: RemoteOptions) =>
  (_env: unknown, env: BuildEnv): Configuration =>
    createAppConfig(remoteAppOptions(dirname(fileURLToPath(configUrl)), remote), env);

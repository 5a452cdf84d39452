import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeManifestWithFirstRequests } from 'shared-contracts/first-requests';
import type { RouteManifest } from 'shared-contracts/registry';
import type { RouteTable } from 'shared-contracts/routing';
import type { Configuration } from 'webpack';
import { createAppConfig, distDir, type AppConfigOptions, type BuildEnv } from './create-config';
import { createServerConfig, SERVER_ENTRY_FILE } from './server-config';

/** What tells one remote's build from another's. */
export interface RemoteOptions {
  /** From the remote's route table (its `name` names the federation container), first requests included. */
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

/**
 * A remote's webpack.config.ts: `export default createRemoteConfig(import.meta.url, { routeTable,
 * ... })`. The route manifest is made from the route table when the build starts: each page's
 * first requests are recorded from its guard and loader, so no template is written by hand. A
 * production build is two: the browser's and, in its `server/` folder, the server's, which the
 * route manifest names.
 */
export const createRemoteConfig =
  (configUrl: string, remote: Omit<RemoteOptions, 'routeManifest'> & { routeTable: RouteTable }) =>
  async (_env: unknown, env: BuildEnv): Promise<Configuration[]> => {
    const { routeTable, ...options } = remote;
    const dir = dirname(fileURLToPath(configUrl));
    const recorded = await routeManifestWithFirstRequests(routeTable);
    if (env.mode !== 'production') {
      return [createAppConfig(remoteAppOptions(dir, { ...options, routeManifest: recorded }), env)];
    }
    const routeManifest = { ...recorded, server: { entry: SERVER_ENTRY_FILE } };
    const browser = remoteAppOptions(dir, { ...options, routeManifest });
    return [
      createAppConfig(browser, env),
      createServerConfig({
        dir,
        name: browser.name,
        exposes: browser.exposes ?? {},
        dist: distDir(dir, false),
      }),
    ];
  };

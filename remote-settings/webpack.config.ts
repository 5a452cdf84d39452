import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { createAppConfig, type BuildEnv } from 'webpack-config';
import { routeManifest } from './src/app/route-table';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: BuildEnv) =>
  createAppConfig(
    {
      dir,
      name: routeManifest.name,
      routeManifest,
      port: 3001,
      title: 'Guard settings (standalone)',
      exposes: { './app': './src/exposes/remote-app.tsx' },
    },
    argv,
  );

import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { createAppConfig, type BuildEnv } from 'webpack-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: BuildEnv) =>
  createAppConfig(
    {
      dir,
      name: 'remote_dashboard',
      port: 3003,
      title: 'Guard dashboard (standalone)',
      exposes: { './app': './src/exposes/remote-app.tsx' },
    },
    argv,
  );

import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { createAppConfig, createStartupScriptConfig, type BuildEnv } from 'webpack-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: BuildEnv) => {
  const app = createAppConfig(
    {
      dir,
      name: 'host',
      port: 3000,
      title: 'Virtual Security Guard',
      // The start-up code has a folder of its own (src/startup).
      entry: './src/startup/index.ts',
    },
    argv,
  );
  // The start-up script is a production optimisation; the dev server's main.js starts the calls.
  return argv.mode === 'production'
    ? [
        app,
        createStartupScriptConfig({ dir, after: 'host', entry: './src/startup/startup-script.ts' }),
      ]
    : app;
};

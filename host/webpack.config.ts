import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { createAppConfig, type BuildEnv } from 'webpack-config';

const dir = dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: BuildEnv) =>
  createAppConfig({ dir, name: 'host', port: 3000, title: 'Virtual Security Guard' }, argv);

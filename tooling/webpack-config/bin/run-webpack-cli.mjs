// What webpack-build and webpack-dev share: webpack-cli with the app's webpack.config.ts, from its
// bundle (tooling/ts-bundle), in a process of its own; this process exits with its code.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bundled } from 'ts-bundle';

const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

/**
 * Runs `webpack-cli <command...> --config <bundle> <options...> <this process's arguments>` in the
 * current folder (the app's).
 */
export async function runWebpackCli(command, options) {
  const config = await bundled(join(process.cwd(), 'webpack.config.ts'));
  const result = spawnSync(
    process.execPath,
    [cli, ...command, '--config', config, ...options, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

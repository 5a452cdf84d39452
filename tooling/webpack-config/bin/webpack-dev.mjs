#!/usr/bin/env node
// Starts the app's dev server (hot reload) with its webpack.config.ts, from its bundle
// (tooling/ts-bundle).
import { runWebpackCli } from './run-webpack-cli.mjs';

await runWebpackCli(['serve'], ['--mode', 'development']);

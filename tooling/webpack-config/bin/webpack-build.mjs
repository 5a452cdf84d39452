#!/usr/bin/env node
// Runs webpack with the app's webpack.config.ts, from its bundle (tooling/ts-bundle).
import { runWebpackCli } from './run-webpack-cli.mjs';

await runWebpackCli([], []);

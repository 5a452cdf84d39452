#!/usr/bin/env node
// sandbox-api in one process (no child), so that stopping it stops the server. It runs from a
// bundle of the sources (tooling/ts-bundle); `pnpm dev` keeps tsx's watch mode.
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

await importBundled(join(import.meta.dirname, '..', 'src', 'main.ts'));

#!/usr/bin/env node
// One process (no child), so that stopping it stops the server. It runs from a bundle of the
// sources (tooling/ts-bundle).
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

await importBundled(join(import.meta.dirname, '..', 'src', 'cli.ts'));

#!/usr/bin/env node
// One process (no child), so that stopping it stops the server. It runs from a bundle of the
// sources (tooling/ts-bundle).
import { join } from 'node:path';
import { bundled } from 'ts-bundle';

await import(await bundled(join(import.meta.dirname, '..', 'src', 'cli.ts')));

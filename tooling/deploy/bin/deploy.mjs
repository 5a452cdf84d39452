#!/usr/bin/env node
import { join } from 'node:path';
import { importBundled } from 'ts-bundle';

// DEPLOY_DEBUG=1 prints a refusal's stack: at the lines of the sources, not of the bundle.
if (process.env.DEPLOY_DEBUG === '1') process.setSourceMapsEnabled(true);
await importBundled(join(import.meta.dirname, '..', 'src', 'cli.ts'));

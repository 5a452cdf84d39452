#!/usr/bin/env node
import { bundled } from './bundle.mjs';

// DEPLOY_DEBUG=1 prints a refusal's stack: at the lines of the sources, not of the bundle.
if (process.env.DEPLOY_DEBUG === '1') process.setSourceMapsEnabled(true);
await import(await bundled(import.meta.dirname + '/..', 'src/cli.ts'));

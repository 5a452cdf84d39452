#!/usr/bin/env node
// One process (no child), so that stopping it stops the server.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');

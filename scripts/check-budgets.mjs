#!/usr/bin/env node
// The budget check of the test command: fails when a route's JavaScript (gzip, from the production
// builds) grows past its budget in budgets.json. No browser needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeBytes } from './route-bytes.mjs';
import { root } from './run.mjs';

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')).routes;
const measured = routeBytes();
let failed = false;
console.log('route                       gzip KB   budget KB');
for (const [route, bytes] of Object.entries(measured)) {
  const budget = budgets[route];
  const kb = (bytes / 1024).toFixed(1);
  const over = budget === undefined || bytes > budget * 1024;
  failed ||= over;
  console.log(
    `${route.padEnd(26)} ${kb.padStart(8)}   ${String(budget ?? 'none').padStart(9)}${over ? '  ✖ over budget' : ''}`,
  );
}
if (failed) {
  console.error(
    '\nA route is over its JavaScript budget (budgets.json). Make it smaller, or raise the budget on purpose.',
  );
  process.exit(1);
}

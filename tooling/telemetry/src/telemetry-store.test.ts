import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TelemetryRecord } from 'shared-contracts/telemetry';
import { createTelemetryStore } from './telemetry-store';

const view = (time: number): TelemetryRecord => ({ name: 'page_view', time, route: '/' });
const fileIn = () => join(mkdtempSync(join(tmpdir(), 'telemetry-')), 'nested', 'records.jsonl');

test('records survive a restart', () => {
  const file = fileIn();
  createTelemetryStore({ file }).add([view(1), view(2)]);
  expect(createTelemetryStore({ file }).records()).toEqual([view(1), view(2)]);
});

test('a line cut short by a crash loses only itself', () => {
  const file = fileIn();
  const store = createTelemetryStore({ file });
  store.add([view(1)]);
  appendFileSync(file, '{"name":"page_vi');
  appendFileSync(file, '\n');
  createTelemetryStore({ file }).add([view(3)]);
  expect(createTelemetryStore({ file }).records()).toEqual([view(1), view(3)]);
});

test('past the limit the oldest records go first', () => {
  const store = createTelemetryStore({ file: fileIn(), limit: 2 });
  store.add([view(1), view(2), view(3)]);
  expect(store.records()).toEqual([view(2), view(3)]);
});

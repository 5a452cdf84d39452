import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TelemetryRecord } from 'shared-contracts/telemetry';
import { createTelemetryStore } from './telemetry-store';

const view = (time: number): TelemetryRecord => ({ name: 'page_view', time, route: '/' });
const fileIn = () => join(mkdtempSync(join(tmpdir(), 'telemetry-')), 'nested', 'records.jsonl');

const received = (time: number, receivedAt: number) => ({ ...view(time), receivedAt });

test("records survive a restart, with the receiver's time of their arrival", () => {
  const file = fileIn();
  createTelemetryStore({ file }).add([view(1), view(2)], { receivedAt: 500 });
  expect(createTelemetryStore({ file }).records()).toEqual([received(1, 500), received(2, 500)]);
});

test("a line written before records carried their arrival counts at the browser's time", () => {
  const file = fileIn();
  createTelemetryStore({ file });
  appendFileSync(file, `${JSON.stringify(view(7))}\n`);
  expect(createTelemetryStore({ file }).records()).toEqual([received(7, 7)]);
});

test('a line cut short by a crash loses only itself', () => {
  const file = fileIn();
  const store = createTelemetryStore({ file });
  store.add([view(1)], { receivedAt: 10 });
  appendFileSync(file, '{"name":"page_vi');
  appendFileSync(file, '\n');
  createTelemetryStore({ file }).add([view(3)], { receivedAt: 30 });
  expect(createTelemetryStore({ file }).records()).toEqual([received(1, 10), received(3, 30)]);
});

test('past the limit the oldest records go first', () => {
  const store = createTelemetryStore({ file: fileIn(), limit: 2 });
  store.add([view(1), view(2), view(3)], { receivedAt: 40 });
  expect(store.records()).toEqual([received(2, 40), received(3, 40)]);
});

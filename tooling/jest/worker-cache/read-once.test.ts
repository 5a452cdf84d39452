// readOnce: a file's text for every test file of a worker, read again once the file changes.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOnce } from './read-once.cjs';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'read-once-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a file read again answers its text', () => {
  const file = join(folder, 'module.js');
  writeFileSync(file, 'exports.answer = 42;');

  expect(readOnce(file)).toBe('exports.answer = 42;');
  expect(readOnce(file)).toBe('exports.answer = 42;');
});

test('a file rewritten with another length is read again', () => {
  const file = join(folder, 'module.js');
  writeFileSync(file, 'exports.version = 1;');
  readOnce(file);

  writeFileSync(file, 'exports.version = 10;');

  expect(readOnce(file)).toBe('exports.version = 10;');
});

test('a file rewritten with the same length at another time is read again', () => {
  const file = join(folder, 'module.js');
  writeFileSync(file, 'exports.version = 1;');
  utimesSync(file, 1_000, 1_000);
  readOnce(file);

  writeFileSync(file, 'exports.version = 2;');
  utimesSync(file, 2_000, 2_000);

  expect(readOnce(file)).toBe('exports.version = 2;');
});

test('a file that is not there fails as reading it would', () => {
  expect(() => readOnce(join(folder, 'missing.js'))).toThrow('ENOENT');
});

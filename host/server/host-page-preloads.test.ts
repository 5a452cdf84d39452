/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  hostCopiesOf,
  hostPagePreloads,
  ownIntegrityIn,
  readBuildList,
} from './host-page-preloads';

const lazyChunks = {
  'location-chooser': ['chunks/location-chooser.0123abcd.js', 'chunks/798.fbec031d.js'],
};

test("the selector's addresses preload its chooser and the virtual list it uses", () => {
  for (const path of ['/', '/location', '/locations', '/locations/'])
    expect(hostPagePreloads(path, () => lazyChunks)).toBe(
      '<link rel="preload" as="script" href="/chunks/location-chooser.0123abcd.js" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/chunks/798.fbec031d.js" fetchpriority="low">',
    );
});

test("other pages, or a build without the list, preload none of the host's lazy code", () => {
  const read = jest.fn(() => lazyChunks);
  for (const path of ['/locations/loc-1/devices', '/dashboard', '/onboarding/loc-1', '/signout'])
    expect(hostPagePreloads(path, read)).toBe('');
  // Other pages do not read the build's list at all.
  expect(read).not.toHaveBeenCalled();
  expect(hostPagePreloads('/locations', () => undefined)).toBe('');
  expect(hostPagePreloads('/locations', () => ({ 'location-chooser': 'nope' }))).toBe('');
});

test("the build's lists are read from the served folder", () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-dist-'));
  expect(readBuildList(dir, 'lazy-chunks.json')).toBeUndefined();
  writeFileSync(join(dir, 'lazy-chunks.json'), JSON.stringify(lazyChunks));
  expect(readBuildList(dir, 'lazy-chunks.json')).toEqual(lazyChunks);
  expect(readBuildList(dir, 'shared-chunks.json')).toBeUndefined();
});

test("the host's copies of shared modules are listed once each, and only those beyond start-up", () => {
  const sharedChunks = {
    'react-virtuoso': ['chunks/798.fbec031d.js'],
    'ui/overlays': ['chunks/80.1.js', 'chunks/798.fbec031d.js', 'chunks/map.js.map'],
  };
  expect(hostCopiesOf(sharedChunks, ['react', 'react-virtuoso', 'ui/overlays'])).toEqual([
    'chunks/798.fbec031d.js',
    'chunks/80.1.js',
  ]);
  expect(hostCopiesOf(undefined, ['react-virtuoso'])).toEqual([]);
});

test("the host's preloads of its own code carry each file's integrity, read once", () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-dist-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'location-chooser.0123abcd.js'), 'chooser();');
  const ownIntegrityOf = ownIntegrityIn(dir);
  const integrity = `sha384-${createHash('sha384').update('chooser();').digest('base64')}`;
  expect(hostPagePreloads('/locations', () => lazyChunks, ownIntegrityOf)).toBe(
    `<link rel="preload" as="script" href="/chunks/location-chooser.0123abcd.js" fetchpriority="low" integrity="${integrity}">` +
      // A file it cannot read goes without.
      '<link rel="preload" as="script" href="/chunks/798.fbec031d.js" fetchpriority="low">',
  );
  // Names carry their content's hash: the first read is kept.
  writeFileSync(join(dir, 'chunks', 'location-chooser.0123abcd.js'), 'changed();');
  expect(ownIntegrityOf('chunks/location-chooser.0123abcd.js')).toBe(integrity);
});

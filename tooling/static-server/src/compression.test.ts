import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, compressed, MIN_COMPRESSED_BYTES, shouldCompress } from './compression';

test('brotli is preferred, gzip is the fallback, and q=0 refuses an encoding', () => {
  expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
  expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(acceptedEncoding('identity')).toBeUndefined();
  expect(acceptedEncoding(undefined)).toBeUndefined();
});

test('only JSON answers that are not encoded and not known to be small are compressed', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  expect(shouldCompress(json, 200)).toBe(true);
  expect(shouldCompress({ ...json, 'content-length': String(MIN_COMPRESSED_BYTES) }, 200)).toBe(
    true,
  );
  expect(shouldCompress({ ...json, 'content-length': '120' }, 200)).toBe(false);
  expect(shouldCompress({ ...json, 'content-encoding': 'gzip' }, 200)).toBe(false);
  expect(shouldCompress({ 'content-type': 'text/plain' }, 200)).toBe(false);
  expect(shouldCompress(json, 304)).toBe(false);
});

test('a body made in memory is compressed in the encoding asked for, or left as it is', () => {
  const html = `<!doctype html><html><body>${'<p>Guard Event Summary</p>'.repeat(200)}</body></html>`;
  const brotli = compressed(html, 'br');
  expect(brotli.length).toBeLessThan(html.length / 10);
  expect(brotliDecompressSync(brotli).toString()).toBe(html);
  expect(gunzipSync(compressed(html, 'gzip')).toString()).toBe(html);
  expect(compressed(html, undefined)).toBe(html);
});

import { acceptedEncoding, MIN_COMPRESSED_BYTES, shouldCompress } from './api-compression';

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

// Each file read once per Jest worker, not once per test file (ADR 0043). Jest reads every module's
// source again for each test file, even when its transformed code comes from the worker's memory:
// the sources are kept here while the file's modification time and size stay the same.
const { readFileSync, statSync } = require('node:fs');

/** By path, for the worker: a file's text, with the modification time and size it was read at. */
const sources = new Map();

/** `filename`'s text as UTF-8, read again only if the file changed since. */
function readOnce(filename) {
  const { mtimeMs, size } = statSync(filename);
  const known = sources.get(filename);
  if (known !== undefined && known.mtimeMs === mtimeMs && known.size === size) return known.text;
  const text = readFileSync(filename, 'utf8');
  sources.set(filename, { mtimeMs, size, text });
  return text;
}

module.exports = { readOnce };

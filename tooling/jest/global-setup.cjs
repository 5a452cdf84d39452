// Once per Jest run, before any test file: what every test file of the run shares (ADR 0036), and
// one temporary folder for the run's files, which global-teardown.cjs removes.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { ensureChakraBundle } = require('./chakra-bundle.cjs');
const { RUN_TMPDIR_PREFIX } = require('./run-tmpdir.cjs');

module.exports = async () => {
  // The workers start after this and inherit it: every `os.tmpdir()` of a test is inside.
  process.env.TMPDIR = mkdtempSync(join(tmpdir(), RUN_TMPDIR_PREFIX));
  await ensureChakraBundle();
};

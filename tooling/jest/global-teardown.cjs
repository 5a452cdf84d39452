// Once per Jest run, after the last test file: the run's temporary folder goes, with whatever the
// tests left in it (fixtures, fake workspaces, state files).
const { rmSync } = require('node:fs');
const { basename } = require('node:path');
const { RUN_TMPDIR_PREFIX } = require('./run-tmpdir.cjs');

module.exports = () => {
  const dir = process.env.TMPDIR;
  if (dir && basename(dir).startsWith(RUN_TMPDIR_PREFIX))
    rmSync(dir, { recursive: true, force: true });
};

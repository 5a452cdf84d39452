// The name of a Jest run's temporary folder (global-setup.cjs makes it, global-teardown.cjs removes it).
exports.RUN_TMPDIR_PREFIX = 'jest-run-';

// Once per Jest run, before any test file: what every run's test files share (ADR 0036).
const { ensureChakraBundle } = require('./chakra-bundle.cjs');

module.exports = () => ensureChakraBundle();

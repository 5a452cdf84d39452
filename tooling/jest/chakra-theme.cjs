// `@chakra-ui/react/theme` in the tests: the bundled copy that global-setup.cjs built (ADR 0036).
module.exports = require(require('./chakra-bundle.cjs').BUNDLE).theme;

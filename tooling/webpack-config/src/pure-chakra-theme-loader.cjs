// Marks the construction of Chakra's default theme config as pure, so that webpack drops it when
// nothing uses it. `ui` builds its system from the theme's tokens and only the recipes it uses
// (ui/src/system.ts); the tokens live in the same module as `defaultThemeConfig`, whose un-annotated
// `defineConfig({...})` call would otherwise keep every one of Chakra's recipes.
const CONSTRUCTION = 'const defaultThemeConfig = defineConfig(';

function pureChakraThemeLoader(source) {
  if (!source.includes(CONSTRUCTION)) {
    throw new Error(
      `pure-chakra-theme-loader: "${CONSTRUCTION}" not found in ${this.resourcePath}; ` +
        'Chakra changed its theme module: update the loader (tooling/webpack-config).',
    );
  }
  return source.replace(CONSTRUCTION, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
}

/** The webpack rule that applies the loader to Chakra's theme module (apps and the bench floor). */
pureChakraThemeLoader.rule = {
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
  use: __filename,
};

module.exports = pureChakraThemeLoader;

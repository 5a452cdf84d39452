// Lets Chakra's `createSystem` skip building the global CSS (reset, global styles, ~500 token
// variables: about a fifth of its time at start-up on a phone) when the page already has it: the
// production HTML carries it, computed at build time (ui/src/static-global-styles.ts). The system's
// `_global`, which only `ChakraProvider` reads, is then empty. A page without that `<style>` (a dev
// server, a test) builds it as before.
const GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

function staticChakraGlobalCssLoader(source) {
  const { attribute } = this.getOptions();
  if (!/^[a-z-]+$/.test(attribute ?? '')) {
    throw new Error(
      'static-chakra-global-css-loader: option `attribute` must be an attribute name',
    );
  }
  if (!source.includes(GLOBAL)) {
    throw new Error(
      `static-chakra-global-css-loader: "${GLOBAL}" not found in ${this.resourcePath}; ` +
        'Chakra changed createSystem: update the loader (tooling/webpack-config).',
    );
  }
  const pageHasIt = `typeof document !== "undefined" && document.querySelector("style[${attribute}]") !== null`;
  return source.replace(
    GLOBAL,
    `const _global = ${pageHasIt} ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`,
  );
}

/** The webpack rule that applies the loader to Chakra's `createSystem`, given the style's attribute. */
staticChakraGlobalCssLoader.rule = (attribute) => ({
  test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
  use: { loader: __filename, options: { attribute } },
});

module.exports = staticChakraGlobalCssLoader;

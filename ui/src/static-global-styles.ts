import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from './system';

/**
 * The attribute of the `<style>` element that carries Chakra's global CSS in an app's HTML. When the
 * page has it, the apps' builds make `createSystem` skip building that CSS (tooling/webpack-config,
 * static-chakra-global-css-loader.cjs).
 */
export const STATIC_GLOBAL_STYLES_ATTRIBUTE = 'data-ui-global-styles';

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
const PROBE = '<i></i>';

/**
 * Chakra's global CSS (its cascade layer order, the CSS reset, the global styles and the ~500 token
 * variables) as one `<style>` element for an app's HTML, computed at build time. A phone would
 * otherwise build it in `createSystem` and have emotion serialise and insert it before the first
 * render. It is what Chakra's provider renders for `UiProvider`'s system, taken from a server render,
 * so it cannot drift from the system. (No JSX here: the apps' webpack configs import this module
 * when they load, outside the apps' own builds.)
 */
export function renderStaticGlobalStyles(): string {
  const markup = renderToStaticMarkup(
    createElement(ChakraProvider, { value: system, children: createElement('i') }),
  );
  const css = [...markup.matchAll(STYLE_ELEMENT)].map(([, rules]) => rules).join('');
  const rest = markup.replace(STYLE_ELEMENT, '');
  if (!css || rest !== PROBE) {
    throw new Error(
      `Chakra's provider rendered more than its global styles: ${rest.slice(0, 200)}`,
    );
  }
  return `<style ${STATIC_GLOBAL_STYLES_ATTRIBUTE}>${css}</style>`;
}

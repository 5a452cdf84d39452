/** @jest-environment node */
import { renderStaticGlobalStyles, STATIC_GLOBAL_STYLES_ATTRIBUTE } from './static-global-styles';
import { BRAND_PRIMARY } from './system';

// eslint-disable-next-line testing-library/render-result-naming-convention -- a string of CSS, not a Testing Library render
const html = renderStaticGlobalStyles();
const css = html.slice(`<style ${STATIC_GLOBAL_STYLES_ATTRIBUTE}>`.length, -'</style>'.length);

test('is one <style> element carrying the attribute the apps look for', () => {
  expect(html.startsWith(`<style ${STATIC_GLOBAL_STYLES_ATTRIBUTE}>`)).toBe(true);
  expect(html.endsWith('</style>')).toBe(true);
  expect(css).not.toContain('<');
});

test('declares the cascade layers first, so that recipes inserted later stay above the reset', () => {
  expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
});

test('has the reset, the global styles and the token variables, with the brand palette', () => {
  expect(css).toContain('@layer reset{');
  expect(css).toContain('@layer base{');
  expect(css).toContain('@layer tokens{');
  expect(css).toContain(`--chakra-colors-brand-500:${BRAND_PRIMARY};`);
  expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600)');
});

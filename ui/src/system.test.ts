import { system } from './system';

/** The hex value of a colour token, following `{colors.x}` references. */
function hexOf(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  const reference = /^\{(.+)\}$/.exec(String(token.originalValue))?.[1];
  return reference ? hexOf(reference) : String(token.value);
}

function luminance(hex: string): number {
  const linear = (start: number) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const [one, two] = [luminance(first), luminance(second)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

const WHITE = '#ffffff';

test('white text on a primary (brand.solid) button meets WCAG AA contrast', () => {
  expect(system.tokens.getByName('colors.brand.contrast')?.value).toBe('white');
  expect(contrast(hexOf('colors.brand.solid'), WHITE)).toBeGreaterThanOrEqual(4.5);
});

test('brand-coloured text (brand.fg) on white and on brand.subtle meets WCAG AA contrast', () => {
  expect(contrast(hexOf('colors.brand.fg'), WHITE)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(hexOf('colors.brand.fg'), hexOf('colors.brand.subtle'))).toBeGreaterThanOrEqual(
    4.5,
  );
});

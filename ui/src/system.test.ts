import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { uiSystem } from './system';

const system = uiSystem();

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

/** Every Chakra component the ui package imports or re-exports, by name. */
function chakraComponentsUsed(): string[] {
  const sourceDir = join(__dirname);
  const names = new Set<string>();
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const [, clause] of source.matchAll(
      /(?:import|export)\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of (clause ?? '').split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0] ?? '';
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return [...names];
}

/** The recipe keys a Chakra component's source asks the system for (`key: "table"`). */
function recipeKeysOf(component: string): string[] {
  const chakraDir = join(dirname(require.resolve('@chakra-ui/react')), 'components');
  const folder =
    RECIPE_FOLDER[component] ?? component.replace(/(.)([A-Z])/g, '$1-$2').toLowerCase();
  const dir = join(chakraDir, folder);
  const keys = new Set<string>();
  for (const file of readdirSync(dir)) {
    const source = readFileSync(join(dir, file), 'utf8');
    for (const [, key] of source.matchAll(/key: "([a-zA-Z]+)"/g)) if (key) keys.add(key);
  }
  return [...keys];
}

/** Components that live in a folder not named after them. */
const RECIPE_FOLDER: Record<string, string> = {
  CloseButton: 'button',
  GridItem: 'grid',
  HStack: 'stack',
  IconButton: 'button',
  Toaster: 'toast',
  VStack: 'stack',
};

/** Whether Chakra's default theme styles `key` (Text asks for a `text` recipe it does not have). */
const inDefaultTheme = (key: string): boolean =>
  Boolean(defaultConfig.theme?.recipes?.[key] ?? defaultConfig.theme?.slotRecipes?.[key]);

/** Names ui imports from Chakra that are not styled components. */
const NOT_STYLED = new Set(['ChakraProvider']);

test('every Chakra component ui uses has its recipe in the system (else it renders unstyled)', () => {
  const used = chakraComponentsUsed().filter((name) => !NOT_STYLED.has(name));
  expect(used).toEqual(expect.arrayContaining(['Button', 'Table', 'Dialog', 'Toast', 'Checkbox']));
  const missing = used.flatMap((component) =>
    recipeKeysOf(component)
      .filter((key) => inDefaultTheme(key) && !system.isRecipe(key) && !system.isSlotRecipe(key))
      .map((key) => `${component}: ${key}`),
  );
  expect(missing).toEqual([]);
});

/** Every string in a recipe, with the key it is the value of. */
function* stringsOf(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (value && typeof value === 'object')
    for (const [childKey, child] of Object.entries(value)) yield* stringsOf(child, childKey);
}

const PALETTE_SHADE =
  /^([a-z][a-zA-Z]*)\.(\d+|solid|contrast|fg|muted|subtle|emphasized|focusRing)$/;

/** Chakra's own palettes (a colour group with shades), from its default theme. */
const CHAKRA_PALETTES = new Set(
  Object.entries(defaultConfig.theme?.tokens?.colors ?? {})
    .filter(([, group]) => typeof group === 'object' && group !== null && '500' in group)
    .map(([name]) => name),
);

/** The palettes the product's apps name in `colorPalette="x"` or `colorPalette={c ? 'x' : 'y'}`. */
function palettesTheAppsName(): string[] {
  const root = join(__dirname, '../..');
  const palettes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(path, 'utf8');
        for (const [, literal, expression] of source.matchAll(
          /colorPalette(?:=|:\s*)(?:['"]([a-zA-Z]+)['"]|\{([^}]*)\})/g,
        )) {
          if (literal) palettes.add(literal);
          for (const [, name] of (expression ?? '').matchAll(/'([a-zA-Z]+)'/g))
            if (name) palettes.add(name);
        }
      }
    }
  };
  for (const app of ['host', 'remote-settings', 'remote-onboarding', 'remote-dashboard', 'ui'])
    visit(join(root, app, 'src'));
  return [...palettes];
}

test('every colour palette a recipe or an app names is in the system (trimmed to the used ones)', () => {
  const named = new Set(palettesTheAppsName());
  const { recipes = {}, slotRecipes = {} } = system._config.theme ?? {};
  for (const [key, value] of stringsOf({ ...recipes, ...slotRecipes })) {
    if (key === 'colorPalette' && value !== 'colorPalette') named.add(value);
    const palette = PALETTE_SHADE.exec(value)?.[1];
    if (palette && CHAKRA_PALETTES.has(palette)) named.add(palette);
  }
  expect([...named]).toEqual(expect.arrayContaining(['brand', 'red', 'orange', 'green', 'blue']));
  const missing = [...named].filter((palette) => !system.tokens.getByName(`colors.${palette}.500`));
  expect(missing).toEqual([]);
  expect(system.tokens.getByName('colors.pink.500')).toBeUndefined();
});

test('every colour token resolves (no reference to a palette that was left out)', () => {
  const unresolved = system.tokens.allTokens
    .filter((token) => token.extensions.category === 'colors')
    .filter((token) => String(token.value).includes('{'))
    .map((token) => token.name);
  expect(unresolved).toEqual([]);
});

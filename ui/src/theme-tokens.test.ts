import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as chakraTheme from '@chakra-ui/react/theme';
import {
  CHAKRA_VERSION,
  cssVarsPrefix,
  cssVarsRoot,
  PALETTES,
  semanticTokens,
  tokens,
} from './theme-tokens';

const chakraDir = dirname(require.resolve('@chakra-ui/react/package.json'));
const chakraVersion: unknown = JSON.parse(
  readFileSync(join(chakraDir, 'package.json'), 'utf8'),
).version;

/** Chakra's palettes: the colour groups with semantic tokens of their own (`gray.solid`). */
const chakraPalettes = Object.keys(chakraTheme.semanticTokens.colors).filter(
  (name) => name in chakraTheme.tokens.colors,
);
const palettes: readonly string[] = PALETTES;
const withUsedColors = <Definition extends { colors: object }>(definition: Definition) => ({
  ...definition,
  colors: Object.fromEntries(
    Object.entries(definition.colors).filter(
      ([name]) => !chakraPalettes.includes(name) || palettes.includes(name),
    ),
  ),
});

test("is the installed Chakra's default tokens with the used palettes (else run ui/scripts/copy-chakra-tokens.mjs)", () => {
  expect(CHAKRA_VERSION).toBe(chakraVersion);
  expect({ cssVarsPrefix, cssVarsRoot }).toEqual({
    cssVarsPrefix: chakraTheme.cssVarsPrefix,
    cssVarsRoot: chakraTheme.cssVarsRoot,
  });
  expect(tokens).toEqual(withUsedColors(chakraTheme.tokens));
  expect(semanticTokens).toEqual(withUsedColors(chakraTheme.semanticTokens));
  expect(Object.keys(tokens.colors ?? {})).toEqual(
    expect.arrayContaining(['black', 'white', 'whiteAlpha', 'blackAlpha', ...PALETTES]),
  );
  expect(Object.keys(tokens.colors ?? {})).not.toContain('pink');
});

/**
 * What Chakra's theme module builds itself, as the apps' builds load it (its ES module): the tokens,
 * and the default theme with every recipe. `recipes` and `slotRecipes` are every recipe too.
 */
function namesThatBringTheDefaultTheme(): string[] {
  const source = readFileSync(join(chakraDir, 'dist/esm/theme/index.js'), 'utf8');
  const own = [...source.matchAll(/^const (\w+) =/gm)].map(([, name]) => name ?? '');
  return [...own, 'recipes', 'slotRecipes'];
}

/** The names ui's code imports from `@chakra-ui/react/theme`. */
function namesUiImportsFromTheme(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(__dirname, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
    const source = readFileSync(join(__dirname, file), 'utf8');
    for (const [, clause] of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme'/g,
    ))
      for (const part of (clause ?? '').split(','))
        names.push(part.trim().split(/\s+as\s+/)[0] ?? '');
  }
  return names.filter(Boolean);
}

test("ui imports from Chakra's theme module only what it re-exports, so the build skips the module", () => {
  const forbidden = namesThatBringTheDefaultTheme();
  // When Chakra defines its tokens in a module of their own, import them and drop the copy.
  expect(forbidden).toEqual(
    expect.arrayContaining(['tokens', 'semanticTokens', 'defaultThemeConfig']),
  );
  const imported = namesUiImportsFromTheme();
  expect(imported).toEqual(expect.arrayContaining(['buttonRecipe', 'globalCss']));
  expect(imported.filter((name) => forbidden.includes(name))).toEqual([]);
});

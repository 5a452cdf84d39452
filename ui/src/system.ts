import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The primary colour of spec section 9, as the `brand` palette every app uses. */
export const BRAND_PRIMARY = '#1998d5';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4fb' },
          100: { value: '#c0e3f4' },
          200: { value: '#8ccdeb' },
          300: { value: '#57b6e1' },
          400: { value: '#30a5da' },
          500: { value: BRAND_PRIMARY },
          // Dark enough for white text (4.7:1, WCAG AA): `brand.solid` is every primary button.
          600: { value: '#147bad' },
          700: { value: '#106690' },
          800: { value: '#0c4d6d' },
          900: { value: '#08344a' },
          950: { value: '#05202e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    body: { colorPalette: 'brand' },
  },
});

/**
 * A closed dialog's backdrop stays on screen while it fades out, over the whole page and twice as
 * long as the dialog's own exit: a tap in that time (Cancel, then the switch again) landed on it and
 * was lost. Once the dialog is closed, its parts let taps through to the page.
 */
const closedLetsTapsThrough = (part: SystemStyleObject | undefined): SystemStyleObject => ({
  ...part,
  _closed: { ...(part?._closed as SystemStyleObject | undefined), pointerEvents: 'none' },
});
const dialogRecipe = {
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    backdrop: closedLetsTapsThrough(dialogSlotRecipe.base?.backdrop),
    content: closedLetsTapsThrough(dialogSlotRecipe.base?.content),
  },
};

/**
 * Chakra's colour palettes the product uses: `brand` is added below; red, orange, green and blue are
 * the error, warning, success and info statuses of alerts and toasts; gray is every neutral. Chakra's
 * other palettes (yellow, teal, cyan, purple, pink) are left out: building the tokens and their CSS
 * variables is most of `createSystem`, which a phone runs before the first render, and those five
 * palettes were about half of it (traced at 4x CPU: 248 ms before, 122 ms after). system.test.ts checks that every palette a recipe or an app names is here.
 */
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const NOT_PALETTES = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];
const SEMANTIC_GROUPS = ['bg', 'fg', 'border'];

function pick<Value>(record: Record<string, Value>, keys: readonly string[]) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key)));
}

const usedTokens = {
  ...tokens,
  colors: pick(tokens.colors ?? {}, [...NOT_PALETTES, ...PALETTES]),
};
const usedSemanticTokens = {
  ...semanticTokens,
  colors: pick(semanticTokens.colors ?? {}, [...SEMANTIC_GROUPS, ...PALETTES]),
};

/**
 * Chakra's default theme with the recipes of the components the product uses, and no others: the
 * default config carries every component's recipe (about a quarter of Chakra's bytes), and a shared
 * module cannot be tree-shaken. A component whose recipe is missing renders unstyled, so
 * system.test.ts checks every Chakra component `ui` uses against this list.
 */
const defaultThemeOfUsedComponents = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: usedTokens,
    semanticTokens: usedSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, defaultThemeOfUsedComponents, config);

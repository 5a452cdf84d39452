import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
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
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from './theme-tokens';

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
        // Error text on white at 4.8:1 (WCAG AA): Chakra's red.500 gives 3.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
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
/**
 * prefers-reduced-motion: a part without animation or transition (a modal or toast appears and
 * leaves without sliding, scaling or fading). Repeated under the open and closed states, whose
 * animations would otherwise win on specificity.
 */
const NO_MOTION = { animation: 'none', transition: 'none' } as const;
const withoutMotionWhenReduced = (part: SystemStyleObject | undefined): SystemStyleObject => ({
  ...part,
  _motionReduce: { ...NO_MOTION, _open: NO_MOTION, _closed: NO_MOTION },
});
/**
 * On a touch screen every control is at least 44 x 44 px (WCAG 2.5.5), while a mouse keeps Chakra's
 * denser sizes. A minimum, so a size variant's height or width below it is lifted, not replaced.
 */
const TOUCH_TARGET = { minH: '11', minW: '11' } as const;
/** A touch screen: the mobile app's webview, a phone's or tablet's browser. */
const TOUCH = '@media (pointer: coarse)';
const withTouchTarget = (
  part: SystemStyleObject | undefined,
  target: SystemStyleObject = TOUCH_TARGET,
): SystemStyleObject => ({ ...part, [TOUCH]: target });
const touchRecipe = <Recipe extends { base?: SystemStyleObject }>(recipe: Recipe): Recipe => ({
  ...recipe,
  base: withTouchTarget(recipe.base),
});
type SlotBase = Record<string, SystemStyleObject> | undefined;
const touchSlots = <Recipe extends { base?: SlotBase }>(
  recipe: Recipe,
  slots: Record<string, SystemStyleObject>,
): Recipe => ({
  ...recipe,
  base: {
    ...recipe.base,
    ...Object.fromEntries(
      Object.entries(slots).map(([slot, target]) => [
        slot,
        withTouchTarget(recipe.base?.[slot], target),
      ]),
    ),
  },
});
// A box control's label (checkbox, switch, radio) is its target: centred in the 44 px when bare.
// An input is as wide as its layout makes it: only its height grows.
const withTouchInput = <Recipe extends { base?: SystemStyleObject }>(recipe: Recipe): Recipe => ({
  ...recipe,
  base: withTouchTarget(recipe.base, { minH: '11' }),
});
const LABELLED_CONTROL = { ...TOUCH_TARGET, justifyContent: 'center' } as const;

const dialogRecipe = {
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    backdrop: withoutMotionWhenReduced(closedLetsTapsThrough(dialogSlotRecipe.base?.backdrop)),
    content: withoutMotionWhenReduced(closedLetsTapsThrough(dialogSlotRecipe.base?.content)),
  },
};
/** prefers-reduced-motion: a loading placeholder stays still; its pulse or shine is decoration. */
const skeletonRecipeStillWhenReduced = {
  ...skeletonRecipe,
  variants: {
    ...skeletonRecipe.variants,
    variant: {
      ...skeletonRecipe.variants?.variant,
      pulse: withoutMotionWhenReduced(skeletonRecipe.variants?.variant?.pulse),
      shine: withoutMotionWhenReduced(skeletonRecipe.variants?.variant?.shine),
    },
  },
};
const toastRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, root: withoutMotionWhenReduced(toastSlotRecipe.base?.root) },
};

/**
 * Spec section 9's breakpoints as the theme's: `sm` is the tablet (530), `lg` the desktop (992),
 * `xl` the desktop XL (1129). `md` stays Chakra's, a step inside the tablet range.
 */
const SPEC_BREAKPOINTS = {
  sm: '530px',
  md: '768px',
  lg: '992px',
  xl: '1129px',
  '2xl': '1536px',
};

/**
 * Chakra's default theme with the recipes of the components the product uses, and no others: the
 * default config carries every component's recipe (about a quarter of Chakra's bytes), and a shared
 * module cannot be tree-shaken. A component whose recipe is missing renders unstyled, so
 * system.test.ts checks every Chakra component `ui` uses against this list.
 *
 * What comes from `@chakra-ui/react/theme` is only what that module re-exports from Chakra's other
 * modules (a recipe, the global CSS, the keyframes...), so the build skips the module itself, which
 * builds the whole default theme when it loads. The tokens it defines come from theme-tokens.ts, a
 * copy with only the palettes the product uses; theme-tokens.test.ts checks both.
 */
const defaultThemeOfUsedComponents = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: { ...breakpoints, ...SPEC_BREAKPOINTS },
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: touchRecipe(buttonRecipe),
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: withTouchInput(inputRecipe),
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipeStillWhenReduced,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: touchSlots(checkboxSlotRecipe, { root: LABELLED_CONTROL }),
      dialog: dialogRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: touchSlots(nativeSelectSlotRecipe, { field: { minH: '11' } }),
      radioGroup: touchSlots(radioGroupSlotRecipe, { item: LABELLED_CONTROL }),
      table: tableSlotRecipe,
      tabs: touchSlots(tabsSlotRecipe, { trigger: TOUCH_TARGET }),
      toast: toastRecipe,
    },
  },
});

let built: SystemContext | undefined;

/**
 * The theme's system, built on first use (the page's first render): building it is the heaviest
 * part of Chakra's start, and there it is a task of its own instead of a part of the long task
 * that evaluates this package.
 */
export const uiSystem = (): SystemContext =>
  (built ??= createSystem(defaultBaseConfig, defaultThemeOfUsedComponents, config));

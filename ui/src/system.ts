import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);

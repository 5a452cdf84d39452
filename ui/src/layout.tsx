import { Box, Stack, type BoxProps, type StackProps } from '@chakra-ui/react';

/**
 * The side padding of every page, from the theme's spacing scale: 16 px on a phone, 24 px from a
 * tablet up (spec section 9's breakpoints are the theme's, see system.ts).
 */
export const PAGE_GUTTER = { base: '4', sm: '6' } as const;

/** The widest a page's content grows: past it the page is centred. */
export const PAGE_MAX_WIDTH = '1280px';

/**
 * The one page container: the gutter on both sides and the maximum width, so that no page of any
 * app touches the screen's edge. The host wraps every route in it (web and webview); vertical
 * padding is the layout's own (a webview page starts with its own header).
 */
export function PageContainer(props: BoxProps) {
  return <Box width="full" maxW={PAGE_MAX_WIDTH} mx="auto" px={PAGE_GUTTER} {...props} />;
}

/** The space between a page's sections: tighter on a phone. */
export const PAGE_GAP = { base: '5', lg: '6' } as const;

/** A page's sections, one under the other, with the page's rhythm. */
export function PageStack(props: StackProps) {
  return <Stack gap={PAGE_GAP} minW="0" {...props} />;
}

/** One section of a page: its heading and content, closer together than the sections are. */
export function PageSection(props: StackProps) {
  return <Stack as="section" gap="3" minW="0" {...props} />;
}

/**
 * A control drawn outside the theme's recipes (a link on a line of its own, a native input): a 44
 * x 44 px tap target on a touch screen, as the recipes' controls are (system.ts).
 */
export const TOUCH_TARGET_STYLE = {
  '@media (pointer: coarse)': { minHeight: '44px', minWidth: '44px' },
} as const;

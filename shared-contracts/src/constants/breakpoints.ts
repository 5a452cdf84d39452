/** Viewport breakpoints in px (spec section 9). Mobile and tablet count as mobile. */
export const BREAKPOINTS = {
  /** mobile: width <= 529 */
  mobileMax: 529,
  /** tablet: 530..991 */
  tabletMin: 530,
  tabletMax: 991,
  /** desktop: 992..1128 */
  desktopMin: 992,
  desktopMax: 1128,
  /** desktop XL: >= 1129 */
  desktopXLMin: 1129,
} as const;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop' | 'desktopXL';

/** Resize handling is throttled at this interval. */
export const RESIZE_THROTTLE_MS = 200;

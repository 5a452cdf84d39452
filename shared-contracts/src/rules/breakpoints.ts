import { BREAKPOINTS } from '../constants/breakpoints';
import type { Breakpoint } from '../constants/breakpoints';

/** mobile <= 529, tablet 530–991, desktop 992–1128, desktopXL >= 1129. */
export function classifyWidth(width: number): Breakpoint {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  if (width <= BREAKPOINTS.desktopMax) return 'desktop';
  return 'desktopXL';
}

/** Mobile and tablet count as mobile. */
export function isMobileBreakpoint(breakpoint: Breakpoint): boolean {
  return breakpoint === 'mobile' || breakpoint === 'tablet';
}

export function isMobileWidth(width: number): boolean {
  return isMobileBreakpoint(classifyWidth(width));
}

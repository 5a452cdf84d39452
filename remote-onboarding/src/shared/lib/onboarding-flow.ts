import type { PageRef } from 'shared-contracts/routing';
import { onboardingPageTarget, type OnboardingPage, type OnboardingStep } from './destinations';

export type { OnboardingPage } from './destinations';

/**
 * Which onboarding flow runs. `onboarding-3-0` on: the introduction is the hub (its summary entries
 * open devices, alert preferences and emergency contacts, which come back to it). Off: the older
 * linear flow that starts with the explainer pages and ends on the introduction.
 */
export type OnboardingFlow = '3.0' | 'classic';

/** The older linear flow, in order. */
export const CLASSIC_FLOW: readonly OnboardingPage[] = [
  'how-vsg-works',
  'events-and-privacy',
  'device-authorization',
  'devices',
  'alert-preferences',
  'emergency-contacts',
  'introduction',
];

/**
 * Pages only the older flow has: with `onboarding-3-0` on, they redirect to the introduction
 * (spec 2.1: an old onboarding path redirects to another flow when the flag is on).
 */
export const OLD_FLOW_PAGES: readonly OnboardingStep[] = [
  'how-vsg-works',
  'events-and-privacy',
  'device-authorization',
];

/** Pages reached from the introduction in the 3.0 flow; Back and Continue return to it. */
const HUB_PAGES: readonly OnboardingPage[] = [
  'devices',
  'alert-preferences',
  'emergency-contacts',
  'professional-monitoring',
  'sos-turn-on',
  'sos-set-up',
  'onboarding-error',
];

export function flowOf(onboarding30: boolean): OnboardingFlow {
  return onboarding30 ? '3.0' : 'classic';
}

export function isOldFlowPage(page: OnboardingPage): boolean {
  return OLD_FLOW_PAGES.some((step) => step === page);
}

/** An onboarding page of a location. */
export function onboardingPage(locationId: string, page: OnboardingPage): PageRef {
  return onboardingPageTarget(page)({ locationId });
}

/** Where a location's onboarding starts: the introduction (3.0) or the first explainer page. */
export function firstPage(flow: OnboardingFlow): OnboardingPage {
  return flow === '3.0' ? 'introduction' : (CLASSIC_FLOW[0] ?? 'introduction');
}

/** The page after `page` once its primary button succeeds. */
export function nextPage(page: OnboardingPage, flow: OnboardingFlow): OnboardingPage {
  if (flow === 'classic') {
    const index = CLASSIC_FLOW.indexOf(page);
    if (index >= 0 && index < CLASSIC_FLOW.length - 1) return CLASSIC_FLOW[index + 1] ?? page;
  }
  return 'introduction';
}

/**
 * Where Back goes from `page`, or null when Back leaves onboarding (the first page), which asks
 * first with the 'Setup Incomplete' warning.
 */
export function previousPage(page: OnboardingPage, flow: OnboardingFlow): OnboardingPage | null {
  if (flow === 'classic') {
    const index = CLASSIC_FLOW.indexOf(page);
    if (index === 0) return null;
    if (index > 0) return CLASSIC_FLOW[index - 1] ?? null;
  }
  if (page === 'introduction') return null;
  return HUB_PAGES.includes(page) || isOldFlowPage(page) ? 'introduction' : null;
}

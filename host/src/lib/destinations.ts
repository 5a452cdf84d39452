import { pageTarget } from 'shared-contracts/routing';

// The remotes' pages the host sends the user to, by remote and route id: the registry gives their
// paths, so the host holds no path of a remote's. A contract test holds each against its remote's
// route table.

export const FREE_TRIAL = pageTarget('onboarding', 'free-trial');
export const UPSELL = pageTarget('onboarding', 'upsell');
export const DASHBOARD = pageTarget('dashboard', 'dashboard');
export const PROFESSIONAL_MONITORING = pageTarget('onboarding', 'professional-monitoring');

export const DESTINATIONS = [FREE_TRIAL, UPSELL, DASHBOARD, PROFESSIONAL_MONITORING];

import { pageTarget } from 'shared-contracts/routing';

// The pages the dashboard sends the user to, by remote and route id: the registry gives their
// paths. A contract test holds each against its remote's route table.

export const DASHBOARD_REMOTE = 'dashboard';

export const UPSELL = pageTarget('onboarding', 'upsell');

export const DESTINATIONS = [UPSELL];

import { pageTarget } from 'shared-contracts/routing';

// Every page the settings link to or send the user to, their own included, by remote and route
// id: the registry gives their paths, so no page of another remote is written here as a path. A
// contract test holds each against its remote's route table.

export const SETTINGS_REMOTE = 'settings';

export const EVENTS_SUMMARY = pageTarget(SETTINGS_REMOTE, 'events-summary');
export const DEVICES = pageTarget(SETTINGS_REMOTE, 'devices');
export const ALERTS = pageTarget(SETTINGS_REMOTE, 'alerts');
export const PRIVATE_GUARD = pageTarget(SETTINGS_REMOTE, 'private-guard');
export const TRIAL_MANAGEMENT = pageTarget(SETTINGS_REMOTE, 'trial-management');
export const TRIAL_BENEFITS = pageTarget(SETTINGS_REMOTE, 'trial-benefits');

export const FREE_TRIAL = pageTarget('onboarding', 'free-trial');
export const FREE_TRIAL_CANCELED = pageTarget('onboarding', 'free-trial-canceled');
export const ONBOARDING_INTRODUCTION = pageTarget('onboarding', 'introduction');
export const DASHBOARD = pageTarget('dashboard', 'dashboard');

export const DESTINATIONS = [
  EVENTS_SUMMARY,
  DEVICES,
  ALERTS,
  PRIVATE_GUARD,
  TRIAL_MANAGEMENT,
  TRIAL_BENEFITS,
  FREE_TRIAL,
  FREE_TRIAL_CANCELED,
  ONBOARDING_INTRODUCTION,
  DASHBOARD,
];

import type { Persona } from '../fixtures/sandbox';
import type { RemoteName } from './servers';

/** One page of a remote's route table, as its dev server renders it for a persona. */
export interface RoutePage {
  path: string;
  persona: Persona;
  /** The page's own top-level heading. */
  heading: string;
  /** Where the route settles when it redirects (default: the path). */
  settlesAt?: string;
}

const setup = (step: string, heading: string): RoutePage => ({
  path: `/onboarding/loc-1003-1${step}`,
  persona: 'onboarding',
  heading,
});

// The classic flow's explainer pages exist only with onboarding-3-0 off (trial-classic).
const classic = (step: string, heading: string): RoutePage => ({
  path: `/onboarding/loc-1013-1/${step}`,
  persona: 'trial-classic',
  heading,
});

/**
 * Every page of each remote's route table (`remote-*\/src/app/route-table.ts`), with a persona whose
 * data and flags open it. e2e/contracts checks that no declared page is missing here.
 */
export const ROUTE_PAGES: Readonly<Record<RemoteName, readonly RoutePage[]>> = {
  // Private Guard is on for loc-1007-1 by a location-domain flag; Trial Management needs an active
  // free trial (trial-active).
  'remote-settings': [
    {
      path: '/locations/loc-1001-1',
      persona: 'owner-complete',
      heading: 'Virtual Security Guard',
      settlesAt: '/locations/loc-1001-1/events-summary',
    },
    {
      path: '/locations/loc-1001-1/events-summary',
      persona: 'owner-complete',
      heading: 'Virtual Security Guard',
    },
    {
      path: '/locations/loc-1001-1/devices',
      persona: 'owner-complete',
      heading: 'Authorized Devices',
    },
    {
      path: '/locations/loc-1001-1/alerts',
      persona: 'owner-complete',
      heading: 'Alert Preferences',
    },
    {
      path: '/locations/loc-1007-1/private-guard',
      persona: 'multi-location',
      heading: 'Private Guard',
    },
    {
      path: '/locations/loc-1008-1/trial-management',
      persona: 'trial-active',
      heading: 'Trial Management',
    },
    {
      path: '/locations/loc-1008-1/trial-management/benefits',
      persona: 'trial-active',
      heading: 'Trial Benefits',
    },
  ],
  // The persona onboarding has allow-sos-support (the SOS pages) and onboarding-3-0.
  'remote-onboarding': [
    { path: '/onboarding', persona: 'onboarding', heading: 'Choose a Location' },
    setup('', 'Virtual Security Guard'),
    setup('/devices', 'Enrolled Devices'),
    setup('/alert-preferences', 'Alert Preferences'),
    setup('/emergency-contacts', 'Emergency Contacts'),
    setup('/professional-monitoring', 'Professional Monitoring'),
    setup('/sos-turn-on', 'Turn On SOS'),
    setup('/sos-set-up', 'Set Up SOS'),
    setup('/setup-complete', 'Setup Complete'),
    setup('/onboarding-error', 'Setup Failed'),
    setup('/practice-mode', 'Alarm Practice'),
    classic('how-vsg-works', 'How VSG Works'),
    classic('events-and-privacy', 'Events and Privacy'),
    classic('device-authorization', 'Device Authorization'),
    {
      path: '/locations/loc-1002-1/free-trial',
      persona: 'trial-available',
      heading: 'Try Virtual Security Guard free',
    },
    {
      path: '/free-trial-canceled',
      persona: 'onboarding',
      heading: 'Your free trial has been canceled',
    },
    {
      path: '/video-monitoring/experience-more',
      persona: 'onboarding',
      heading: 'Experience more with Virtual Security Guard',
    },
  ],
  // /dashboard is behind next-dashboard-smb-customers, which smb-owner has.
  'remote-dashboard': [{ path: '/dashboard', persona: 'smb-owner', heading: 'Dashboard' }],
};

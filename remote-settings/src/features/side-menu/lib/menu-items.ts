import { PATHS, type ExternalPage } from 'shared-contracts';

export const SIDE_MENU_TITLE = 'Virtual Security Guard Settings';

export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; page: ExternalPage };

export interface MenuItem {
  key:
    | 'dashboard'
    | 'devices'
    | 'watch-zones'
    | 'emergency-contacts'
    | 'private-guard'
    | 'alerts'
    | 'trial-management'
    | 'location-overview';
  label: string;
  description?: string;
  target: MenuTarget;
}

export interface MenuInput {
  locationId: string;
  isOwner: boolean;
  /** The free trial is active and the user is the owner. */
  canManageTrial: boolean;
  /** next-video-monitoring-zones */
  watchZones: boolean;
  /** next-private-guard */
  privateGuard: boolean;
  /** next-location-overview */
  locationOverview: boolean;
}

/** The items of the 'Virtual Security Guard Settings' menu and their rules (spec section 2.3). */
export function settingsMenuItems(input: MenuInput): MenuItem[] {
  const { locationId } = input;
  const items: (MenuItem | false)[] = [
    {
      key: 'dashboard',
      label: 'Dashboard',
      description: 'A Summary of your Events',
      target: { kind: 'route', to: PATHS.eventsSummary(locationId) },
    },
    {
      key: 'devices',
      label: input.watchZones ? 'Monitored Cameras' : 'Authorized Devices',
      target: { kind: 'route', to: PATHS.devices(locationId) },
    },
    input.watchZones &&
      input.isOwner && {
        key: 'watch-zones',
        label: 'Watch Zones',
        target: { kind: 'external', page: 'watchZones' },
      },
    {
      key: 'emergency-contacts',
      label: 'Emergency Contacts',
      target: { kind: 'external', page: 'contacts' },
    },
    input.privateGuard && {
      key: 'private-guard',
      label: 'Private Guard',
      target: { kind: 'route', to: PATHS.settingsPage(locationId, 'private-guard') },
    },
    {
      key: 'alerts',
      label: 'Alert Preferences',
      target: { kind: 'route', to: PATHS.settingsPage(locationId, 'alerts') },
    },
    input.canManageTrial && {
      key: 'trial-management',
      label: 'Trial Management',
      target: { kind: 'route', to: PATHS.settingsPage(locationId, 'trial-management') },
    },
    input.locationOverview && {
      key: 'location-overview',
      label: 'Location Overview',
      target: { kind: 'route', to: PATHS.dashboard },
    },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

import type { ExternalPage } from 'shared-contracts/platform';
import { PATHS } from 'shared-contracts/registry';

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
  /** next-location-overview: the item's own flag (its page may need another). */
  locationOverview: boolean;
  /**
   * Whether the page at a path is on, as the registry declares it (`Platform.isPageOn`): the
   * registry's page flags decide, so Private Guard follows `next-private-guard` from there.
   */
  isPageOn: (path: string) => boolean;
}

/**
 * The items of the 'Virtual Security Guard Settings' menu and their rules (spec section 2.3). An
 * item never leads to a page that is off: a route item shows only while its page is on.
 */
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
    {
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
  return items.filter(
    (item): item is MenuItem =>
      item !== false && (item.target.kind !== 'route' || input.isPageOn(item.target.to)),
  );
}

import type { ExternalPage } from 'shared-contracts/platform';
import type { PageRef } from 'shared-contracts/routing';
import {
  ALERTS,
  DASHBOARD,
  DEVICES,
  EVENTS_SUMMARY,
  PRIVATE_GUARD,
  TRIAL_MANAGEMENT,
} from '../../../shared/lib/destinations';

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
  /** The path of a page by its remote and route id, as the registry places it (`Platform.pagePath`). */
  pathOf: (page: PageRef) => string | null;
}

/**
 * The items of the 'Virtual Security Guard Settings' menu and their rules (spec section 2.3). An
 * item never leads to a page that is off: a route item shows only while its page is on.
 */
export function settingsMenuItems(input: MenuInput): MenuItem[] {
  const { locationId } = input;
  const params = { locationId };
  // A page the registry does not place (its remote not released) has no item.
  const route = (page: PageRef): MenuTarget | null => {
    const to = input.pathOf(page);
    return to === null ? null : { kind: 'route', to };
  };
  const items: ((Omit<MenuItem, 'target'> & { target: MenuTarget | null }) | false)[] = [
    {
      key: 'dashboard',
      label: 'Dashboard',
      description: 'A Summary of your Events',
      target: route(EVENTS_SUMMARY(params)),
    },
    {
      key: 'devices',
      label: input.watchZones ? 'Monitored Cameras' : 'Authorized Devices',
      target: route(DEVICES(params)),
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
      target: route(PRIVATE_GUARD(params)),
    },
    {
      key: 'alerts',
      label: 'Alert Preferences',
      target: route(ALERTS(params)),
    },
    input.canManageTrial && {
      key: 'trial-management',
      label: 'Trial Management',
      target: route(TRIAL_MANAGEMENT(params)),
    },
    input.locationOverview && {
      key: 'location-overview',
      label: 'Location Overview',
      target: route(DASHBOARD()),
    },
  ];
  return items.flatMap((item) =>
    item !== false &&
    item.target !== null &&
    (item.target.kind !== 'route' || input.isPageOn(item.target.to))
      ? [{ ...item, target: item.target }]
      : [],
  );
}

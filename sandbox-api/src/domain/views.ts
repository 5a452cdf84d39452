// Wire views of stored records: what the routes answer.
import { countResolved } from '../events/event-queries';
import type { DeviceRecord, LocationRecord } from '../state/model';
import type { Store } from '../state/store';
import type { Device, Location, PreferencesResponse, StatusReason } from '../types/wire';
import { locationStatus, statusReasons } from './location-status';
import { HISTORY_DAYS } from '../events/event-generator';
import { SECONDS_PER_DAY, startOfUtcDay } from './time';

/** Start of the event window the overages count uses: the billing cycle, else the history window. */
export function cycleStart(location: LocationRecord, nowSeconds: number): number {
  return (
    location.subscription?.entitlements.overages_start_at ??
    startOfUtcDay(nowSeconds) - HISTORY_DAYS * SECONDS_PER_DAY
  );
}

export function reasonsFor(store: Store, location: LocationRecord): StatusReason[] {
  const now = store.nowSeconds();
  const events = store.events.forLocation(location, now);
  const resolved = countResolved(events, cycleStart(location, now), now);
  return statusReasons(location, store.devicesAt(location.locationId), resolved);
}

export function toWireLocation(store: Store, location: LocationRecord, viewerId: number): Location {
  return {
    locationId: location.locationId,
    locationName: location.locationName,
    ownerId: location.ownerId,
    isOwner: location.ownerId === viewerId,
    onboardStatus: location.onboardStatus,
    monitoring: locationStatus(location, reasonsFor(store, location)).monitoring,
    address: { ...location.address },
  };
}

export function toWireDevice(device: DeviceRecord): Device {
  return {
    ...device,
    metadata: { ...device.metadata },
    value: device.starkEnrolled,
  };
}

export function preferencesResponse(location: LocationRecord): PreferencesResponse {
  return {
    contacts: location.contacts,
    alertPreferences: location.alertPreferences,
    preferences: location.preferences,
  };
}

import type { EmergencyContact } from '../entities/contact';
import type { Device } from '../entities/device';
import type { Event, EventSummary, EventsPage, Timeseries } from '../entities/event';
import type { PrivateGuard } from '../entities/guard';
import type { CurrentLocation, Location } from '../entities/location';
import type { VsgStatus } from '../entities/monitoring';
import type { Preferences, PreferencesResponse } from '../entities/preferences';
import type { Subscription } from '../entities/subscription';
import type { UserLocationStatus } from '../entities/user-status';
import { toCurrentLocation } from '../rules/location';
import type { EnvironmentConfig } from '../config/platform-config';

/** Deterministic fixture builders: fixed defaults, overridden field by field. */

export const FIXTURE_USER_ID = 1001;
export const FIXTURE_LOCATION_ID = 'loc-1';
/** 2024-01-15T00:00:00Z */
export const FIXTURE_NOW_SECONDS = 1_705_276_800;

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    locationId: FIXTURE_LOCATION_ID,
    locationName: 'Main House',
    ownerId: FIXTURE_USER_ID,
    isOwner: true,
    onboardStatus: 'complete',
    monitoring: 'ACTIVE',
    address: {
      address1: '1 Main St',
      address2: 'Unit 2',
      city: 'Springfield',
      state: 'CA',
      zipCode: '90001',
    },
    ...overrides,
  };
}

export function buildSubscription(
  overrides: Partial<Omit<Subscription, 'entitlements'>> & {
    entitlements?: Partial<Subscription['entitlements']>;
  } = {},
): Subscription {
  const { entitlements, ...rest } = overrides;
  return {
    freeTrialStatus: 'UNAVAILABLE',
    freeTrialStartedTimestamp: null,
    freeTrialExpirationTimestamp: null,
    tenant: 'residential',
    overageCap: null,
    ...rest,
    entitlements: {
      monitoring: true,
      overages_threshold: 100,
      overages_start_at: FIXTURE_NOW_SECONDS,
      overages_enabled: false,
      ...entitlements,
    },
  };
}

/** A CurrentLocation built from a location and a subscription (null = none). */
export function buildCurrentLocation(
  location: Partial<Location> = {},
  subscription: Subscription | null = buildSubscription(),
): CurrentLocation {
  return toCurrentLocation(buildLocation(location), subscription);
}

export function buildDevice(overrides: Partial<Device> = {}): Device {
  return {
    locationId: FIXTURE_LOCATION_ID,
    doorbotId: 1,
    ownerId: FIXTURE_USER_ID,
    type: 'camera',
    name: 'Front Door',
    metadata: {},
    stark_eligible: true,
    stark_eligible_info: null,
    starkEnrolled: false,
    privacyZonesEnabled: false,
    thirdPartyModel: null,
    ...overrides,
  };
}

export function buildContact(overrides: Partial<EmergencyContact> = {}): EmergencyContact {
  return {
    contactNum: '1',
    countryCode: '+1',
    firstName: 'Jane',
    lastName: 'Doe',
    locale: 'en-US',
    phone: '+12025550123',
    seqNum: 1,
    user_id: FIXTURE_USER_ID,
    ...overrides,
  };
}

export function buildPreferences(overrides: Partial<Preferences> = {}): Preferences {
  return {
    sirenEnabled: true,
    automatedResponsesEnabled: false,
    default: true,
    serviceWorkerSms: false,
    unknownPersonSms: true,
    vsgModeStatusSms: true,
    deliverySms: false,
    onboardingComplete: true,
    onboardingCompleteTime: FIXTURE_NOW_SECONDS,
    ...overrides,
  };
}

export function buildPreferencesResponse(
  overrides: Partial<PreferencesResponse> = {},
): PreferencesResponse {
  return {
    contacts: [buildContact()],
    alertPreferences: {
      '10Phone': ['CONTACT1'],
      '10Sms': ['CONTACT1'],
      '11Phone': ['CONTACT1'],
      '11Sms': ['CONTACT1'],
      '20Sms': ['CONTACT1'],
    },
    preferences: buildPreferences(),
    ...overrides,
  };
}

export function buildGuard(overrides: Partial<PrivateGuard> = {}): PrivateGuard {
  return { agencyName: 'Acme Security', phone: '+12025550199', approved: false, ...overrides };
}

export function buildVsgStatus(overrides: Partial<VsgStatus> = {}): VsgStatus {
  return { status: 'ACTIVE', monitoring: 'ACTIVE', details: { reasons: [] }, ...overrides };
}

export function buildUserLocationStatus(
  overrides: Partial<UserLocationStatus> = {},
): UserLocationStatus {
  return {
    locationId: FIXTURE_LOCATION_ID,
    eligible: true,
    monitoring: true,
    monitoringReason: 'ACTIVE',
    eligibilityReason: 'VSG_MONITORING_ELIGIBLE',
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<Event> = {}): Event {
  return {
    resolution_type: 'Passerby',
    timestamp: FIXTURE_NOW_SECONDS,
    location_id: FIXTURE_LOCATION_ID,
    locationName: 'Main House',
    ...overrides,
  };
}

export function buildEventsPage(overrides: Partial<EventsPage> = {}): EventsPage {
  const items = overrides.items ?? [buildEvent()];
  return { items, count: items.length, nextToken: null, ...overrides };
}

export function buildEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    resolvedEvents: {
      count: 6,
      resolutionTypes: [
        { resolutionType: 'Passerby', count: 3 },
        { resolutionType: 'UnknownPerson', count: 2 },
        { resolutionType: 'RequireAttention', count: 1 },
      ],
    },
    guardReviewed: { count: 4, percentage: 40 },
    ...overrides,
  };
}

export function buildTimeseries(
  points: { startTime: number; count: number }[] = [{ startTime: FIXTURE_NOW_SECONDS, count: 2 }],
): Timeseries {
  return {
    items: [{ timeseries: points }],
    count: points.reduce((sum, point) => sum + point.count, 0),
  };
}

/**
 * An environment's configuration (Platform.config) with test-only values. The free trial video is on
 * the media origin, as the configuration's schema requires, also when `mediaOrigin` is given.
 */
export function buildEnvironmentConfig(
  overrides: Partial<EnvironmentConfig> = {},
): EnvironmentConfig {
  const mediaOrigin = overrides.mediaOrigin ?? 'https://media.config.example.test';
  return {
    customerServicePhone: '1-800-555-0199',
    supportEmail: 'support@config.example.test',
    mediaOrigin,
    freeTrialVideoUrl: `${mediaOrigin}/overview.mp4`,
    freeTrialFaqUrl: 'https://help.config.example.test/faq',
    freeTrialTermsUrl: 'https://legal.config.example.test/terms',
    telemetryEndpoint: '/telemetry/v1/logs',
    ...overrides,
  };
}

import type { FlagDomain } from '../entities/session';
import type { WireResolutionType } from '../entities/event';
import { guardQueryKey } from '../api/guard';

/**
 * Query keys, defined once. Hierarchical arrays: invalidating a prefix (e.g. `['devices', userId]`)
 * reaches every location below it.
 */
export const queryKeys = {
  session: () => ['session'] as const,
  featureFlags: (domain: FlagDomain, principal: string | number) =>
    ['feature-flags', domain, String(principal)] as const,
  locations: (userId: number) => ['locations', userId] as const,
  subscription: (ownerId: number, locationId: string) =>
    ['subscription', ownerId, locationId] as const,
  devices: (userId: number, locationId: string) => ['devices', userId, locationId] as const,
  preferences: (userId: number, locationId: string) => ['preferences', userId, locationId] as const,
  contacts: (userId: number, locationId: string) => ['contacts', userId, locationId] as const,
  monitoringStatus: (userId: number, locationId: string) =>
    ['monitoring-status', userId, locationId] as const,
  vsgStatus: (userId: number, locationId: string) => ['vsg-status', userId, locationId] as const,
  vsgState: (userId: number, locationId: string) => ['vsg-state', userId, locationId] as const,
  userStatus: (userId: number) => ['user-status', userId] as const,
  // Endpoints in one file (ADR 0015) define their key there.
  guard: guardQueryKey,
  eventSummary: (userId: number, locationId: string) =>
    ['event-summary', userId, locationId] as const,
  eventHistory: (
    userId: number,
    filters: { locationId?: string; resolutionTypes?: readonly WireResolutionType[] } = {},
  ) =>
    [
      'event-history',
      userId,
      { locationId: filters.locationId ?? null, resolutionTypes: filters.resolutionTypes ?? [] },
    ] as const,
  /** The event history of several owners, merged (dashboard). */
  ownersEventHistory: (
    ownerIds: readonly number[],
    filters: { locationId?: string; resolutionTypes?: readonly WireResolutionType[] } = {},
  ) =>
    [
      'event-history',
      'owners',
      [...ownerIds],
      { locationId: filters.locationId ?? null, resolutionTypes: filters.resolutionTypes ?? [] },
    ] as const,
  eventTimeseries: (
    userIds: readonly (number | string | null | undefined)[],
    filters: { locationId?: string; resolutionTypes?: readonly WireResolutionType[] } = {},
  ) =>
    [
      'event-timeseries',
      [...userIds],
      { locationId: filters.locationId ?? null, resolutionTypes: filters.resolutionTypes ?? [] },
    ] as const,
};

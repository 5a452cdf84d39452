import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { ownedLocationsVisible, requireLocation, sessionOf, toId } from '../auth/access';
import { SECONDS_PER_DAY, normalizeUnixSeconds, startOfUtcDay } from '../domain/time';
import { cycleStart } from '../domain/views';
import { HISTORY_DAYS } from '../events/event-generator';
import { dailySeries, decodeNextToken, historyPage, summarize } from '../events/event-queries';
import { HttpError } from '../http/http-error';
import { digits, locationIdSchema, locationParamsSchema, userParamsSchema } from '../http/schemas';
import type { LocationParams, UserParams } from '../http/schemas';
import type { LocationRecord, SessionRecord } from '../state/model';
import type { Store } from '../state/store';
import { RESOLUTION_TYPES } from '../types/wire';
import type { WireResolutionType } from '../types/wire';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
/** Oldest start accepted for a time series, in days. */
const MAX_SERIES_DAYS = 400;

const typesSchema = {
  type: ['string', 'array'],
  maxLength: 500,
  items: { type: 'string', maxLength: 50 },
} as const;

interface HistoryQuery {
  startTime?: string;
  limit?: string;
  locationId?: string;
  nextToken?: string;
  resolutionTypes?: string | string[];
}

interface SeriesQuery {
  interval?: 'day';
  startTime?: string;
  locationId?: string;
  resolutionTypes?: string | string[];
}

/** `A,B` or repeated parameters; null (every type) when absent or empty. */
function parseTypes(value: string | string[] | undefined): Set<WireResolutionType> | null {
  const names = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((part) => part.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return null;
  const known = new Set<string>(RESOLUTION_TYPES);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      `querystring.resolutionTypes has unknown types: ${unknown.join(', ')} (allowed: ${RESOLUTION_TYPES.join(', ')})`,
    );
  }
  return new Set(names as WireResolutionType[]);
}

function defaultStart(nowSeconds: number): number {
  return startOfUtcDay(nowSeconds) - HISTORY_DAYS * SECONDS_PER_DAY;
}

/** The path user's owned locations visible to the session user, or the one asked for. */
function scopedLocations(
  store: Store,
  session: SessionRecord,
  userId: number,
  locationId: string | undefined,
): LocationRecord[] {
  const locations = ownedLocationsVisible(store, session, userId);
  if (locationId === undefined) return locations;
  const location = locations.find((candidate) => candidate.locationId === locationId);
  if (!location) throw new HttpError(404, `Location ${locationId} not found for user ${userId}`);
  return [location];
}

export function registerEventRoutes(api: FastifyInstance): void {
  api.get<{ Params: UserParams; Querystring: HistoryQuery }>(
    '/neighbors/:userId/events/history',
    {
      schema: {
        params: userParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            startTime: digits,
            limit: digits,
            locationId: locationIdSchema,
            nextToken: { type: 'string', minLength: 1, maxLength: 400 },
            resolutionTypes: typesSchema,
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const query = request.query;
      const now = store.nowSeconds();
      const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
      if (limit < 1 || limit > MAX_LIMIT) {
        throw new HttpError(400, `querystring.limit must be between 1 and ${MAX_LIMIT}`);
      }
      const cursor = query.nextToken === undefined ? null : decodeNextToken(query.nextToken);
      if (query.nextToken !== undefined && !cursor) {
        throw new HttpError(400, 'querystring.nextToken is not a token this service issued');
      }
      const types = parseTypes(query.resolutionTypes);
      const locations = scopedLocations(
        store,
        session,
        toId(request.params.userId),
        query.locationId,
      );
      const startTime =
        query.startTime === undefined
          ? defaultStart(now)
          : normalizeUnixSeconds(Number(query.startTime));
      const names = new Map(
        locations.map((location) => [location.locationId, location.locationName]),
      );
      return historyPage(
        store.events.forLocations(locations, now),
        { startTime, now, limit, types, cursor },
        (locationId) => names.get(locationId) ?? '',
      );
    },
  );

  api.get<{ Params: LocationParams; Querystring: { startTime?: string } }>(
    '/neighbors/:userId/locations/:locationId/events/summary',
    {
      schema: {
        params: locationParamsSchema,
        querystring: { type: 'object', properties: { startTime: digits } },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
      const now = store.nowSeconds();
      const since =
        request.query.startTime === undefined
          ? cycleStart(location, now)
          : normalizeUnixSeconds(Number(request.query.startTime));
      return summarize(store.events.forLocation(location, now), since, now);
    },
  );

  api.get<{ Params: UserParams; Querystring: SeriesQuery }>(
    '/neighbors/:userId/events/timeseries',
    {
      schema: {
        params: userParamsSchema,
        querystring: {
          type: 'object',
          properties: {
            interval: { type: 'string', enum: ['day'] },
            startTime: digits,
            locationId: locationIdSchema,
            resolutionTypes: typesSchema,
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const query = request.query;
      const now = store.nowSeconds();
      const types = parseTypes(query.resolutionTypes);
      const locations = scopedLocations(
        store,
        session,
        toId(request.params.userId),
        query.locationId,
      );
      const lastDays = startOfUtcDay(now) - (HISTORY_DAYS - 1) * SECONDS_PER_DAY;
      const startTime =
        query.startTime === undefined ? lastDays : normalizeUnixSeconds(Number(query.startTime));
      if (startTime < now - MAX_SERIES_DAYS * SECONDS_PER_DAY) {
        throw new HttpError(
          400,
          `querystring.startTime must be within the last ${MAX_SERIES_DAYS} days`,
        );
      }
      return dailySeries(store.events.forLocations(locations, now), startTime, now, types);
    },
  );
}

// Test-only endpoints under /__test (disabled with SANDBOX_TEST_ENDPOINTS=off): reset, sign-in
// without the page, fault injection, stats and state inspection, re-scaling, changing records.
import type { FastifyPluginAsync } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { setSessionCookie } from '../auth/session-cookie';
import type { FaultSpec } from '../faults/fault-registry';
import { HttpError } from '../http/http-error';
import { userParamsSchema } from '../http/schemas';
import type { UserParams } from '../http/schemas';
import { SCALABLE_PERSONAS } from '../seed/personas';
import { MONITORING_STATUSES } from '../types/wire';
import type { FreeTrialStatus, MonitoringStatus, OnboardStatus } from '../types/wire';
import type { PersonaId } from '../state/model';

/** Locations listed per persona by GET /__test/personas (the rest are counted). */
const LISTED_LOCATIONS = 20;
const MAX_SCALE = 50_000;
const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'];

interface LocationPatch {
  onboardStatus?: OnboardStatus;
  authorized?: boolean;
  monitoringStatus?: MonitoringStatus;
  armed?: boolean;
  snoozed?: boolean;
  paused?: boolean;
  monitoringZoneMissing?: boolean;
  guardApproved?: boolean;
  overagesEnabled?: boolean;
  overagesThreshold?: number;
  overageCap?: number | null;
  freeTrialStatus?: FreeTrialStatus;
}

const faultSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    method: { type: 'string', minLength: 1, maxLength: 10 },
    path: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
    times: { type: 'integer', minimum: 1 },
    statuses: {
      type: 'array',
      minItems: 1,
      items: { type: 'integer', minimum: 100, maximum: 599 },
    },
    body: { type: 'object' },
  },
} as const;

/** Neighbor-domain flag names to on (`true`) or answered off (`false`). */
type FlagsPatch = Record<string, boolean>;

const flagsPatchSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: 50,
  propertyNames: { pattern: '^[a-z0-9][a-z0-9-]{0,99}$' },
  additionalProperties: { type: 'boolean' },
} as const;

const locationPatchSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    onboardStatus: { type: 'string', enum: ['complete', 'incomplete'] },
    authorized: { type: 'boolean' },
    monitoringStatus: { type: 'string', enum: [...MONITORING_STATUSES] },
    armed: { type: 'boolean' },
    snoozed: { type: 'boolean' },
    paused: { type: 'boolean' },
    monitoringZoneMissing: { type: 'boolean' },
    guardApproved: { type: 'boolean' },
    overagesEnabled: { type: 'boolean' },
    overagesThreshold: { type: 'integer', minimum: 0 },
    overageCap: { type: ['integer', 'null'], minimum: 0 },
    freeTrialStatus: { type: 'string', enum: ['AVAILABLE', 'ACTIVE', 'UNAVAILABLE'] },
  },
} as const;

/** The `now` of a reset's body, or null for the real clock. */
function frozenClockOf(body: unknown): number | null {
  if (body === undefined || body === null) return null;
  const now: unknown = typeof body === 'object' ? (body as { now?: unknown }).now : undefined;
  if (typeof body !== 'object' || Object.keys(body).some((key) => key !== 'now')) {
    throw new HttpError(400, 'body must be { now?: unix milliseconds }');
  }
  if (now === undefined) return null;
  if (typeof now !== 'number' || !Number.isInteger(now) || now < 0) {
    throw new HttpError(400, 'body.now must be unix milliseconds');
  }
  return now;
}

export const testEndpoints: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Each endpoint acts on the caller's namespace only (its sandbox-namespace cookie).
  // Optional body `{ now }` (unix ms): the clock stops there for this namespace (Store.reset). No
  // schema: Fastify would refuse the bodiless reset every test makes.
  app.post<{ Body: unknown }>('/reset', async (request) => {
    const { store, faults } = sandboxOf(request);
    store.reset(frozenClockOf(request.body));
    faults.clear();
    await store.commit();
    return { reset: true };
  });

  app.post<{ Body: { persona: string } }>(
    '/signin',
    {
      schema: {
        body: {
          type: 'object',
          required: ['persona'],
          additionalProperties: false,
          properties: { persona: { type: 'string', minLength: 1 } },
        },
      },
    },
    async (request, reply) => {
      const { store } = sandboxOf(request);
      const user = store.userByPersona(request.body.persona);
      if (!user) throw new HttpError(404, `Unknown persona ${request.body.persona}`);
      const session = store.createSession(user.userId);
      await store.commit();
      setSessionCookie(reply, session);
      return { user_id: user.userId, csrfToken: session.csrfToken };
    },
  );

  app.get('/personas', async (request) => {
    const { store } = sandboxOf(request);
    return store.allUsers().map((user) => {
      const owned = store.locationsOwnedBy(user.userId);
      const shared = store.locationsSharedWith(user.userId);
      return {
        persona: user.persona,
        userId: user.userId,
        name: `${user.firstName} ${user.lastName}`,
        description: user.description,
        flags: user.flags,
        ownedLocationCount: owned.length,
        ownedLocationIds: owned.slice(0, LISTED_LOCATIONS).map((location) => location.locationId),
        sharedLocationIds: shared.map((location) => location.locationId),
      };
    });
  });

  app.post<{ Body: FaultSpec }>('/faults', { schema: { body: faultSchema } }, async (request) => {
    const spec = request.body;
    if (spec.status === undefined && spec.statuses === undefined && spec.delayMs === undefined) {
      throw new HttpError(400, 'body needs at least one of status, statuses or delayMs');
    }
    const method = spec.method?.toUpperCase();
    if (method !== undefined && !FAULT_METHODS.includes(method)) {
      throw new HttpError(400, `body.method must be one of: ${FAULT_METHODS.join(', ')}`);
    }
    const fault = sandboxOf(request).faults.add({ ...spec, method });
    return { id: fault.id };
  });

  app.get('/faults', async (request) => sandboxOf(request).faults.list());

  app.delete('/faults', async (request) => {
    sandboxOf(request).faults.clear();
    return { cleared: true };
  });

  app.delete<{ Params: { id: string } }>('/faults/:id', async (request) => {
    if (!sandboxOf(request).faults.remove(request.params.id)) {
      throw new HttpError(404, `No fault ${request.params.id}`);
    }
    return { removed: request.params.id };
  });

  app.get('/stats', async (request) =>
    sandboxOf(request)
      .store.statsLog()
      .map((stat) => ({ ...stat.body, userId: stat.userId, receivedAt: stat.receivedAt })),
  );

  app.get<{ Querystring: { ownerId?: string; locationId?: string } }>(
    '/state',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ownerId: { type: 'string', pattern: '^[0-9]{1,15}$' },
            locationId: { type: 'string', minLength: 1 },
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const { ownerId, locationId } = request.query;
      const locations = store
        .allLocations()
        .filter(
          (location) =>
            (ownerId === undefined || location.ownerId === Number(ownerId)) &&
            (locationId === undefined || location.locationId === locationId),
        );
      const snapshot = store.snapshot();
      return {
        seededAt: snapshot.seededAt,
        scale: snapshot.scale,
        users: store.allUsers(),
        locations,
        devices: locations.flatMap((location) => store.devicesAt(location.locationId)),
        changedUserIds: Object.keys(snapshot.users ?? {}).map(Number),
        changedLocationIds: Object.keys(snapshot.locations),
        changedDeviceIds: Object.keys(snapshot.devices).map(Number),
        sessionCount: Object.keys(snapshot.sessions).length,
        stats: snapshot.stats,
      };
    },
  );

  app.post<{ Body: { persona: string; locations: number } }>(
    '/scale',
    {
      schema: {
        body: {
          type: 'object',
          required: ['persona', 'locations'],
          additionalProperties: false,
          properties: {
            persona: { type: 'string', enum: [...SCALABLE_PERSONAS] },
            locations: { type: 'integer', minimum: 1, maximum: MAX_SCALE },
          },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const persona = request.body.persona as PersonaId;
      store.rescale(persona, request.body.locations);
      await store.commit();
      const user = store.userByPersona(persona);
      return {
        persona,
        userId: user?.userId,
        locations: user ? store.locationsOwnedBy(user.userId).length : 0,
      };
    },
  );

  // `true` turns a flag on, `false` answers it explicitly off (GET /api/features: `enabled: false`).
  app.patch<{ Params: UserParams; Body: FlagsPatch }>(
    '/users/:userId/flags',
    { schema: { params: userParamsSchema, body: flagsPatchSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const user = store.user(Number(request.params.userId));
      if (!user) throw new HttpError(404, `User ${request.params.userId} not found`);
      const patch = Object.entries(request.body);
      store.updateUser(user, (changed) => {
        const on = new Set(changed.flags);
        const off = new Set(changed.disabledFlags);
        for (const [name, enabled] of patch) {
          (enabled ? on : off).add(name);
          (enabled ? off : on).delete(name);
        }
        changed.flags = [...on];
        changed.disabledFlags = [...off];
      });
      await store.commit();
      return { userId: user.userId, flags: user.flags, disabledFlags: user.disabledFlags ?? [] };
    },
  );

  app.patch<{ Params: { locationId: string }; Body: LocationPatch }>(
    '/locations/:locationId',
    { schema: { body: locationPatchSchema } },
    async (request) => {
      const { store } = sandboxOf(request);
      const location = store.location(request.params.locationId);
      if (!location) throw new HttpError(404, `Location ${request.params.locationId} not found`);
      const patch = request.body;
      if (patch.guardApproved !== undefined && !location.guard) {
        throw new HttpError(409, `Location ${location.locationId} has no private guard`);
      }
      const entitlementPatch =
        patch.overagesEnabled !== undefined ||
        patch.overagesThreshold !== undefined ||
        patch.overageCap !== undefined ||
        patch.freeTrialStatus !== undefined;
      if (entitlementPatch && !location.subscription) {
        throw new HttpError(409, `Location ${location.locationId} has no subscription`);
      }
      store.updateLocation(location, (changed) => {
        if (patch.onboardStatus !== undefined) {
          changed.onboardStatus = patch.onboardStatus;
          changed.preferences.onboardingComplete = patch.onboardStatus === 'complete';
          changed.preferences.onboardingCompleteTime =
            patch.onboardStatus === 'complete' ? store.nowSeconds() : null;
        }
        if (patch.authorized !== undefined) changed.authorized = patch.authorized;
        if (patch.monitoringStatus !== undefined) changed.monitoringStatus = patch.monitoringStatus;
        if (patch.armed !== undefined) changed.armed = patch.armed;
        if (patch.snoozed !== undefined) changed.snoozed = patch.snoozed;
        if (patch.paused !== undefined) changed.paused = patch.paused;
        if (patch.monitoringZoneMissing !== undefined) {
          changed.monitoringZoneMissing = patch.monitoringZoneMissing;
        }
        if (patch.guardApproved !== undefined && changed.guard) {
          changed.guard = { ...changed.guard, approved: patch.guardApproved };
        }
        const subscription = changed.subscription;
        if (subscription) {
          if (patch.overagesEnabled !== undefined) {
            subscription.entitlements.overages_enabled = patch.overagesEnabled;
          }
          if (patch.overagesThreshold !== undefined) {
            subscription.entitlements.overages_threshold = patch.overagesThreshold;
          }
          if (patch.overageCap !== undefined) subscription.overageCap = patch.overageCap;
          if (patch.freeTrialStatus !== undefined) {
            subscription.freeTrialStatus = patch.freeTrialStatus;
          }
        }
      });
      await store.commit();
      return location;
    },
  );
};

import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, requireOwner, sessionOf, toId } from '../auth/access';
import { locationStatus } from '../domain/location-status';
import { reasonsFor } from '../domain/views';
import { locationParamsSchema } from '../http/schemas';
import type { LocationParams } from '../http/schemas';

const PATH = '/neighbors/:userId/locations/:locationId';

export function registerMonitoringRoutes(api: FastifyInstance): void {
  const schema = { params: locationParamsSchema };

  api.get<{ Params: LocationParams }>(`${PATH}/monitoring/status`, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
    return { status: location.monitoringStatus };
  });

  api.get<{ Params: LocationParams }>(`${PATH}/status`, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
    return locationStatus(location, reasonsFor(store, location));
  });

  // Onboarding is completed for the user and location (spec section 4) by two calls: `onboarding`
  // completes the location's onboarding (clients retry it on 425), `onboarding-complete` records
  // that the user finished it (the preferences' onboardingComplete and its time). Both idempotent.
  api.post<{ Params: LocationParams }>(`${PATH}/onboarding`, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const session = sessionOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, session, toId(userId), locationId);
    requireOwner(session, location);
    if (location.onboardStatus !== 'complete') {
      store.updateLocation(location, (changed) => {
        changed.onboardStatus = 'complete';
      });
      await store.commit();
    }
    return { locationId: location.locationId, onboardStatus: location.onboardStatus };
  });

  api.post<{ Params: LocationParams }>(
    `${PATH}/onboarding-complete`,
    { schema },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, session, toId(userId), locationId);
      requireOwner(session, location);
      if (!location.preferences.onboardingComplete) {
        store.updateLocation(location, (changed) => {
          changed.preferences.onboardingComplete = true;
          changed.preferences.onboardingCompleteTime = store.nowSeconds();
        });
        await store.commit();
      }
      return {
        locationId: location.locationId,
        onboardingComplete: location.preferences.onboardingComplete,
        onboardingCompleteTime: location.preferences.onboardingCompleteTime,
      };
    },
  );

  api.post<{ Params: LocationParams }>(`${PATH}/endalarmpractice`, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const session = sessionOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, session, toId(userId), locationId);
    requireOwner(session, location);
    if (location.monitoringStatus === 'PRACTICE_MODE') {
      store.updateLocation(location, (changed) => {
        changed.monitoringStatus = 'PROFESSIONAL';
      });
      await store.commit();
    }
    return { status: location.monitoringStatus };
  });

  api.get<{ Params: LocationParams }>(`${PATH}/state`, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, sessionOf(request), toId(userId), locationId);
    return { paused: location.paused };
  });

  api.post<{ Params: LocationParams; Body: { pauseEnable: boolean } }>(
    `${PATH}/state`,
    {
      schema: {
        ...schema,
        body: {
          type: 'object',
          required: ['pauseEnable'],
          additionalProperties: false,
          properties: { pauseEnable: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const { store } = sandboxOf(request);
      const session = sessionOf(request);
      const { userId, locationId } = request.params;
      const location = requireLocation(store, session, toId(userId), locationId);
      requireOwner(session, location);
      const paused = request.body.pauseEnable;
      if (location.paused !== paused) {
        store.updateLocation(location, (changed) => {
          changed.paused = paused;
        });
        await store.commit();
      }
      return { paused: location.paused };
    },
  );
}

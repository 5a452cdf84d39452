// The provider's service under /api: session check, CSRF check, then the calls of spec section 7.
import type { FastifyPluginAsync } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { CSRF_MESSAGE, UNAUTHORIZED_MESSAGE } from '../auth/access';
import { sessionFromCookie } from '../auth/session-cookie';
import { HttpError } from '../http/http-error';
import { registerDeviceRoutes } from './devices';
import { registerEntitlementRoutes } from './entitlement';
import { registerEventRoutes } from './events';
import { registerFeatureRoutes } from './features';
import { registerGuardRoutes } from './guard';
import { registerLocationRoutes } from './locations';
import { registerMonitoringRoutes } from './monitoring';
import { registerPreferenceRoutes } from './preferences';
import { registerSessionRoutes } from './session';
import { registerStatsRoutes } from './stats';
import { registerSubscriptionRoutes } from './subscription';
import { registerUserStatusRoutes } from './user-status';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const apiPlugin: FastifyPluginAsync = async (api) => {
  api.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessionFromCookie(sandboxOf(request).store, request);
    if (!session) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
    if (MUTATING.has(request.method) && request.headers['x-csrf-token'] !== session.csrfToken) {
      throw new HttpError(403, CSRF_MESSAGE);
    }
    request.gccSession = session;
  });

  registerSessionRoutes(api);
  registerFeatureRoutes(api);
  registerLocationRoutes(api);
  registerSubscriptionRoutes(api);
  registerDeviceRoutes(api);
  registerPreferenceRoutes(api);
  registerStatsRoutes(api);
  registerMonitoringRoutes(api);
  registerEntitlementRoutes(api);
  registerEventRoutes(api);
  registerUserStatusRoutes(api);
  registerGuardRoutes(api);
};

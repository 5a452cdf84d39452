import type { FastifyInstance } from 'fastify';
import { sandboxOf } from '../namespaces/namespaces';
import { requireLocation, requireOwner, sessionOf, toId } from '../auth/access';
import { activeTrialSubscription } from '../seed/builders';
import { HttpError } from '../http/http-error';
import { locationParamsSchema } from '../http/schemas';
import type { LocationParams } from '../http/schemas';

const PATH = '/neighbors/:userId/locations/:locationId/entitlement';

export function registerEntitlementRoutes(api: FastifyInstance): void {
  const schema = { params: locationParamsSchema };

  // Starts the free trial: an entitlement for 14 days (or the trial's event threshold).
  api.post<{ Params: LocationParams }>(PATH, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const session = sessionOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, session, toId(userId), locationId);
    requireOwner(session, location);
    const subscription = location.subscription;
    if (subscription?.freeTrialStatus === 'ACTIVE') return subscription;
    if (subscription?.freeTrialStatus !== 'AVAILABLE') {
      throw new HttpError(409, `No free trial is available for location ${locationId}`);
    }
    store.updateLocation(location, (changed) => {
      changed.subscription = {
        ...activeTrialSubscription(store.nowSeconds()),
        tenant: subscription.tenant,
      };
    });
    await store.commit();
    return location.subscription;
  });

  // Cancels the free trial: the entitlement goes and the trial cannot be started again.
  api.delete<{ Params: LocationParams }>(PATH, { schema }, async (request) => {
    const { store } = sandboxOf(request);
    const session = sessionOf(request);
    const { userId, locationId } = request.params;
    const location = requireLocation(store, session, toId(userId), locationId);
    requireOwner(session, location);
    const subscription = location.subscription;
    if (
      subscription?.freeTrialStatus === 'UNAVAILABLE' &&
      !subscription.entitlements.monitoring &&
      subscription.freeTrialStartedTimestamp !== null
    ) {
      return subscription; // already cancelled
    }
    if (subscription?.freeTrialStatus !== 'ACTIVE') {
      throw new HttpError(409, `No active free trial to cancel for location ${locationId}`);
    }
    store.updateLocation(location, (changed) => {
      changed.subscription = {
        ...subscription,
        entitlements: { ...subscription.entitlements, monitoring: false },
        freeTrialStatus: 'UNAVAILABLE',
        freeTrialExpirationTimestamp: store.nowSeconds(),
      };
    });
    await store.commit();
    return location.subscription;
  });
}

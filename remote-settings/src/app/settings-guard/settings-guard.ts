import { subscriptionQuery, vsgStatusQuery } from 'shared-contracts/api';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { getVsgReason } from 'shared-contracts/rules';
import { exitApp, redirectTo, type PageGuard } from 'shared-contracts/routing';
import { decideSettingsAccess } from './settings-access';

const ignoreFailure = () => null;

/**
 * The guard of every settings page, run when a location's settings are entered: the access rules
 * on the location's subscription (read only where the user owns the location; a shared location
 * has none) and its VSG state, read fresh. A read that fails lets the settings open: they show it.
 * Without a location the user has, nothing is decided here: the host shows the location problem.
 */
export const settingsGuard: PageGuard = async ({
  params,
  ownerId,
  isOwner,
  flags,
  queryClient,
}) => {
  const { locationId } = params;
  if (locationId === undefined || ownerId === null) return undefined;
  // Both at once: the status is asked for before the subscription has answered.
  const status = queryClient
    .fetchQuery({ ...vsgStatusQuery(ownerId, locationId), staleTime: 0 })
    .catch(ignoreFailure);
  const subscription = isOwner
    ? await queryClient.fetchQuery(subscriptionQuery(ownerId, locationId)).catch(ignoreFailure)
    : null;
  const location = {
    locationId,
    freeTrialStatus: subscription?.freeTrialStatus ?? null,
    hasEntitlements: subscription?.entitlements.monitoring === true,
  };
  const dashboardFlag = flags[FEATURE_FLAGS.DASHBOARD_SMB] === true;
  const before = decideSettingsAccess({ location, vsgReason: null, dashboardFlag });
  const access =
    before.kind === 'allow'
      ? decideSettingsAccess({ location, vsgReason: getVsgReason(await status), dashboardFlag })
      : before;
  if (access.kind === 'redirect') return redirectTo(access.to);
  if (access.kind === 'exit') return exitApp();
  return undefined;
};

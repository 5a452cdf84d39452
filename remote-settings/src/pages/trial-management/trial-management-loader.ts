import type { PageLoader } from 'shared-contracts/routing';
import { prefetchSettingsFrame, settingsLocationOf } from '../../shared/api/settings-frame-data';

/** Trial Management and its benefits read the location in context only: the frame's data. */
export const trialManagementLoader: PageLoader = async (context) => {
  const location = settingsLocationOf(context);
  if (location !== null) await prefetchSettingsFrame(context, location);
};

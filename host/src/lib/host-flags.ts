import { FEATURE_FLAGS } from 'shared-contracts/constants';

/** The flags the host itself reads (each remote declares its own in its route manifest). */
export const HOST_FLAGS = [FEATURE_FLAGS.LOCATION_SELECTOR_SMB, FEATURE_FLAGS.DASHBOARD_SMB];

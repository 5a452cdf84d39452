import type { MonitoringStatus } from 'shared-contracts/entities';

export interface MonitoringStatusText {
  /** What the monitoring status says about the location, named in `place`. */
  summary: (place: string) => string;
  /** Whether the user still has to set up Professional Monitoring on the provider's page. */
  needsSetup: boolean;
}

/**
 * The professional monitoring step's words for each monitoring status (spec section 4), so the
 * page says what the service reports, never a fixed 'not set up'. A failed read
 * is UNSUPPORTED (spec section 4) and reads as not set up.
 */
export const MONITORING_STATUS_TEXTS: Readonly<Record<MonitoringStatus, MonitoringStatusText>> = {
  UNSUPPORTED: {
    summary: (place) => `Professional Monitoring is not set up for ${place} yet.`,
    needsSetup: true,
  },
  PROFESSIONAL: {
    summary: (place) => `Professional Monitoring is on for ${place}.`,
    needsSetup: false,
  },
  PENDING: {
    summary: (place) => `Professional Monitoring for ${place} is pending: it is not active yet.`,
    needsSetup: false,
  },
  PRACTICE_MODE: {
    summary: (place) => `Professional Monitoring for ${place} is in alarm practice mode.`,
    needsSetup: false,
  },
  SOS_ON: { summary: (place) => `SOS is on for ${place}.`, needsSetup: false },
  SOS_OFF: { summary: (place) => `SOS is off for ${place}.`, needsSetup: false },
  SOS_SETUP_INCOMPLETE: {
    summary: (place) => `SOS setup is not finished for ${place} yet.`,
    needsSetup: false,
  },
  SOS_NOT_AVAILABLE: {
    summary: (place) => `SOS is not available for ${place}.`,
    needsSetup: false,
  },
};

import type { AlertPreferences, Preferences } from 'shared-contracts';

/**
 * Keeps the earlier per-category text flags (spec section 3) in step with the alert preferences:
 * a category's flag is on when any contact gets its text.
 */
export function withLegacyFlags(
  preferences: Preferences,
  alertPreferences: AlertPreferences,
): Preferences {
  const on = (key: keyof AlertPreferences) => (alertPreferences[key]?.length ?? 0) > 0;
  return {
    ...preferences,
    unknownPersonSms: on('20Sms'),
    deliverySms: on('30Sms'),
    serviceWorkerSms: on('40Sms'),
    vsgModeStatusSms: on('50Sms'),
  };
}

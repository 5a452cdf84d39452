import {
  ALERT_CATEGORIES,
  type AlertCategoryKey,
  type AlertPreferences,
} from 'shared-contracts/entities';
import { alertPreferenceKey } from 'shared-contracts/rules';

/** Display names of the alert categories (spec section 3 gives ids and methods only). */
export const ALERT_CATEGORY_LABELS: Readonly<Record<AlertCategoryKey, string>> = {
  emergency: 'Emergencies',
  indoorPersonDetected: 'Indoor Person Detected',
  unknownPerson: 'Unknown Person',
  delivery: 'Delivery',
  serviceWorker: 'Service Worker',
  vsgModeStatus: 'Guard On and Off',
};

/** The optional categories that alert at least one contact, by label, in display order. */
export function enabledOptionalAlerts(alertPreferences: AlertPreferences): string[] {
  return ALERT_CATEGORIES.filter(
    (category) =>
      !category.fixed &&
      category.methods.some(
        (method) => (alertPreferences[alertPreferenceKey(category.id, method)] ?? []).length > 0,
      ),
  ).map((category) => ALERT_CATEGORY_LABELS[category.key]);
}

/** One line summing up the alert preferences for the introduction. */
export function alertSummary(alertPreferences: AlertPreferences): string {
  const optional = enabledOptionalAlerts(alertPreferences);
  return optional.length === 0
    ? 'Calls and texts for emergencies'
    : `Calls and texts for emergencies; texts for ${optional.join(', ')}`;
}

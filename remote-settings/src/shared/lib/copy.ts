// The texts only the settings area shows, verbatim from spec.md (the texts two areas show are in
// shared-contracts).

export const SETTINGS_TEXTS = {
  fieldRequired: 'This field is required.',
  emojiNotSupported: 'Emojis are not supported. Please try again.',
  phoneTooShort: 'Phone number is too short.',
  phoneTooLong: 'Phone number is too long.',
  phoneInvalidCountry: 'Invalid country code.',
  phoneInvalid: 'Enter a valid phone number.',
  noCapSet: '(no limit set)',
  eventLimitReached: 'Virtual Security Guard Event Limit Reached',
  monitoringResumeOverlay:
    'Guard monitoring will resume when you opt in or when your billing cycle renews.',
  pauseBanner: 'Guard monitoring is currently paused at your location.',
  serviceInactive: 'Service inactive',
  eventCountResets: 'Your event count resets at the start of each billing cycle.',
} as const;

export type PreferenceName = 'siren' | 'automated warning';

/** 'Error changing the preference {siren|automated warning} to {true|false}' */
export function preferenceErrorToast(preference: PreferenceName, value: boolean): string {
  return `Error changing the preference ${preference} to ${String(value)}`;
}

/** 'Preference {preference} successfully subscribed/unsubscribed' (siren) or 'enabled/disabled'. */
export function preferenceSuccessToast(preference: PreferenceName, value: boolean): string {
  const verb =
    preference === 'siren'
      ? value
        ? 'subscribed'
        : 'unsubscribed'
      : value
        ? 'enabled'
        : 'disabled';
  return `Preference ${preference} successfully ${verb}`;
}

/** 'Error enrolling|unenrolling the {device name} device' */
export function enrollErrorToast(deviceName: string, enrolling: boolean): string {
  return `Error ${enrolling ? 'enrolling' : 'unenrolling'} the ${deviceName} device`;
}

/** '{name} successfully enrolled in / unenrolled from Virtual Security Guard' */
export function enrollSuccessToast(deviceName: string, enrolled: boolean): string {
  return enrolled
    ? `${deviceName} successfully enrolled in Virtual Security Guard`
    : `${deviceName} successfully unenrolled from Virtual Security Guard`;
}

/** The event limit warning (spec section 8). */
export function eventLimitWarning(limit: number): string {
  return `Guard monitoring is off because you've reached your limit of ${limit} monitored events. Opt in to Extra Events to continue monitoring, or your service will resume on your next billing cycle.`;
}

/** 'This field should be less than {n} characters.' */
export function fieldTooLongMessage(limit: number): string {
  return `This field should be less than ${limit} characters.`;
}

/** 'To make any changes contact support at {email}.' */
export function contactSupportText(email: string): string {
  return `To make any changes contact support at ${email}.`;
}

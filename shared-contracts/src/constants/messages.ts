/**
 * Error messages (spec section 8), verbatim. Each fetcher of `src/api` throws an `ApiError` carrying
 * one of these. Entries under "not in the spec's catalogue" cover calls whose failure text the spec
 * does not give.
 */
export const ERROR_MESSAGES = {
  userUnauthorized: 'User is unauthorized',
  accessToken: 'Error getting access token',
  logout: 'User failed to logout',
  locations: 'There was an error getting locations',
  monitoringStatus: 'There was an error getting monitoring status',
  onboarding: 'There was an error completing the onboarding',
  contacts: 'There was an error getting contacts',
  preferences: 'There was an error getting the user preferences',
  preferencesNotFound: 'Alert preferences not found',
  devices: 'There was an error getting devices',
  eventSummary: 'There was an error getting event summary',
  events: 'There was an error getting events',
  eventsTimeseries: 'There was an error getting events timeseries',
  emergenciesTimeseries: 'There was an error getting emergencies timeseries',
  fetchingEventsTimeseries: 'There was an error fetching Events timeseries',
  fetchingEmergenciesTimeseries: 'There was an error fetching Emergencies timeseries',
  guard: 'There was an error getting guard',
  createGuard: 'There was an error creating guard',
  removeGuard: 'There was an error removing guard',
  cancelFreeTrial: 'There was an error canceling the free trial',
  fetchVsgState: 'Failed fetching VSG State.',
  changeVsgState: 'Failed changing VSG State.',
  endAlarmPractice: 'Failed ending alarm practice.',
  noLocations: 'No locations available for the current user',
  locationNotFound: "Location with ID not found in user's allowed locations",
  saveChanges: 'There was an error saving changes, please try again.',
  /** A private route when the user is not authorized (spec section 2.1). */
  notAuthorized: 'User not authorized. Refresh to try again.',
  // Not in the spec's catalogue:
  session: 'There was an error verifying the session',
  featureFlags: 'There was an error getting feature flags',
  subscription: 'There was an error getting the subscription',
  vsgStatus: 'There was an error getting the guard status',
  userStatus: 'There was an error getting location statuses',
  startFreeTrial: 'There was an error starting the free trial',
  recordStat: 'There was an error recording the statistic',
  /** Spec section 8: 'Video player load failure is only reported' (the text is not given). */
  videoLoad: 'The Virtual Security Guard video failed to load',
  timeseriesUserIds: 'Timeseries queries need a non-empty array of user ids',
  timeseriesSingleUser: 'A location-specific timeseries query accepts only one user id',
  unknown: 'Something went wrong',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

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

/** Texts that rules and several packages share (spec sections 2, 4, 5, 8). */
export const TEXTS = {
  notFoundPage: 'Sorry, the page you visited does not exist.',
  fieldRequired: 'This field is required.',
  emojiNotSupported: 'Emojis are not supported. Please try again.',
  phoneTooShort: 'Phone number is too short.',
  phoneTooLong: 'Phone number is too long.',
  phoneInvalidCountry: 'Invalid country code.',
  phoneInvalid: 'Enter a valid phone number.',
  noEmergencyContacts: 'No Emergency Contacts',
  enrolledDeviceRequired: 'At least one enrolled camera or doorbell is required.',
  trialExpired: 'Trial has expired.',
  noCapSet: '(no limit set)',
  eventLimitReached: 'Virtual Security Guard Event Limit Reached',
  monitoringResumeOverlay:
    'Guard monitoring will resume when you opt in or when your billing cycle renews.',
  pauseBanner: 'Guard monitoring is currently paused at your location.',
  endedAlarmPractice: 'Successfully ended alarm practice.',
  professionalMonitoringSetupFailed:
    'We were unable to set up Virtual Security Guard. Please try again.',
  onboardingFailure:
    "Sorry! We couldn't activate Virtual Security Guard. Please tap retry so we can try that once more.",
  onboardingFailureHint: 'If the error persists please try again later',
  serviceInactive: 'Service inactive',
  eventCountResets: 'Your event count resets at the start of each billing cycle.',
  sharedLocationMessage: 'Shared locations must be enrolled by the owner.',
  locationNotEligible: 'This location is not eligible.',
  noLocationsFound: 'No locations found.',
  boundaryErrorTitle: 'There was a problem',
  boundaryErrorText: 'Sorry, something went wrong.',
  /** The authorization-denied screen (spec 2.5). */
  authorizationDenied: 'Virtual Security Guard was not authorized.',
  /** The onboarding exit warning (spec 2.4): its title and message. */
  setupIncompleteTitle: 'Setup Incomplete',
  setupIncompleteMessage:
    'Your Virtual Security Guard setup is not complete. The service will not operate until you have a device enrolled and Professional Monitoring is enabled. Are you sure you want to exit setup?',
} as const;

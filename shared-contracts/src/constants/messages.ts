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

/**
 * Texts that two or more areas show, or that shared rules and hand-offs produce (spec sections 2, 4,
 * 5, 8). A text one area alone shows lives in that area.
 */
export const TEXTS = {
  notFoundPage: 'Sorry, the page you visited does not exist.',
  noEmergencyContacts: 'No Emergency Contacts',
  trialExpired: 'Trial has expired.',
  endedAlarmPractice: 'Successfully ended alarm practice.',
  professionalMonitoringSetupFailed:
    'We were unable to set up Virtual Security Guard. Please try again.',
  sharedLocationMessage: 'Shared locations must be enrolled by the owner.',
  noLocationsFound: 'No locations found.',
  boundaryErrorTitle: 'There was a problem',
  boundaryErrorText: 'Sorry, something went wrong.',
} as const;

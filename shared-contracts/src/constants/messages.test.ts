import { ERROR_MESSAGES } from './messages';

test('error messages are the spec texts', () => {
  expect(ERROR_MESSAGES).toMatchObject({
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
    guard: 'There was an error getting guard',
    createGuard: 'There was an error creating guard',
    removeGuard: 'There was an error removing guard',
    cancelFreeTrial: 'There was an error canceling the free trial',
    fetchVsgState: 'Failed fetching VSG State.',
    changeVsgState: 'Failed changing VSG State.',
    endAlarmPractice: 'Failed ending alarm practice.',
    userUnauthorized: 'User is unauthorized',
    noLocations: 'No locations available for the current user',
    locationNotFound: "Location with ID not found in user's allowed locations",
    saveChanges: 'There was an error saving changes, please try again.',
  });
});

// The texts only the onboarding area shows, verbatim from spec.md (the texts two areas show are in
// shared-contracts).

export const ONBOARDING_TEXTS = {
  enrolledDeviceRequired: 'At least one enrolled camera or doorbell is required.',
  onboardingFailure:
    "Sorry! We couldn't activate Virtual Security Guard. Please tap retry so we can try that once more.",
  onboardingFailureHint: 'If the error persists please try again later',
  /** The authorization-denied screen (spec 2.5). */
  authorizationDenied: 'Virtual Security Guard was not authorized.',
  /** The onboarding exit warning (spec 2.4): its title and message. */
  setupIncompleteTitle: 'Setup Incomplete',
  setupIncompleteMessage:
    'Your Virtual Security Guard setup is not complete. The service will not operate until you have a device enrolled and Professional Monitoring is enabled. Are you sure you want to exit setup?',
} as const;

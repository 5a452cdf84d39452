/**
 * Texts of the Authorize modal and the authorization-denied screen (spec section 2.5). The button
 * labels and the denied title are the spec's words; the rest words the spec's list of permissions.
 */
export const AUTHORIZATION_TEXTS = {
  modalTitle: 'Authorize Virtual Security Guard',
  modalIntro: 'To monitor your location, Virtual Security Guard needs permission to:',
  permissions: [
    'Access the devices you choose',
    'Use two-way talk and the siren',
    'View your account details and emergency contacts',
    'Send text messages for monitored events',
  ],
  revokeNote: 'You can revoke this authorization at any time on the',
  linkedAccounts: 'Linked Accounts page',
  authorize: 'Authorize',
  deny: 'Deny',
  dontShowAgain: "Don't show this again",
  deniedTitle: 'Virtual Security Guard was not authorized.',
  deniedExplanation:
    "Virtual Security Guard needs access to the Live View of your enrolled devices so that guards can see what's happening and respond to person-detected events.",
  tryAgain: 'Try Again',
} as const;

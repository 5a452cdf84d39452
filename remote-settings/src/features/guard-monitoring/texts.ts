/** Texts of the guard monitoring controls the spec leaves to the product. */
export const GUARD_MONITORING_TEXTS = {
  switchLabel: 'Guard Monitoring',
  activeDescription:
    'Guards review person-detected events on your enrolled cameras when your system is armed Home or Away.',
  pausedDescription: 'Guard monitoring is paused. Turn it on to have guards review events again.',
  /** The pause indicator over the event limit, with the reason's label from the spec. */
  pausedByLimit: (reasonLabel: string) => `Paused: ${reasonLabel}`,
  pauseTitle: 'Pause Virtual Security Guard?',
  pauseBody: 'Guards will not monitor motion events when the system is armed Home or Away.',
  pauseConfirm: 'Pause',
  managementHeading: 'Management',
  resume: 'Resume',
  closeBanner: 'Close banner',
} as const;

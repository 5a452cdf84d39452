/** Statistics actions (spec section 9), plus the indoor-device acknowledgement. */
export const STAT_ACTIONS = {
  PAGE_VIEW: 'page_view',
  CLICK: 'click',
  START_FREE_TRIAL: 'start_free_trial',
  CANCEL_FREE_TRIAL: 'cancel_free_trial',
  ACCEPT_AUTHORIZATION: 'accept_authorization',
  DENY_AUTHORIZATION: 'deny_authorization',
  NOT_FOUND: 'not_found',
  ONBOARDING_DENIED: 'onboarding_denied',
  ONBOARDING_PRIMARY: 'onboarding_primary',
  ONBOARDING_SECONDARY: 'onboarding_secondary',
  ONBOARDING_CLOSE: 'onboarding_close',
  ONBOARDING_BACK: 'onboarding_back',
  TAPPING_PAUSE_TOGGLE: 'tapping_pause_toggle',
  TAPPING_PAUSE_CONFIRMATION: 'tapping_pause_confirmation',
  TAPPING_UNPAUSE_TOGGLE: 'tapping_unpause_toggle',
  TAPPING_RESUME_BUTTON: 'tapping_resume_button',
  ENROLL_DEVICE: 'enroll_device',
  UNENROLL_DEVICE: 'unenroll_device',
  AUTOMATED_WARNING_ENABLED_TOGGLE: 'automated_warning_enabled_toggle',
  AUTOMATED_WARNING_DISABLE_CONFIRMATION: 'automated_warning_disable_confirmation',
  AUTOMATED_WARNING_DISABLED_TOGGLE: 'automated_warning_disabled_toggle',
  INDOOR_DEVICE_ACKNOWLEDGED: 'indoor_device_acknowledged',
} as const;

export type StatAction = (typeof STAT_ACTIONS)[keyof typeof STAT_ACTIONS];

/** Marketing links of the free trial page (provider pages outside the control center). */
export const FREE_TRIAL_FAQ_URL = 'https://support.guard.example/virtual-security-guard/faq';
export const FREE_TRIAL_TERMS_URL = 'https://guard.example/legal/virtual-security-guard-terms';
/** The overview video, served by the provider; loaded only when played. */
export const FREE_TRIAL_VIDEO_URL =
  'https://media.guard.example/virtual-security-guard/overview.mp4';

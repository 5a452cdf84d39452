import { FREE_TRIAL_MAX_DAYS } from 'shared-contracts/constants';

/** Texts of trial management and benefits. Spec texts verbatim; the rest are the product's. */
export const TRIAL_TEXTS = {
  title: 'Trial Management',
  description: `Your free trial lasts up to ${FREE_TRIAL_MAX_DAYS} days or until the monitored-event limit is reached, whichever comes first.`,
  daysLeftLabel: 'Days left',
  daysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left`,
  eventLimitLabel: 'Guard-reviewed event limit',
  eventLimit: (limit: number) => `${limit} guard-reviewed events`,
  benefits: 'Trial Benefits',
  benefitsDescription: 'What your free trial includes.',
  cancel: 'Cancel Trial',
  cancelDescription: 'End your free trial now.',
  cancelTitle: 'Cancel your free trial?',
  cancelBody:
    'Guards stop monitoring this location right away. This cannot be undone: a canceled trial cannot be started again.',
  keep: 'Keep Trial',
  benefitsTitle: 'Trial Benefits',
  benefitList: [
    'Trained guards review person-detected events on your enrolled cameras and doorbells while your system is armed.',
    'Guards can deter intruders through your cameras’ speakers and sirens.',
    'Your emergency contacts get text and phone alerts for the events that matter.',
    'Guards can request emergency dispatch on your behalf.',
    `A two-week free trial: up to ${FREE_TRIAL_MAX_DAYS} days or the monitored-event limit, whichever comes first.`,
  ],
  learnMore: 'Learn More',
} as const;

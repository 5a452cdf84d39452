import { contactSupportText } from '../../../shared/lib/copy';

/**
 * Who changes a registered guard: the environment's support address (Platform.config); without
 * one the sentence names no address rather than a made-up one.
 */
export function nonEditableText(supportEmail: string | null): string {
  return supportEmail === null
    ? 'To make any changes contact support.'
    : contactSupportText(supportEmail);
}

/** Texts of the private guard page. Spec texts verbatim; the rest are the product's. */
export const PRIVATE_GUARD_TEXTS = {
  title: 'Private Guard',
  description:
    'Register a private security company to be dispatched instead of police when a guard requests emergency dispatch at this location.',
  add: 'Add Guard Info',
  noInfo: 'No Info Added',
  noInfoDescription:
    'No private security company is registered. Police are requested in an emergency.',
  formHeading: 'Add Guard Info',
  companyName: 'Company Name',
  country: 'Country',
  countryUs: 'United States (+1)',
  phone: 'Phone Number',
  save: 'Save',
  cancel: 'Cancel',
  confirmTitle: 'Default to this Private Guard for emergency dispatches?',
  confirmBody:
    'Guards will request this company instead of police when they request emergency dispatch.',
  confirm: 'Confirm',
  pendingTitle: 'Pending confirmation',
  pendingBody:
    'Your Private Guard is pending until the company confirms it. A confirmation email is expected within 1 business day.',
  infoHeading: 'Guard Info',
  removeHeading: 'Remove Private Guard',
  removeBody: 'Once removed, police are requested instead in an emergency.',
  remove: 'Remove',
  removeTitle: 'Remove Private Guard?',
  removed: 'Private Guard removed. Police will be requested in an emergency.',
} as const;

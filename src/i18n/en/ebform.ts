/** Strings of <eb-form> (English). Elementor Pro's own texts where it has them. */
import type { StringsOf } from '../index';
import type { ebform as nl } from '../nl/ebform';

export const ebform: StringsOf<typeof nl> = {
  'ebform.success': 'Your submission was successful.',
  'ebform.error': 'Your submission failed because of an error.',
  'ebform.required': 'This field is required.',
  'ebform.invalid': 'Your submission failed because the form is invalid.',
  'ebform.transport': 'Your submission could not be sent: the server did not answer. Check your connection and try again.',
  'ebform.timeout': 'Your submission could not be sent: the server took too long to answer. Please try again.',
  'ebform.sending': 'Sending…',
  'ebform.email': 'The field accepts only a valid email address.',
  'ebform.url': 'The field accepts only a valid URL (with https://).',
  'ebform.tel': 'The field accepts only numbers and phone characters (#, -, *, etc).',
  'ebform.number': 'The field accepts only numbers.',
  'ebform.max': 'The field value must be less than or equal to {limit}.',
  'ebform.min': 'The field value must be greater than or equal to {limit}.',
  'ebform.time': 'The field should be in HH:MM format.',
  'ebform.date': 'The field should be in YYYY-MM-DD format.',
  'ebform.fileCount': 'You can upload up to {limit} files.',
  'ebform.option': 'Choose one of the options.',
  'ebform.next': 'Next',
  'ebform.previous': 'Previous',
  'ebform.send': 'Send',
  'ebform.steps': 'Steps',
  'ebform.step': 'Step {n} of {total}',
};

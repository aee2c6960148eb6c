import type { StringsOf } from '../index';
import type { account as nl } from '../nl/account';

/** Strings of <wc-my-account> (English). */
export const account: StringsOf<typeof nl> = {
  'account.loading': 'Loading page…',
  'account.loaded': '{title} loaded',
  'account.show': 'Show password',
  'account.hide': 'Hide password',
  'account.missing': 'Please fill in this field.',
  'account.email': 'Please enter a valid email address.',
  'account.short': 'Use at least {min} characters.',
  'account.mismatch': 'The passwords do not match.',
  'account.errors': 'Please check the highlighted fields.',
  'account.strength': 'Password strength: {level}',
  'account.strength.unknown': 'unknown',
  'account.strength.short': 'very weak',
  'account.strength.bad': 'weak',
  'account.strength.good': 'medium',
  'account.strength.strong': 'strong',
  'account.strength.mismatch': 'mismatch',
  'account.strength.hint': 'Hint: use at least twelve characters, with upper case letters, numbers and symbols.',
};

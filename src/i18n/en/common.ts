import type { common as nl } from '../nl/common';
/** Shared strings (English). */
export const common: Record<keyof typeof nl, string> = {
  close: 'Close',
  loading: 'Loading…',
  unknownError: 'An unknown error occurred. Please try again.',
};

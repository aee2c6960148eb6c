import type { popup as nl } from '../nl/popup';
/** Strings of the popup widgets (English); same keys as the Dutch module. */
export const popup: Record<keyof typeof nl, string> = {
  'popup.close': 'Close',
  'popup.dialog': 'Pop-up',
  'popup.dismiss': 'Dismiss ad',
  'popup.sound': 'Sound',
};

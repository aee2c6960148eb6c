import type { ebpopup as nl } from '../nl/ebpopup';
/** Strings of the page-builder pop-up (English); same keys as the Dutch module. */
export const ebpopup: Record<keyof typeof nl, string> = {
  'ebpopup.close': 'Close',
  'ebpopup.dialog': 'Pop-up',
};

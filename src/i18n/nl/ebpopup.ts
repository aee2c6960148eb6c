/** Strings of the page-builder pop-up (Dutch). Keys are prefixed with 'ebpopup.'. */
export const ebpopup = {
  'ebpopup.close': 'Sluiten',
  'ebpopup.dialog': 'Pop-up',
} as const;

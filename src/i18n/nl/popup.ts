/** Strings of the popup widgets (Dutch). Keys are prefixed with 'popup.'. */
export const popup = {
  'popup.close': 'Sluiten',
  'popup.dialog': 'Pop-up',
  'popup.dismiss': 'Advertentie niet meer tonen',
  'popup.sound': 'Geluid',
} as const;

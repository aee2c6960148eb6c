/** Strings of the popup widgets (Dutch). Keys are prefixed with 'popup.'. */
export const popup = {
  'popup.close': 'Sluiten',
  'popup.dialog': 'Pop-up',
  'popup.dismiss': 'Advertentie niet meer tonen',
  'popup.sound': 'Geluid',
  'popup.soundOn': 'Geluid staat aan',
  'popup.soundOff': 'Geluid staat uit',
  'popup.minimize': 'Minimaliseren',
  'popup.maximize': 'Maximaliseren',
} as const;

/** Strings of the cookie blocking form (Dutch). Keys are prefixed with 'consent.'. */
export const cookieBlock = {
  'consent.block.title': 'Cookies blokkeren',
  'consent.block.intro': 'Vink dit aan om alle cookies te blokkeren, behalve de cookie die deze keuze onthoudt.',
  'consent.block.checkbox': 'Blokkeer alle cookies',
  'consent.block.submit': 'Opslaan',
} as const;

/** Strings of the banner, the open button and the success message (Dutch). Keys are prefixed with 'consent.'. */
export const consent = {
  'consent.bannerLabel': 'Cookietoestemming',
  'consent.title': 'Wij gebruiken cookies',
  'consent.content':
    'Wij gebruiken cookies om deze website goed te laten werken, het gebruik te meten en advertenties af te stemmen. Kies zelf welke cookies je toestaat.',
  'consent.readMore': 'Lees meer',
  'consent.accept': 'Accepteren',
  'consent.decline': 'Weigeren',
  'consent.settings': 'Instellingen',
  'consent.open': 'Cookie-instellingen openen',
  // Spec sections 4 and 9 quote the English 'Successfully submitted!' (the English locale keeps it);
  // a Dutch site shows Dutch. Override with texts.success.
  'consent.success': 'Je keuze is opgeslagen.',
} as const;

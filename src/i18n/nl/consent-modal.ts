/** Strings of the settings modal (Dutch). Keys are prefixed with 'consent.'. */
export const consentModal = {
  'consent.modalTitle': 'Privacyinstellingen',
  'consent.modalIntro':
    'Bepaal welke cookies je toestaat. Je kunt deze instellingen altijd wijzigen. Sommige functies werken dan mogelijk niet meer.',
  'consent.sliderLegend': 'Kies met de schuifregelaar welke soorten cookies je toestaat:',
  'consent.level.1': 'Alles blokkeren',
  'consent.level.2': 'Essentieel',
  'consent.level.3': 'Functioneel',
  'consent.level.4': 'Analytisch',
  'consent.level.5': 'Advertenties',
  'consent.categoriesLegend': 'Of kies losse categorieën:',
  'consent.category.5': 'Essentieel',
  'consent.category.6': 'Functioneel',
  'consent.category.7': 'Analytisch',
  'consent.category.8': 'Advertenties',
  'consent.allowedTitle': 'Deze website zal:',
  'consent.notAllowedTitle': 'Deze website zal niet:',
  'consent.desc.always': 'Je cookiekeuze onthouden',
  'consent.desc.5':
    'Sessiecookies toestaan\nGegevens onthouden die je in formulieren invult\nJe winkelwagen bijhouden\nControleren of je bent ingelogd\nDe gekozen taal onthouden',
  'consent.desc.6': 'Je instellingen voor sociale media onthouden\nDe gekozen regio en het land onthouden',
  'consent.desc.7':
    'Bijhouden welke pagina’s je bezoekt en wat je daar doet\nBijhouden hoe lang je op elke pagina blijft\nBijhouden uit welke regio je komt, op basis van je IP-adres',
  'consent.desc.8':
    'Informatie en advertenties afstemmen op je interesses\nPersoonsgegevens zoals naam en locatie verzamelen',
  'consent.cookiesTitle': 'Cookies op deze website',
  'consent.save': 'Opslaan en sluiten',
  'consent.close': 'Sluiten',
  'consent.loading': 'Instellingen laden…',
} as const;

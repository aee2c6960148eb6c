/** Strings of <seoaic-lead-form> (Dutch). Keys are prefixed with 'lead.'; config `texts` override the ones it names. */
export const lead = {
  'lead.title': 'Vraag het ons',
  'lead.open': 'Formulier openen',
  'lead.close': 'Formulier sluiten',
  'lead.next': 'Volgende',
  'lead.finish': 'Bedankt! We nemen zo snel mogelijk contact met je op.',
  'lead.redirect': 'Je wordt zo doorgestuurd; de pagina opent in een nieuw tabblad.',
  'lead.redirectLink': 'Ga verder',
  'lead.progress': 'Voortgang',
  'lead.conversation': 'Gesprek',
  'lead.typing': 'Bezig met typen…',
  'lead.yourAnswer': 'Jouw antwoord',
  'lead.noAnswer': 'Geen antwoord',
  'lead.placeholder': 'Typ je antwoord…',
  'lead.choose': 'Maak een keuze',
  'lead.required': 'verplicht',
} as const;

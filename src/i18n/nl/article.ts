/** Strings of <interactive-article> (Dutch). Keys are prefixed with 'article.'; config `texts` override the ones it names. */
export const article = {
  'article.next': 'Volgende',
  'article.finish': 'Bedankt voor je antwoorden!',
  'article.placeholder': 'Typ je antwoord…',
  'article.yourAnswer': 'Jouw antwoord',
} as const;

/** Strings of <eb-posts> (Dutch). Keys are prefixed with 'posts.'. */
export const posts = {
  'posts.more': 'Meer berichten laden',
  'posts.loading': 'Berichten laden…',
  'posts.end': 'Er zijn geen berichten meer.',
  'posts.error': 'De volgende berichten konden niet worden geladen.',
  'posts.retry': 'Opnieuw proberen',
  'posts.loaded.one': '1 nieuw bericht geladen',
  'posts.loaded.many': '{count} nieuwe berichten geladen',
  'posts.loaded.none': 'Geen nieuwe berichten gevonden',
} as const;

/** Strings of <eb-loop-grid> (Dutch). Keys are prefixed with 'loop.'. */
export const loopGrid = {
  'loop.all': 'Alles',
  'loop.filter': 'Filter op {taxonomy}',
  'loop.results.none': 'Geen resultaten',
  'loop.results.one': '1 resultaat',
  'loop.results.many': '{count} resultaten',
  'loop.loading': 'Bezig met laden…',
} as const;

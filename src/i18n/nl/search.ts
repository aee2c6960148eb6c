/** Strings of <eb-search> (Dutch). Keys are prefixed with 'search.'. */
export const search = {
  'search.label': 'Zoeken',
  'search.results': 'Zoekresultaten',
  'search.results.for': 'Resultaten voor {term}',
  'search.results.none': 'Geen resultaten',
  'search.results.one': '1 resultaat',
  'search.results.many': '{count} resultaten',
  'search.results.page': 'pagina {page}',
  'search.loading': 'Zoeken…',
  'search.failed': 'Zoeken lukte niet.',
  'search.retry': 'Opnieuw proberen',
  'search.pagination': 'Paginering',
  'search.close': 'Zoekvenster sluiten',
  'search.open': 'Zoeken openen',
} as const;

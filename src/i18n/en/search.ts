/** Strings of <eb-search> (English). */
import type { StringsOf } from '../index';
import type { search as nl } from '../nl/search';

export const search: StringsOf<typeof nl> = {
  'search.label': 'Search',
  'search.results': 'Search results',
  'search.results.for': 'Results for {term}',
  'search.results.none': 'No results',
  'search.results.one': '1 result',
  'search.results.many': '{count} results',
  'search.results.page': 'page {page}',
  'search.loading': 'Searching…',
  'search.failed': 'The search did not work.',
  'search.retry': 'Try again',
  'search.pagination': 'Pagination',
  'search.close': 'Close this search box',
  'search.open': 'Open search',
};

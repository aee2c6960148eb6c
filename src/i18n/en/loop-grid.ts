/** Strings of <eb-loop-grid> (English). */
import type { StringsOf } from '../index';
import type { loopGrid as nl } from '../nl/loop-grid';

export const loopGrid: StringsOf<typeof nl> = {
  'loop.all': 'All',
  'loop.filter': 'Filter by {taxonomy}',
  'loop.results.none': 'No results',
  'loop.results.one': '1 result',
  'loop.results.many': '{count} results',
  'loop.loading': 'Loading…',
};

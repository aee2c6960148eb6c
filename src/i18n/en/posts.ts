import type { StringsOf } from '../index';
import type { posts as nl } from '../nl/posts';

/** Strings of <eb-posts> (English). */
export const posts: StringsOf<typeof nl> = {
  'posts.more': 'Load more posts',
  'posts.loading': 'Loading posts…',
  'posts.end': 'There are no more posts.',
  'posts.error': 'The next posts could not be loaded.',
  'posts.retry': 'Try again',
  'posts.loaded.one': '1 new post loaded',
  'posts.loaded.many': '{count} new posts loaded',
  'posts.loaded.none': 'No new posts found',
};

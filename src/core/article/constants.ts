/**
 * Constants of the interactive article (<interactive-article>), named as the spec names them
 * (spec section 9 "Lead form and interactive article" unless noted).
 */
export { EMPTY_ANSWER, FINISH_MARKER } from '../shared/flow';

/** "Interactive article block animation delay 1.6 s": the next block runs this long after an answer. */
export const BLOCK_DELAY_MS = 1600;

/** Section 8: the console message when an update would need a record id that does not exist. */
export const NO_ID_MESSAGE = '[InteractiveArticle] No ID found';

/** Section 7 "Article stats create" / "Article stats update": the REST route (PUT appends `/{id}`). */
export const STATS_ROUTE = 'seoaic/v1/interactive-article-stats';

/** Section 2: the block types. */
export const BLOCK_TYPES = ['single', 'multi', 'textfield'] as const;

/** localStorage key of the article's outbox (this project's addition: queued record calls). */
export const OUTBOX_STORAGE_KEY = 'se-outbox-interactive-article';

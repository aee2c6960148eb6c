/** The interactive article's record calls through the outbox (POST / PUT seoaic/v1/interactive-article-stats, spec section 7). */
import { NO_ID_MESSAGE, OUTBOX_STORAGE_KEY, STATS_ROUTE } from '../../core/article/constants';
import { statsCreateBody, statsUpdateBody, type ArticleEntry } from '../../core/article/record';
import { restRoute } from '../../core/shared/rest';
import type { PageSettings } from '../../core/shared/settings';
import { outbox, type Outbox } from '../outbox';

/** The article's outbox (shared by every article of the page). */
export function articleOutbox(): Outbox {
  return outbox({ storageKey: OUTBOX_STORAGE_KEY, noIdMessage: NO_ID_MESSAGE, logPrefix: '[interactive-article]' });
}

/** Queues the create (post id, block count, answers) or the update (answers) of stats record `record`. */
export function queueStatsRecord(box: Outbox, settings: PageSettings, record: string, kind: 'create' | 'update', postId: number, blocksCount: number, entries: ArticleEntry[]): void {
  const url = restRoute(settings.restUrl, STATS_ROUTE);
  const body = kind === 'create' ? statsCreateBody(postId, blocksCount, entries) : statsUpdateBody(entries);
  box.add({ record, kind, url, body }, settings.restNonce);
}

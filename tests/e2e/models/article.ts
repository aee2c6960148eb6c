/** Page object for demo/interactive-article.html: the article with three question blocks. */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import type { DatabaseSyncInstance } from '@photostructure/sqlite';
import { outboxSize, recordRestCalls, type SentCall } from './rest-calls';

export type { SentCall };

export const STATS_PATH = '/wp-json/seoaic/v1/interactive-article-stats';
export const OUTBOX_KEY = 'se-outbox-interactive-article';

export interface StatsRow {
  id: number;
  post_id: number;
  blocks_count: number;
  data: string;
  updates: number;
}

export class ArticlePage {
  readonly host: Locator;
  readonly blocks: Locator;
  readonly finish: Locator;
  readonly calls: SentCall[] = [];
  /** Ids the server gave this page's stats records (from its create answers). */
  readonly ids = new Set<number>();

  constructor(readonly page: Page) {
    this.host = page.locator('interactive-article');
    this.blocks = this.host.locator('[part~="block"]');
    this.finish = this.host.locator('[part~="finish"]');
    recordRestCalls(page, STATS_PATH, this.calls);
    page.on('response', async (res: Response) => {
      if (new URL(res.url()).pathname !== STATS_PATH || res.request().method() !== 'POST' || !res.ok()) return;
      const id = (await res.json().catch(() => null))?.data?.id;
      if (typeof id === 'number') this.ids.add(id);
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/interactive-article.html');
    await this.page.locator('interactive-article[data-block]').waitFor({ state: 'attached' });
  }

  block(id: string): Locator {
    return this.host.locator(`[part~="block"][data-block-id="${id}"]`);
  }

  answerButtons(id: string): Locator {
    return this.block(id).locator('[part~="answer-button"]');
  }

  async expectShown(ids: string[]): Promise<void> {
    await expect(this.blocks).toHaveCount(ids.length);
    expect(await this.blocks.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-block-id')))).toEqual(ids);
  }

  async queued(): Promise<number> {
    return outboxSize(this.page, OUTBOX_KEY);
  }

  /** This page's stats records in the backend's database. */
  rows(db: DatabaseSyncInstance): StatsRow[] {
    if (this.ids.size === 0) return [];
    const ids = [...this.ids];
    return db.prepare(`SELECT id, post_id, blocks_count, data, updates FROM seoaic_article_stats WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`).all(...ids) as StatsRow[];
  }
}

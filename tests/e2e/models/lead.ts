/** Page object for demo/seoaic-lead-form.html: the cake-order lead form and what the backend holds. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { DatabaseSyncInstance } from '@photostructure/sqlite';
import { outboxSize, recordRestCalls, type SentCall } from './rest-calls';

export type { SentCall };

export const LEAD_PATH = '/wp-json/seoaic/v1/lead';
export const CLOSED_COOKIE = 'seoai_lead_form_closed';
export const OUTBOX_KEY = 'se-outbox-seoaic-lead-form';

export interface LeadRow {
  id: number;
  title: string;
  url: string;
  status: string;
  lead_data: string;
  updates: number;
}

export class LeadPage {
  readonly host: Locator;
  readonly panel: Locator;
  readonly progress: Locator;
  readonly closeButton: Locator;
  readonly openButton: Locator;
  readonly steps: Locator;
  readonly finish: Locator;
  /** Every POST and PUT to the lead route, in the order the browser sent them (retries included). */
  readonly calls: SentCall[] = [];
  /** A per-test page address, so the test finds its own rows in the shared database. */
  readonly tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

  constructor(readonly page: Page) {
    this.host = page.locator('seoaic-lead-form');
    const p = (name: string) => this.host.locator(`[part~="${name}"]`);
    this.panel = p('panel');
    this.progress = p('progress');
    this.closeButton = p('close-button');
    this.openButton = p('open-button');
    this.steps = p('step');
    this.finish = p('finish');
    recordRestCalls(page, LEAD_PATH, this.calls);
  }

  /** Opens the demo page (its address carries this test's tag) and waits for the widget. */
  async goto(): Promise<void> {
    await this.page.goto(`/seoaic-lead-form.html?${this.tag}`);
    await this.page.locator('seoaic-lead-form[data-state]').waitFor({ state: 'attached' });
  }

  /** The newest step of the conversation. */
  current(): Locator {
    return this.steps.last();
  }

  answerButtons(): Locator {
    return this.current().locator('[part~="answer-button"]');
  }

  nextButton(): Locator {
    return this.current().locator('[part~="next-button"]');
  }

  /** Waits for step `id` to be the newest, with its controls shown. */
  async expectStep(id: string): Promise<void> {
    await expect(this.host).toHaveAttribute('data-step', id);
    await expect(this.current()).toHaveAttribute('data-phase', /ready|message/);
  }

  async choose(text: string): Promise<void> {
    await this.answerButtons().filter({ hasText: text }).click();
  }

  async tick(...texts: string[]): Promise<void> {
    for (const t of texts) await this.current().locator('[part~="answer-option"]').filter({ hasText: t }).locator('input').check();
    await this.nextButton().click();
  }

  async type(text: string): Promise<void> {
    await this.current().locator('[part~="input"]').fill(text);
    await this.nextButton().click();
  }

  /** The input or select of the newest step's field labelled `label`. */
  field(label: string): Locator {
    return this.current().locator('.lead__field').filter({ has: this.page.locator('label', { hasText: label }) }).locator('input, select');
  }

  async progressValue(): Promise<number> {
    return Number(await this.progress.getAttribute('aria-valuenow'));
  }

  /** Operations still in this browser's outbox. */
  async queued(): Promise<number> {
    return outboxSize(this.page, OUTBOX_KEY);
  }

  /** This test's leads in the backend's database. */
  rows(db: DatabaseSyncInstance): LeadRow[] {
    return db.prepare('SELECT id, title, url, status, lead_data, updates FROM seoaic_leads WHERE url LIKE ? ORDER BY id').all(`%?${this.tag}`) as LeadRow[];
  }

  /**
   * Makes the lead route fail (status, or `abort` for a network failure) until `restore` is called;
   * `refused()` counts the calls it failed, so a test can wait for a retry round to be over.
   */
  async failLead(how: number | 'abort'): Promise<{ restore: () => Promise<void>; refused: () => number }> {
    const pattern = `**${LEAD_PATH}**`;
    let refused = 0;
    const handler = (route: import('@playwright/test').Route) => {
      if (route.request().method() === 'GET') return route.continue();
      refused++;
      return how === 'abort' ? route.abort('internetdisconnected') : route.fulfill({ status: how, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' });
    };
    await this.page.route(pattern, handler);
    return { restore: () => this.page.unroute(pattern, handler), refused: () => refused };
  }
}

/** The step entries a flow through the demo form records, in order. */
export function entriesOf(calls: SentCall[]): unknown {
  return (calls.at(-1)?.body as { lead_data: unknown }).lead_data;
}

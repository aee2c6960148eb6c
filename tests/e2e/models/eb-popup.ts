/** Page object for demo/eb-popup.html: a newsletter (412), a discount (413) and a contact form (414), plus the counters panel. */
import { expect, type Locator, type Page } from '@playwright/test';

export const POPUPS = { newsletter: 412, discount: 413, contact: 414 } as const;
export type PopupName = keyof typeof POPUPS;

export class EbPopupDemo {
  constructor(readonly page: Page) {}

  async goto(opts: { referer?: string; hash?: string } = {}): Promise<void> {
    await this.page.goto(`/eb-popup.html${opts.hash ?? ''}`, opts.referer ? { referer: opts.referer } : {});
    await this.ready();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }

  /** Every pop-up has checked its timing (and armed its triggers). */
  async ready(): Promise<void> {
    for (const name of Object.keys(POPUPS) as PopupName[]) await expect(this.host(name)).toHaveAttribute('data-timing', /passed|failed/);
  }

  host(name: PopupName): Locator {
    return this.page.locator(`eb-popup#popup-${name}`);
  }

  dialog(name: PopupName): Locator {
    return this.host(name).locator('[part="popup"]');
  }

  closeButton(name: PopupName): Locator {
    return this.host(name).locator('[part="close-button"]');
  }

  overlay(name: PopupName): Locator {
    return this.host(name).locator('[part="overlay"]');
  }

  async expectOpen(name: PopupName): Promise<void> {
    await expect(this.host(name)).toHaveAttribute('data-state', 'open');
    await expect(this.dialog(name)).toBeVisible();
  }

  async expectClosed(name: PopupName): Promise<void> {
    await expect(this.host(name)).toHaveAttribute('data-state', 'closed');
    await expect(this.dialog(name)).toHaveCount(0);
  }

  /** The pointer leaves the window through its top edge (a real mouse, as a visitor heading for the tabs). */
  async exitIntent(): Promise<void> {
    await this.page.mouse.move(640, 300);
    await this.page.mouse.move(640, 5);
    await this.page.mouse.move(640, -20);
  }

  /** Scrolls to `percent` of the page's scrollable height. */
  async scrollTo(percent: number): Promise<void> {
    await this.page.evaluate((p) => window.scrollTo(0, Math.ceil(((document.documentElement.scrollHeight - innerHeight) * p) / 100)), percent);
  }

  /** Elementor's storage as stored: the `elementor` object in localStorage. */
  stored(): Promise<Record<string, any>> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('elementor') ?? '{}'));
  }

  /** A cell of the counters panel. */
  panelCell(name: PopupName, cell: 'state' | 'timing' | 'times' | 'period' | 'disable'): Locator {
    return this.page.locator(`#counters tr[data-popup="${POPUPS[name]}"] [data-cell="${cell}"]`);
  }

  panelCounter(name: 'pageViews' | 'sessions' | 'source'): Locator {
    return this.page.locator(`#counters [data-counter="${name}"]`);
  }

  /** True when keyboard focus is inside the pop-up (its shadow parts or its light-DOM content). */
  focusInside(name: PopupName): Promise<boolean> {
    return this.page.evaluate((id) => document.activeElement?.closest('eb-popup')?.id === id, `popup-${name}`);
  }
}

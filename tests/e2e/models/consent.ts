/** Page object for demo/gdpr-consent.html: the banner, the settings modal, the list and the blocking form. */
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';

export const CONSENT_COOKIE = 'ct-ultimate-gdpr-cookie';
export const AJAX_PATH = '/wp-admin/admin-ajax.php';

export interface GiveBody {
  action: string | null;
  level: string | null;
  levelIds: string[];
  skipCookies: string | null;
  raw: string;
}

/** Parses a form-encoded ajax body. */
export function parseBody(raw: string): GiveBody {
  const p = new URLSearchParams(raw);
  return { action: p.get('action'), level: p.get('level'), levelIds: p.getAll('level_id[]'), skipCookies: p.get('skip_cookies'), raw };
}

export class ConsentPage {
  readonly host: Locator;
  readonly banner: Locator;
  readonly acceptButton: Locator;
  readonly settingsButton: Locator;
  readonly openButton: Locator;
  readonly modal: Locator;
  readonly modalClose: Locator;
  readonly saveButton: Locator;
  readonly successMessage: Locator;
  readonly list: Locator;
  readonly block: Locator;
  /** Bodies of every POST to admin-ajax.php, in order. */
  readonly ajaxBodies: GiveBody[] = [];

  constructor(readonly page: Page) {
    this.host = page.locator('gdpr-consent');
    const p = (name: string) => this.host.locator(`[part~="${name}"]`);
    this.banner = p('banner');
    this.acceptButton = p('accept-button');
    this.settingsButton = p('settings-button');
    this.openButton = p('open-button');
    this.modal = p('modal');
    this.modalClose = p('modal-close');
    this.saveButton = p('save-button');
    this.successMessage = p('success-message');
    this.list = page.locator('gdpr-cookie-list');
    this.block = page.locator('gdpr-cookie-block');
    page.on('request', (r: Request) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === AJAX_PATH) this.ajaxBodies.push(parseBody(r.postData() ?? ''));
    });
  }

  /** Makes every ajax call answer 500; returns the raw request bodies as they arrive. */
  async failAjax(): Promise<string[]> {
    const bodies: string[] = [];
    await this.page.route(`**${AJAX_PATH}`, (route) => {
      bodies.push(route.request().postData() ?? '');
      return route.fulfill({ status: 500, body: 'Internal Server Error' });
    });
    return bodies;
  }

  /** Opens the demo page (query: `style=top-panel`, `always`, `ajax`, `reload`) and waits for the widget. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/gdpr-consent.html${query ? `?${query}` : ''}`);
    await this.page.locator('gdpr-consent[data-banner]').waitFor({ state: 'attached' });
  }

  sliderItem(level: number): Locator {
    return this.host.locator(`[part~="slider-item"][data-level="${level}"]`);
  }

  category(value: number): Locator {
    return this.host.locator(`[part~="category"][value="${value}"]`);
  }

  /** Lines the demo's fbq / gtag stand-ins logged. */
  async signals(): Promise<string[]> {
    return this.page.locator('#consent-demo-log li').allTextContents();
  }

  /** Records `consent-updated` details on window.__consentEvents. */
  async recordEvents(): Promise<void> {
    await this.page.evaluate(() => {
      const w = window as unknown as { __consentEvents: unknown[] };
      w.__consentEvents = [];
      document.addEventListener('consent-updated', (e) => w.__consentEvents.push((e as CustomEvent).detail));
    });
  }

  async events(): Promise<{ level: number; levels: number[] }[]> {
    return this.page.evaluate(() => (window as unknown as { __consentEvents: { level: number; levels: number[] }[] }).__consentEvents);
  }

  async bodyPadding(): Promise<{ top: string; bottom: string; classes: string }> {
    return this.page.evaluate(() => ({ top: document.body.style.paddingTop, bottom: document.body.style.paddingBottom, classes: document.body.className }));
  }

  /** The consent cookie as the browser holds it: raw value and the decoded JSON. */
  async cookie(context: BrowserContext): Promise<{ raw: string; value: Record<string, unknown> } | undefined> {
    const c = (await context.cookies()).find((x) => x.name === CONSENT_COOKIE);
    if (!c) return undefined;
    return { raw: c.value, value: JSON.parse(Buffer.from(decodeURIComponent(c.value), 'base64').toString('utf8')) };
  }

  listRows(): Locator {
    return this.list.locator('[part~="table"] tbody tr');
  }
}

/** A consent cookie value as the plugin's server writes it (base64 JSON, URL-encoded). */
export function serverCookie(value: Record<string, unknown>): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));
}

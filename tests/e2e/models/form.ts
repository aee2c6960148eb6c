/** Page object for <gform-form>: reads like the spec's sentences ("next", "the errors block", "the banner"). */
import type { Locator, Page, Request } from '@playwright/test';

export type Fields = Record<string, string[]>;

/** The fields of a multipart (or urlencoded) request body. */
export async function requestFields(request: Request): Promise<Fields> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const type = (await request.allHeaders())['content-type'] ?? '';
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const out: Fields = {};
  for (const [k, v] of form) (out[k] ??= []).push(typeof v === 'string' ? v : `[file ${v.name}]`);
  return out;
}

/** One value of a field ('' when absent). */
export const one = (f: Fields, name: string) => f[name]?.[0];

export class FormModel {
  readonly submissions: Request[] = [];
  readonly configLoads: Request[] = [];

  constructor(
    readonly page: Page,
    readonly selector = 'gform-form',
  ) {
    page.on('request', (r) => {
      if (r.method() !== 'POST') return;
      const data = r.postData() ?? '';
      if (r.url().includes('/wp-admin/admin-ajax.php') && data.includes('gform_submit_form')) this.submissions.push(r);
      else if (r.url().includes('/wp-admin/admin-ajax.php') && data.includes('gform_get_config')) this.configLoads.push(r);
    });
  }

  get host(): Locator {
    return this.page.locator(this.selector);
  }

  part(name: string): Locator {
    return this.host.locator(`[part~="${name}"]`);
  }

  /** The part on the page being shown (buttons exist once per page). */
  shown(name: string): Locator {
    return this.part(name).locator('visible=true');
  }

  /** A control by its label text (a required field's label ends in its '*' mark). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.host.getByLabel(new RegExp(`^\\s*${escaped}\\s*\\*?\\s*$`));
  }

  page_(n: number): Locator {
    return this.host.locator(`[part~="page"][data-page="${n}"]`);
  }

  /** Records the form's events on window.__formEvents (call before goto). */
  async recordEvents(): Promise<void> {
    await this.page.addInitScript(() => {
      const w = window as unknown as { __formEvents: { type: string; detail: unknown }[] };
      w.__formEvents = [];
      for (const type of ['gform-post-render', 'gform-page-change', 'gform-confirmation', 'gform-submission-aborted', 'gform-saved', 'gform-pre-submission']) {
        document.addEventListener(type, (e) => w.__formEvents.push({ type, detail: JSON.parse(JSON.stringify((e as CustomEvent).detail)) }));
      }
    });
  }

  async events(type?: string): Promise<{ type: string; detail: unknown }[]> {
    const all = await this.page.evaluate(() => (window as unknown as { __formEvents?: { type: string; detail: unknown }[] }).__formEvents ?? []);
    return type ? all.filter((e) => e.type === type) : all;
  }

  async goto(url = '/gform-form.html'): Promise<void> {
    await this.page.goto(url);
    await this.ready();
  }

  async ready(): Promise<void> {
    await this.part('form').waitFor();
  }

  /** The page number the form shows. */
  async currentPage(): Promise<number> {
    return Number(await this.host.locator('.gform').getAttribute('data-current-page'));
  }

  /** Waits until no submission holds the lock. */
  async idle(): Promise<void> {
    await this.page.waitForFunction((sel) => {
      const root = document.querySelector(sel)?.shadowRoot;
      return !!root?.querySelector('.gform') && !root.querySelector('[data-submitting]');
    }, this.selector);
  }

  async next(): Promise<void> {
    await this.shown('next-button').click();
    await this.idle();
  }

  async previous(): Promise<void> {
    await this.shown('previous-button').click();
    await this.idle();
  }

  async fillPage1(data: { first?: string; last?: string; email?: string } = {}): Promise<void> {
    await this.field('Voornaam').fill(data.first ?? 'Sanne');
    await this.field('Achternaam').fill(data.last ?? 'de Vries');
    await this.field('E-mailadres').fill(data.email ?? 'sanne@example.nl');
    await this.field('Telefoonnummer').fill('06 12345678');
    await this.field('Straat en huisnummer').fill('Bakkersstraat 12');
    await this.field('Plaats').fill('Utrecht');
    await this.field('Postcode').fill('3511 AB');
    await this.field('Land').selectOption({ label: 'Nederland' });
  }

  async fillPage2(): Promise<void> {
    await this.field('Soort taart').selectOption('chocoladetaart');
    await this.field('Groot (16 personen)').check();
    await this.field('Slagroom').check();
    await this.field('Aantal taarten').fill('2');
    await this.field('Ophaaldatum').fill('14/03/2031');
    await this.field('Uren').fill('10');
    await this.field('Minuten').fill('30');
  }

  async fillPage3(): Promise<void> {
    await this.field('Opmerkingen').fill('Graag met "Gefeliciteerd!" erop.');
    await this.field('Ik ga akkoord met de voorwaarden').check();
  }

  /** The part that has focus, looking inside the shadow root. */
  async focusedPart(): Promise<string | null> {
    return this.host.evaluate((el) => {
      let a: Element | null = el.shadowRoot?.activeElement ?? null;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.getAttribute('part') ?? a?.getAttribute('name') ?? a?.tagName.toLowerCase() ?? null;
    });
  }

  /** The value of a named control (also on hidden pages). */
  async value(name: string): Promise<string | null> {
    return this.host.evaluate((el, n) => (el.shadowRoot?.querySelector(`[name="${n}"]`) as HTMLInputElement | null)?.value ?? null, name);
  }

  async lastSubmission(): Promise<Fields> {
    const r = this.submissions.at(-1);
    if (!r) throw new Error('no submission was sent');
    return requestFields(r);
  }
}

/** <gdpr-cookie-list> and <gdpr-cookie-block> in real Chromium. */
import { expect } from 'chai';
import { define as defineBlock } from '../../elements/gdpr-cookie-block';
import { define as defineList } from '../../elements/gdpr-cookie-list';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

defineList();
defineBlock();

const COOKIE = 'ct-ultimate-gdpr-cookie';
function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/`;
  }
}
const readCookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

const COOKIES = [
  { cookie_name: 'ct-ultimate-gdpr-cookie', cookie_type_label: 'Essentieel', first_or_third_party: 'first_party', can_be_blocked: 0, session_or_persistent: 'persistent', expiry_time: '1 jaar', purpose: 'Keuze' },
  { name: '_ga', type: 'Analytisch', first_or_third_party: 'Third party', can_be_blocked: 1, expiry: '2 jaar', purpose: 'Statistiek' },
  { name: 'PHPSESSID', first_or_third_party: 'first_party', can_be_blocked: '1', session_or_persistent: 'session' },
  { name: '_fbp', first_or_third_party: 'third_party', can_be_blocked: 1 },
];

async function mountList(cookies: unknown = COOKIES) {
  const el = fixture(`<gdpr-cookie-list><script type="application/json">${JSON.stringify({ cookies })}</script></gdpr-cookie-list>`).firstElementChild as HTMLElement;
  await waitFor(() => part(el, 'table'), { message: 'table rendered' });
  return el;
}
const rows = (el: HTMLElement) => [...part(el, 'table')!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));

describe('gdpr-cookie-list', () => {
  afterEach(cleanup);

  it('cookies -> a real <table>, one tbody row per cookie, the plugin columns', async () => {
    const el = await mountList();
    expect(part(el, 'table')!.tagName).to.equal('TABLE');
    expect([...part(el, 'table')!.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      'Cookienaam',
      'Soort cookie',
      'Eerste of derde partij',
      'Kan worden geblokkeerd',
      'Sessie of blijvend',
      'Vervaltijd',
      'Doel',
    ]);
    expect(rows(el)).to.deep.equal([
      ['ct-ultimate-gdpr-cookie', 'Essentieel', 'Eerste partij', 'Nee', 'Blijvend', '1 jaar', 'Keuze'],
      ['_ga', 'Analytisch', 'Derde partij', 'Ja', '—', '2 jaar', 'Statistiek'],
      ['PHPSESSID', '—', 'Eerste partij', 'Ja', 'Sessie', '—', '—'],
      ['_fbp', '—', 'Derde partij', 'Ja', '—', '—', '—'],
    ]);
  });

  it('filter first -> first-party rows; third -> third-party rows; any -> all', async () => {
    const el = await mountList();
    const filter = part<HTMLSelectElement>(el, 'filter')!;
    expect(filter.tagName).to.equal('SELECT');
    expect([...filter.options].map((o) => [o.value, o.text])).to.deep.equal([
      ['', 'Alle'],
      ['first', 'Eerste partij'],
      ['third', 'Derde partij'],
    ]);
    const choose = async (value: string, names: string[]) => {
      filter.value = value;
      filter.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => rows(el).map((r) => r[0]).join() === names.join(), { message: `filter ${value}` });
    };
    await choose('first', ['ct-ultimate-gdpr-cookie', 'PHPSESSID']);
    await choose('third', ['_ga', '_fbp']);
    await choose('', ['ct-ultimate-gdpr-cookie', '_ga', 'PHPSESSID', '_fbp']);
  });

  it('locale en -> English headings', async () => {
    const el = fixture(`<gdpr-cookie-list locale="en" config='${JSON.stringify({ cookies: COOKIES.slice(0, 1) })}'></gdpr-cookie-list>`).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'table'));
    expect(part(el, 'table')!.querySelector('thead th')!.textContent).to.equal('Cookie name');
    expect(rows(el)[0]![2]).to.equal('First party');
  });

  it('a cookie without a name -> one [gdpr-cookie-list] error naming the key, data-error', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture(`<gdpr-cookie-list config='{"cookies":[{"name":"a"},{"purpose":"x"}]}'></gdpr-cookie-list>`).firstElementChild as HTMLElement;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[gdpr-cookie-list]'));
      expect(mine).to.have.length(1);
      expect(String(mine[0]![0])).to.contain('"cookies[1].name" expected a non-empty string');
    } finally {
      spy.restore();
    }
  });

  it('a table wider than its box (a narrow column, 768 px and up): the box scrolls and is a named region in the tab order; axe clean; a table that fits is no tab stop', async () => {
    const el = await mountList();
    const box = el.shadowRoot!.querySelector<HTMLElement>('.cookie-list__scroll')!;
    el.style.display = 'block';
    el.style.width = '2400px';
    await waitFor(() => !box.hasAttribute('tabindex'), { message: 'fits: no tab stop' });
    expect(box.hasAttribute('role')).to.equal(false);
    el.style.width = '300px';
    await waitFor(() => box.getAttribute('tabindex') === '0', { message: 'focusable once it scrolls' });
    expect(box.scrollWidth).to.be.greaterThan(box.clientWidth);
    expect(box.getAttribute('role')).to.equal('region');
    expect(box.getAttribute('aria-label')).to.equal(part(el, 'table')!.querySelector('caption')!.textContent);
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('axe -> no violations (filtered and not)', async () => {
    const el = await mountList();
    let v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
    const filter = part<HTMLSelectElement>(el, 'filter')!;
    filter.value = 'third';
    filter.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => rows(el).length === 2);
    v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });
});

interface Call {
  body: URLSearchParams;
}
function stubFetch(status: number) {
  const original = window.fetch;
  const calls: Call[] = [];
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ body: init?.body as URLSearchParams });
    return new Response(status < 400 ? '0' : 'no', { status });
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

describe('gdpr-cookie-block', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(clearCookies);
  afterEach(() => {
    cleanup();
    stub?.restore();
    stub = undefined;
    clearCookies();
  });

  async function mountBlock(html = '<gdpr-cookie-block></gdpr-cookie-block>') {
    const el = fixture(html).firstElementChild as HTMLElement;
    await waitFor(() => part(el, 'checkbox'));
    return el;
  }

  it('submit is disabled until the checkbox changes; checked -> level 1 posted, event, success message', async () => {
    stub = stubFetch(200);
    const el = await mountBlock();
    const box = part<HTMLInputElement>(el, 'checkbox')!;
    const submit = part<HTMLButtonElement>(el, 'submit-button')!;
    expect(box.type).to.equal('checkbox');
    expect(submit.type).to.equal('submit');
    expect(submit.disabled).to.equal(true);
    const got: unknown[] = [];
    el.addEventListener('consent-updated', (e) => got.push((e as CustomEvent).detail));
    box.click();
    await waitFor(() => !submit.disabled, { message: 'enabled after the change' });
    submit.click();
    await waitFor(() => got.length === 1);
    expect([...stub.calls[0]!.body]).to.deep.equal([
      ['action', 'ct_ultimate_gdpr_cookie_consent_give'],
      ['level', '1'],
    ]);
    expect(got[0]).to.deep.equal({ level: 1, levels: [] });
    await waitFor(() => part(el, 'success-message')?.textContent === 'Je keuze is opgeslagen.');
    expect(part(el, 'success-message')!.closest('[role="status"]')).to.not.equal(null);
  });

  it('checked then unchecked -> level 5; server 500 twice -> retried with skip_cookies, cookie written', async () => {
    stub = stubFetch(500);
    const el = await mountBlock();
    const box = part<HTMLInputElement>(el, 'checkbox')!;
    box.click();
    await waitFor(() => box.checked);
    box.click();
    await waitFor(() => !box.checked);
    part<HTMLButtonElement>(el, 'submit-button')!.click();
    await waitFor(() => readCookie(COOKIE));
    expect(stub.calls.map((c) => c.body.toString())).to.deep.equal([
      'action=ct_ultimate_gdpr_cookie_consent_give&level=5',
      'skip_cookies=true&action=ct_ultimate_gdpr_cookie_consent_give&level=5',
    ]);
    expect(JSON.parse(atob(decodeURIComponent(readCookie(COOKIE)!))).consent_level).to.equal(5);
  });

  it('a recorded block-all consent -> starts checked', async () => {
    document.cookie = `${COOKIE}=${encodeURIComponent(btoa(JSON.stringify({ consent_level: 1, consent_expire_time: Math.floor(Date.now() / 1000) + 60 })))}; path=/`;
    const el = await mountBlock();
    expect(part<HTMLInputElement>(el, 'checkbox')!.checked).to.equal(true);
  });

  it('axe -> no violations', async () => {
    const el = await mountBlock();
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });
});

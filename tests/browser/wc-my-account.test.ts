import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/wc-my-account';
import { axeViolations, cleanup, describeViolations, fixture, spyConsoleError, waitFor } from './helpers';

define();

const BASE = '/acctest/mijn-account/';
const TABS: [string, string][] = [
  ['dashboard', 'Dashboard'],
  ['orders', 'Bestellingen'],
  ['edit-address', 'Adressen'],
  ['edit-account', 'Accountgegevens'],
];
const url = (endpoint: string) => (endpoint === 'dashboard' ? BASE : `${BASE}${endpoint}/`);

const CONTENT: Record<string, string> = {
  dashboard: '<h2>Dashboard</h2><p>Hallo <strong>Sanne</strong></p>',
  orders: '<h2>Bestellingen</h2><table class="woocommerce-orders-table"><thead><tr><th scope="col">Bestelling</th></tr></thead><tbody><tr><th scope="row"><a href="/acctest/mijn-account/view-order/7/">#7</a></th></tr></tbody></table><img src="x" onerror="window.__xss = 1" alt="">',
  'edit-address': '<h2>Adressen</h2><address>Lindenlaan 8</address>',
  'edit-account':
    '<h2>Accountgegevens</h2><form class="woocommerce-EditAccountForm edit-account" method="post" action="/acctest/nowhere"><p><label for="account_email">E-mailadres</label><input type="email" name="account_email" id="account_email" value="klant@zonneveld.example" required aria-required="true"></p>' +
    '<fieldset><legend>Wachtwoord wijzigen</legend><p><label for="password_current">Huidig wachtwoord</label><input type="password" name="password_current" id="password_current"></p><p><label for="password_1">Nieuw wachtwoord</label><input type="password" name="password_1" id="password_1"></p><p><label for="password_2">Bevestig nieuw wachtwoord</label><input type="password" name="password_2" id="password_2"></p></fieldset>' +
    '<p><input type="hidden" name="save-account-details-nonce" value="abcdef0123"><button type="submit" name="save_account_details">Wijzigingen opslaan</button></p></form>',
};

const nav = (current: string) =>
  `<nav class="woocommerce-MyAccount-navigation" aria-label="Accountpagina's"><ul>${TABS.map(
    ([e, label]) => `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${e}${e === current ? ' is-active' : ''}"><a href="${url(e)}"${e === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('')}<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout"><a href="${BASE}customer-logout/?_wpnonce=0123456789">Uitloggen</a></li></ul></nav>`;

const area = (endpoint: string) =>
  `<div class="elementor-element elementor-element-a7c0u9t elementor-widget elementor-widget-woocommerce-my-account" data-id="a7c0u9t" data-element_type="widget" data-widget_type="woocommerce-my-account.default"><div class="elementor-widget-container"><div class="e-my-account-tab e-my-account-tab__${endpoint} "><div class="woocommerce">${nav(endpoint)}<div class="woocommerce-MyAccount-content"><div class="woocommerce-notices-wrapper"></div>${CONTENT[endpoint]}</div></div></div></div></div>`;

const page = (endpoint: string, title = TABS.find(([e]) => e === endpoint)![1]) => `<!doctype html><html><head><title>${title} – Bakkerij</title></head><body><main><h1>Mijn account</h1><wc-my-account>${area(endpoint)}</wc-my-account></main></body></html>`;

const LOGIN = `<div class="woocommerce"><div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>Inloggen</h2><form class="woocommerce-form woocommerce-form-login login" method="post" novalidate action="/acctest/nowhere">
<p class="form-row"><label for="username">E-mailadres <span class="required" aria-hidden="true">*</span></label><input type="email" name="username" id="username" autocomplete="username" required aria-required="true"></p>
<p class="form-row"><label for="password">Wachtwoord <span class="required" aria-hidden="true">*</span></label><input type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p><input type="hidden" name="woocommerce-login-nonce" value="abcdef0123"><button type="submit" name="login" value="Inloggen">Inloggen</button></p></form></div>
<div class="u-column2 col-2"><h2>Registreren</h2><form method="post" class="woocommerce-form woocommerce-form-register register" action="/acctest/nowhere">
<p class="form-row"><label for="reg_email">E-mailadres <span class="required" aria-hidden="true">*</span></label><input type="email" name="email" id="reg_email" autocomplete="email" required aria-required="true"></p>
<p class="form-row"><label for="reg_password">Wachtwoord <span class="required" aria-hidden="true">*</span></label><input type="password" name="password" id="reg_password" autocomplete="new-password" minlength="8" required aria-required="true"></p>
<p><input type="hidden" name="woocommerce-register-nonce" value="abcdef0123"><button type="submit" name="register" value="Registreren">Registreren</button></p></form></div></div></div>`;

type Answer = Response | 'hang' | undefined;
function serve(answer: (endpoint: string) => Answer = () => undefined) {
  const calls: string[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(String(input), location.href);
    if (!u.pathname.startsWith(BASE)) return original(input, init);
    calls.push(u.pathname);
    const endpoint = u.pathname === BASE ? 'dashboard' : u.pathname.slice(BASE.length, -1);
    const a = answer(endpoint);
    if (a === 'hang') return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    if (a) return Promise.resolve(a);
    if (!CONTENT[endpoint]) return Promise.resolve(new Response('nope', { status: 404 }));
    return Promise.resolve(new Response(page(endpoint), { headers: { 'Content-Type': 'text/html' } }));
  };
  return { calls, restore: () => (window.fetch = original) };
}

async function mount(html: string): Promise<HTMLElement> {
  const el = fixture(`<wc-my-account>${html}</wc-my-account>`).querySelector<HTMLElement>('wc-my-account')!;
  await waitFor(() => el.hasAttribute('data-enhanced') || el.hasAttribute('data-error'), { message: 'set up' });
  return el;
}

const current = (el: Element) => el.querySelector('[aria-current="page"]')?.textContent;
const heading = (el: Element) => el.querySelector('.woocommerce-MyAccount-content h2')?.textContent;
const tab = (el: Element, endpoint: string) => el.querySelector<HTMLAnchorElement>(`.woocommerce-MyAccount-navigation-link--${endpoint} a`)!;

describe('<wc-my-account>', () => {
  const start = location.href;
  const startTitle = document.title;
  let server: ReturnType<typeof serve> | undefined;
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(() => {
    server?.restore();
    server = undefined;
    cleanup();
    history.replaceState(null, '', start);
    document.title = startTitle;
  });

  it('a tab swaps the content without a page load: history entry, aria-current, focus on the heading, title, event, sanitized; back and forward swap again; axe clean', async () => {
    server = serve();
    history.replaceState(null, '', BASE);
    const el = await mount(area('dashboard'));
    (window as { __marker?: number }).__marker = 1;
    const events: unknown[] = [];
    el.addEventListener('wc-my-account-navigate', (e) => events.push((e as CustomEvent).detail));
    const length = history.length;
    tab(el, 'orders').click();
    await waitFor(() => heading(el) === 'Bestellingen', { message: 'orders swapped in' });
    expect((window as { __marker?: number }).__marker, 'no page load').to.equal(1);
    expect(location.pathname).to.equal(`${BASE}orders/`);
    expect(history.length).to.equal(length + 1);
    expect(current(el)).to.equal('Bestellingen');
    expect(el.querySelector('.e-my-account-tab')!.className).to.contain('e-my-account-tab__orders');
    expect(document.activeElement).to.equal(el.querySelector('.woocommerce-MyAccount-content h2'));
    expect(document.title).to.equal('Bestellingen – Bakkerij');
    expect(events).to.deep.equal([{ url: `${location.origin}${BASE}orders/`, endpoint: 'orders' }]);
    expect(el.querySelector('img')!.hasAttribute('onerror'), 'sanitized').to.equal(false);
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
    await waitFor(() => el.shadowRoot!.querySelector('[role="status"]')!.textContent === 'Bestellingen geladen', { message: 'announced' });
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.have.length(0);

    tab(el, 'edit-address').click();
    await waitFor(() => heading(el) === 'Adressen', { message: 'addresses' });
    history.back();
    await waitFor(() => heading(el) === 'Bestellingen', { message: 'back to orders' });
    expect(location.pathname).to.equal(`${BASE}orders/`);
    expect(current(el)).to.equal('Bestellingen');
    history.back();
    await waitFor(() => heading(el) === 'Dashboard', { message: 'back to the first entry' });
    expect(location.pathname).to.equal(BASE);
    history.forward();
    await waitFor(() => heading(el) === 'Bestellingen', { message: 'forward' });
    expect((window as { __marker?: number }).__marker, 'still no page load').to.equal(1);
    expect(server.calls).to.deep.equal([`${BASE}orders/`, `${BASE}edit-address/`, `${BASE}orders/`, BASE, `${BASE}orders/`]);
  });

  it('a ctrl-click, a logout link and a link with a target are left to the browser', async () => {
    server = serve();
    const el = await mount(area('dashboard'));
    const orders = tab(el, 'orders');
    let prevented: boolean | undefined;
    const probe = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', probe);
    try {
      orders.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      expect(prevented).to.equal(false);
      tab(el, 'customer-logout').click();
      expect(prevented).to.equal(false);
      orders.setAttribute('target', '_blank');
      orders.click();
      expect(prevented).to.equal(false);
      expect(server.calls).to.deep.equal([]);
    } finally {
      document.removeEventListener('click', probe);
    }
  });

  it("a failed fetch, a timeout or a page without the menu (session ended) falls back to a normal load (cancelable error event), nothing swapped", async () => {
    const errors = spyConsoleError();
    try {
      server = serve((e) => (e === 'orders' ? new Response('kapot', { status: 500 }) : e === 'edit-address' ? new Response(`<html><body>${LOGIN}</body></html>`) : e === 'edit-account' ? 'hang' : undefined));
      const el = await mount(`<script type="application/json">{"timeout": 200}</script>${area('dashboard')}`);
      const fallbacks: { url: string; message: string }[] = [];
      el.addEventListener('wc-my-account-error', (e) => {
        e.preventDefault();
        fallbacks.push((e as CustomEvent).detail);
      });
      for (const endpoint of ['orders', 'edit-address', 'edit-account']) {
        tab(el, endpoint).click();
        await waitFor(() => fallbacks.length === ['orders', 'edit-address', 'edit-account'].indexOf(endpoint) + 1, { message: `fallback for ${endpoint}` });
        expect(heading(el)).to.equal('Dashboard');
        expect(el.hasAttribute('data-loading')).to.equal(false);
      }
      expect(fallbacks.map((f) => f.url)).to.deep.equal(['orders', 'edit-address', 'edit-account'].map((e) => `${location.origin}${url(e)}`));
      expect(errors.calls.length).to.equal(3);
      expect(String(errors.calls[0]![0])).to.match(/^\[wc-my-account\] could not load/);
    } finally {
      errors.restore();
    }
  });

  it('login form: inline errors on submit (aria-invalid, described, focus to the first), cleared as they are fixed; a valid form submits', async () => {
    const el = await mount(LOGIN);
    const form = el.querySelector<HTMLFormElement>('form.woocommerce-form-login')!;
    const email = form.querySelector<HTMLInputElement>('#username')!;
    const password = form.querySelector<HTMLInputElement>('#password')!;
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) submitted++;
      e.preventDefault();
    });
    form.querySelector<HTMLButtonElement>('button[name="login"]')!.click();
    expect(submitted).to.equal(0);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    const emailError = document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(emailError.textContent).to.equal('Vul dit veld in.');
    expect(document.activeElement).to.equal(email);
    email.value = 'klant@';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(emailError.textContent).to.equal('Vul een geldig e-mailadres in.');
    email.value = 'klant@zonneveld.example';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(emailError.isConnected).to.equal(false);
    password.value = 'iets';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    form.querySelector<HTMLButtonElement>('button[name="login"]')!.click();
    expect(submitted).to.equal(1);
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('register form: too short a password is an error, the strength meter follows the password and is read out', async () => {
    const el = await mount(LOGIN);
    const form = el.querySelector<HTMLFormElement>('form.woocommerce-form-register')!;
    const password = form.querySelector<HTMLInputElement>('#reg_password')!;
    const meter = document.getElementById(`${password.id}-se-strength`)!;
    expect(meter.getAttribute('aria-live')).to.equal('polite');
    expect(password.getAttribute('aria-describedby')).to.contain(meter.id);
    expect(meter.dataset.level).to.equal('blank');
    const type = (v: string) => {
      password.value = v;
      password.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('abc');
    expect(meter.dataset.level).to.equal('short');
    expect(meter.textContent).to.contain('Sterkte van het wachtwoord: zeer zwak');
    expect(meter.querySelector('.se-password-strength-hint')).to.not.equal(null);
    type('Zonneveld-Krentenbol-2026!');
    expect(meter.dataset.level).to.equal('strong');
    expect(meter.textContent).to.equal('Sterkte van het wachtwoord: sterk');
    type('abc');
    form.querySelector<HTMLInputElement>('#reg_email')!.value = 'nieuw@zonneveld.example';
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) submitted++;
      e.preventDefault();
    });
    form.querySelector<HTMLButtonElement>('button[name="register"]')!.click();
    expect(submitted).to.equal(0);
    expect(document.getElementById(`${password.id}-se-error`)!.textContent).to.equal('Gebruik minstens 8 tekens.');
    expect(document.activeElement).to.equal(password);
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it('show password: a button per password field toggles the type and aria-pressed, keyboard operable', async () => {
    const el = await mount(LOGIN);
    const password = el.querySelector<HTMLInputElement>('#password')!;
    const button = password.parentElement!.querySelector<HTMLButtonElement>('button.se-show-password')!;
    expect(el.querySelectorAll('button.se-show-password')).to.have.length(2);
    expect(button.getAttribute('aria-controls')).to.equal('password');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(button.textContent).to.equal('Wachtwoord tonen');
    button.click();
    expect(password.type).to.equal('text');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(button.textContent).to.equal('Wachtwoord verbergen');
    button.click();
    expect(password.type).to.equal('password');
    // While shown, validation still treats it as a password (no trimming).
    password.value = ' ';
    button.click();
    const form = password.form!;
    form.addEventListener('submit', (e) => e.preventDefault());
    form.querySelector<HTMLButtonElement>('button[name="login"]')!.click();
    expect(password.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('account details loaded in a tab: its forms are enhanced (meter on the new password, a mismatch shown)', async () => {
    server = serve();
    const el = await mount(area('dashboard'));
    tab(el, 'edit-account').click();
    await waitFor(() => heading(el) === 'Accountgegevens', { message: 'account details' });
    expect(el.querySelectorAll('button.se-show-password')).to.have.length(3);
    const p1 = el.querySelector<HTMLInputElement>('#password_1')!;
    const p2 = el.querySelector<HTMLInputElement>('#password_2')!;
    p1.value = 'Zonneveld-Krentenbol-2026!';
    p1.dispatchEvent(new Event('input', { bubbles: true }));
    p2.value = 'Zonneveld-Krentenbol-2025!';
    p2.dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('password_1-se-strength')!.dataset.level).to.equal('mismatch');
    const form = p1.form!;
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) submitted++;
      e.preventDefault();
    });
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted).to.equal(0);
    expect(document.getElementById('password_2-se-error')!.textContent).to.equal('De wachtwoorden komen niet overeen.');
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.have.length(0);
  });

  it("logout links get Elementor's parameters beside the nonce; links that have them are kept", async () => {
    const el = await mount(area('dashboard'));
    const href = new URL(tab(el, 'customer-logout').href);
    expect(href.pathname).to.equal(`${BASE}customer-logout/`);
    expect(href.searchParams.get('elementor_wc_logout')).to.equal('true');
    expect(href.searchParams.get('elementor_my_account_redirect')).to.equal(`${location.origin}${BASE}`);
    expect(href.searchParams.get('_wpnonce')).to.equal('0123456789');
    cleanup();
    const printed = `${BASE}customer-logout/?elementor_wc_logout=true&elementor_my_account_redirect=http://example.test/mijn-account/&_wpnonce=0123456789`;
    const el2 = await mount(area('dashboard').replace(`${BASE}customer-logout/?_wpnonce=0123456789`, printed.replace(/&/g, '&amp;')));
    expect(tab(el2, 'customer-logout').getAttribute('href')).to.equal(printed);
  });

  it('bad input: markup without the account area or a config that is not an object shows the content unchanged with one error', async () => {
    const errors = spyConsoleError();
    try {
      const el = await mount('<p>Geen account</p>');
      expect(el.hasAttribute('data-error')).to.equal(true);
      cleanup();
      const el2 = await mount(`<script type="application/json">[1, 2]</script>${LOGIN}`);
      expect(el2.hasAttribute('data-error')).to.equal(true);
      expect(el2.querySelector('button.se-show-password')).to.equal(null);
      expect(errors.calls.length).to.equal(2);
    } finally {
      errors.restore();
    }
  });
});

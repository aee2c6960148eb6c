/** <gdpr-consent> in real Chromium: show rules, accept (and its failure path), the settings modal, pixels, gated content, ajax popup, axe. */
import { expect } from 'chai';
import { encode } from '../../src/core/shared/base64';
import { define } from '../../elements/gdpr-consent';
import { SLIDER_SELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR, SUCCESS_MESSAGE_MS } from '../../src/widgets/consent/constants';
import { AFTER_PAINT_FALLBACK_MS } from '../../src/platform/after-paint';
import { deepActiveElement } from '../../src/platform/focus';
import { prefetchConsentCalls } from '../../src/widgets/consent/consent-calls';
import { axeViolations, cleanup, clickWhenAttributeAppears, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const COOKIE = 'ct-ultimate-gdpr-cookie';
const now = () => Math.floor(Date.now() / 1000);
const cookieValue = (o: Record<string, unknown>) => encodeURIComponent(encode(JSON.stringify(o)));
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);
const readCookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);
function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/`;
  }
}
function decodeCookie(raw: string | undefined) {
  return raw ? JSON.parse(atob(decodeURIComponent(raw))) : undefined;
}
/**
 * A POST left for after the paint (src/platform/after-paint.ts) is not sent by the first frame
 * after the action, unless that frame came later than the fallback (a loaded machine: the CI's
 * parallel phase once gave the frame over 100 ms, and the fallback rightly ran first): then it
 * was sent no sooner than the fallback.
 */
function notBeforeFrame(calls: readonly { at: number }[], since: number) {
  for (const c of calls) expect(c.at - since).to.be.at.least(AFTER_PAINT_FALLBACK_MS - 1, 'a POST before the next frame, sooner than the fallback');
}
const hex = (rgb: string) => '#' + (rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');

interface Call {
  url: string;
  method: string;
  body: URLSearchParams;
  /** performance.now() when the call was made. */
  at: number;
}

/** Replaces fetch: records every call and answers with `answer(url, n)` (n counts from 1). */
function stubFetch(answer: (url: string, n: number) => Response | Promise<Response> = () => new Response('{"success":true}', { status: 200 })) {
  const original = window.fetch;
  const calls: Call[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({ url, method: init?.method ?? 'GET', body, at: performance.now() });
    return answer(url, calls.length);
  }) as typeof fetch;
  return { calls, restore: () => (window.fetch = original) };
}

type ConsentEl = HTMLElement & { openSettings(): void; closeSettings(): void };

async function mount(html = '<gdpr-consent></gdpr-consent>'): Promise<ConsentEl> {
  const root = fixture(html);
  const el = root.querySelector<ConsentEl>('gdpr-consent')!;
  await waitFor(() => el.hasAttribute('data-banner'), { message: 'consent rendered' });
  return el;
}

const events = (el: Element) => {
  const got: { level: number; levels: number[] }[] = [];
  el.addEventListener('consent-updated', (e) => got.push((e as CustomEvent).detail));
  return got;
};

let fetchStub: ReturnType<typeof stubFetch> | undefined;
afterEach(async () => {
  // A give is posted after the frame that hides the banner: let it finish (with this test's fetch
  // stub) before the next test starts, or its cookie lands in that test.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))));
  cleanup();
  fetchStub?.restore();
  fetchStub = undefined;
  clearCookies();
  delete (window as { fbq?: unknown }).fbq;
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('gdpr-consent: when the banner shows', () => {
  beforeEach(clearCookies);

  it('no cookie -> banner visible as a labelled region with accept and settings buttons; no open button', async () => {
    const el = await mount();
    const banner = part(el, 'banner')!;
    expect(banner.getAttribute('role')).to.equal('region');
    expect(banner.getAttribute('aria-label')).to.equal('Cookietoestemming');
    expect(banner.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(part(el, 'accept-button')!.tagName).to.equal('BUTTON');
    expect(part(el, 'settings-button')!.textContent).to.equal('Instellingen');
    expect(part(el, 'open-button')).to.equal(null);
    expect(el.getAttribute('data-banner')).to.equal('shown');
  });

  it('valid cookie -> banner hidden, open button shown', async () => {
    setCookie(COOKIE, cookieValue({ consent_declined: false, consent_expire_time: now() + 3600, consent_time: now(), consent_level: 5, consent_id: [] }));
    const el = await mount();
    expect(part(el, 'banner')).to.equal(null);
    expect(part(el, 'open-button')).to.not.equal(null);
  });

  it('old-format cookie -> deleted, banner shows', async () => {
    setCookie(COOKIE, encodeURIComponent('{"consent_level":5,"consent_expire_time":9999999999}'));
    const el = await mount();
    expect(part(el, 'banner')).to.not.equal(null);
    expect(readCookie(COOKIE)).to.equal(undefined);
  });

  it('expired cookie -> banner shows', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() - 10, consent_level: 5 }));
    const el = await mount();
    expect(part(el, 'banner')).to.not.equal(null);
  });

  it('ct-ultimate-gdpr-cookie-popup=1 -> banner hidden', async () => {
    setCookie('ct-ultimate-gdpr-cookie-popup', '1');
    const el = await mount();
    expect(part(el, 'banner')).to.equal(null);
  });

  it('page config says consent -> banner hidden', async () => {
    const el = await mount('<gdpr-consent><script type="application/json">{"consent": true}</script></gdpr-consent>');
    expect(part(el, 'banner')).to.equal(null);
  });

  it('always-visible with a valid cookie -> banner shown, open button hidden', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() + 3600, consent_level: 5 }));
    const el = await mount('<gdpr-consent always-visible></gdpr-consent>');
    expect(part(el, 'banner')).to.not.equal(null);
    expect(part(el, 'open-button')).to.equal(null);
  });

  it('reset-consent -> every cookie deleted at load, banner asks again', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() + 3600, consent_level: 5 }));
    setCookie('_ga', 'GA1.1');
    const el = await mount('<gdpr-consent reset-consent></gdpr-consent>');
    expect(part(el, 'banner')).to.not.equal(null);
    expect(document.cookie).to.equal('');
  });

  it('banner-style="side" -> one [gdpr-consent] error naming the attribute, data-error, nothing rendered', async () => {
    const spy = spyConsoleError();
    try {
      const el = fixture('<gdpr-consent banner-style="side"></gdpr-consent>').firstElementChild as HTMLElement;
      await waitFor(() => el.getAttribute('data-error') === 'config');
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[gdpr-consent]'));
      expect(mine).to.have.length(1);
      expect(String(mine[0]![0])).to.equal('[gdpr-consent] invalid config: "banner-style" expected one of "top-panel", "bottom-panel", "full-panel", "modern", got "side"');
      expect(el.shadowRoot!.querySelector('[part]')).to.equal(null);
    } finally {
      spy.restore();
    }
  });
});

describe('gdpr-consent: accept', () => {
  beforeEach(clearCookies);

  it('accept -> give posted with level 5, banner hidden, event {level 5, levels 5..8}, success message for 2000 ms', async () => {
    fetchStub = stubFetch(() => {
      // A server that sets the cookie, as the plugin does.
      setCookie(COOKIE, cookieValue({ consent_declined: false, consent_expire_time: now() + 3600, consent_time: now(), consent_level: 5, consent_id: 2 }));
      return new Response('0', { status: 200 });
    });
    const el = await mount();
    const got = events(el);
    part(el, 'accept-button')!.click();
    await waitFor(() => got.length === 1, { message: 'consent-updated' });
    expect(part(el, 'banner')).to.equal(null);
    expect(fetchStub.calls).to.have.length(1);
    expect([...fetchStub.calls[0]!.body]).to.deep.equal([
      ['action', 'ct_ultimate_gdpr_cookie_consent_give'],
      ['level', '5'],
    ]);
    expect(fetchStub.calls[0]!.url).to.equal('/wp-admin/admin-ajax.php');
    expect(got[0]).to.deep.equal({ level: 5, levels: [5, 6, 7, 8] });
    const message = part(el, 'success-message')!;
    expect(message.textContent).to.equal('Je keuze is opgeslagen.');
    expect(message.closest('[role="status"]')).to.not.equal(null);
    expect(part(el, 'open-button')).to.not.equal(null);
    await waitFor(() => part(el, 'success-message') === null, { timeout: SUCCESS_MESSAGE_MS + 1500, message: 'message removed' });
    expect(part(el, 'open-button')).to.not.equal(null);
  });

  it('decline-button (CT\'s cookie_gear_close_box) -> "Weigeren" beside "Accepteren" as plainly; it posts CT\'s decline, stores block all, the banner goes and focus lands on the open button', async () => {
    fetchStub = stubFetch(() => new Response('0', { status: 200 }));
    expect(part(await mount(), 'decline-button'), 'off by default').to.equal(null);
    cleanup();
    for (const html of ['<gdpr-consent decline-button></gdpr-consent>', '<gdpr-consent><script type="application/json">{"cookie_gear_close_box":"on"}</script></gdpr-consent>']) {
      const el = await mount(html);
      const got = events(el);
      const decline = part(el, 'decline-button')!;
      const accept = part(el, 'accept-button')!;
      expect(decline.tagName).to.equal('BUTTON');
      expect(decline.textContent).to.equal('Weigeren');
      // As plainly as accepting: in the same row, as large.
      const d = decline.getBoundingClientRect();
      const a = accept.getBoundingClientRect();
      expect(Math.abs(d.height - a.height), 'the same height').to.be.lessThan(1);
      expect(d.width, 'visible').to.be.greaterThan(40);
      decline.focus();
      decline.click();
      await waitFor(() => got.length === 1, { message: 'consent-updated' });
      expect(part(el, 'banner')).to.equal(null);
      expect(fetchStub.calls.map((c) => [...c.body])).to.deep.include([
        ['action', 'ct_ultimate_gdpr_cookie_consent_decline'],
        ['ct_ultimate_gdpr_button_close', '1'],
      ]);
      expect(got[0]).to.deep.equal({ level: 1, levels: [] });
      await waitFor(() => deepActiveElement() === part(el, 'open-button'), { message: 'focus on the open button' });
      cleanup();
      clearCookies();
      fetchStub.calls.length = 0;
    }
  });

  it('server 500 twice -> retried once with skip_cookies=true, then the cookie is written client-side; the event still fires', async () => {
    fetchStub = stubFetch(() => new Response('server says no', { status: 500 }));
    const el = await mount('<gdpr-consent accept-level="4"></gdpr-consent>');
    const got = events(el);
    part(el, 'accept-button')!.click();
    await waitFor(() => got.length === 1, { message: 'consent-updated' });
    expect(fetchStub.calls.map((c) => [...c.body])).to.deep.equal([
      [
        ['action', 'ct_ultimate_gdpr_cookie_consent_give'],
        ['level', '4'],
      ],
      [
        ['skip_cookies', 'true'],
        ['action', 'ct_ultimate_gdpr_cookie_consent_give'],
        ['level', '4'],
      ],
    ]);
    const stored = decodeCookie(readCookie(COOKIE));
    expect(stored.consent_level).to.equal(4);
    expect(stored.consent_declined).to.equal(false);
    expect(stored.consent_expire_time).to.be.greaterThan(now() + 360 * 86400);
    expect(got[0]).to.deep.equal({ level: 4, levels: [5, 6, 7] });
    expect(part(el, 'banner')).to.equal(null);
  });

  it('network error then success on the retry -> cookie written client-side, event fires once', async () => {
    fetchStub = stubFetch((_url, n) => (n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : new Response('ok', { status: 200 })));
    const el = await mount();
    const got = events(el);
    part(el, 'accept-button')!.click();
    await waitFor(() => got.length === 1);
    expect(fetchStub.calls).to.have.length(2);
    expect(fetchStub.calls[1]!.body.get('skip_cookies')).to.equal('true');
    expect(decodeCookie(readCookie(COOKIE)).consent_level).to.equal(5);
  });

  it('accept -> the banner goes with the tap, the give POST only after the next frame (the tap task stays short)', async () => {
    fetchStub = stubFetch(() => new Response('0', { status: 200 }));
    const el = await mount();
    const got = events(el);
    // The POST's code already here, as after the idle prefetch: nothing else to wait for.
    prefetchConsentCalls();
    await import('../../src/widgets/consent/consent-post');
    await new Promise((r) => setTimeout(r));
    const tapped = performance.now();
    part(el, 'accept-button')!.click();
    expect(fetchStub.calls).to.have.length(0);
    await new Promise((r) => requestAnimationFrame(r));
    expect(part(el, 'banner')).to.equal(null);
    notBeforeFrame(fetchStub.calls, tapped);
    await waitFor(() => got.length === 1, { message: 'consent-updated' });
    expect(fetchStub.calls).to.have.length(1);
    expect(fetchStub.calls[0]!.body.get('level')).to.equal('5');
  });

  it('double click on accept -> one give call', async () => {
    let release: () => void = () => {};
    fetchStub = stubFetch(() => new Promise<Response>((r) => (release = () => r(new Response('0')))));
    const el = await mount('<gdpr-consent always-visible></gdpr-consent>');
    part(el, 'accept-button')!.click();
    part(el, 'accept-button')!.click();
    // The POST's code may still be loading (a chunk of its own): answer once the call is out.
    await waitFor(() => fetchStub!.calls.length > 0);
    release();
    await waitFor(() => readCookie(COOKIE));
    expect(fetchStub.calls).to.have.length(1);
  });

  it('accept, then the settings saved while the give is in flight -> the save is posted after it, not dropped; cookie and event end with the save', async () => {
    const releases: (() => void)[] = [];
    fetchStub = stubFetch(() => new Promise<Response>((r) => releases.push(() => r(new Response('0')))));
    const el = await mount();
    const got = events(el);
    part(el, 'accept-button')!.click();
    await waitFor(() => fetchStub!.calls.length === 1, { message: 'the give is out' });
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="3"]')!.click();
    part(el, 'save-button')!.click();
    part(el, 'save-button')?.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchStub.calls, 'nothing more while the give is in flight').to.have.length(1);
    releases[0]!();
    await waitFor(() => fetchStub!.calls.length === 2, { message: 'the save posted after the give' });
    releases[1]!();
    await waitFor(() => got.length === 2, { message: 'both events' });
    expect(fetchStub.calls.map((c) => c.body.get('level'))).to.deep.equal(['5', '3']);
    expect(got.map((g) => g.level)).to.deep.equal([5, 3]);
    expect(decodeCookie(readCookie(COOKIE))).to.include({ consent_level: 3 });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchStub.calls, 'the second click on save dropped').to.have.length(2);
  });
});

describe('gdpr-consent: settings modal', () => {
  beforeEach(clearCookies);

  it('settings button -> dialog with focus inside, modal-open on html and body; Escape closes, restores focus, posts decline', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount();
    const got = events(el);
    const settings = part(el, 'settings-button')!;
    settings.focus();
    settings.click();
    const modal = await waitFor(() => part(el, 'modal'));
    expect(modal.getAttribute('role')).to.equal('dialog');
    expect(modal.getAttribute('aria-modal')).to.equal('true');
    expect(document.documentElement.classList.contains('modal-open')).to.equal(true);
    expect(document.body.classList.contains('modal-open')).to.equal(true);
    await waitFor(() => modal.contains(deepActiveElement()), { message: 'focus in the dialog' });
    deepActiveElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitFor(() => part(el, 'modal') === null, { message: 'closed' });
    expect(document.body.classList.contains('modal-open')).to.equal(false);
    expect(document.documentElement.classList.contains('modal-open')).to.equal(false);
    await waitFor(() => got.length === 1);
    expect([...fetchStub.calls[0]!.body]).to.deep.equal([
      ['action', 'ct_ultimate_gdpr_cookie_consent_decline'],
      ['ct_ultimate_gdpr_button_close', '1'],
    ]);
    expect(got[0]).to.deep.equal({ level: 1, levels: [] });
    // The banner goes (the decline is recorded) and the open button takes its place; the opener
    // went with the banner, so focus lands on the open button.
    expect(part(el, 'banner')).to.equal(null);
    await waitFor(() => deepActiveElement() === part(el, 'open-button'), { message: 'focus on the open button' });
  });

  it('Escape -> the modal goes with the key press, the decline POST only after the next frame', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount();
    const got = events(el);
    prefetchConsentCalls();
    await import('../../src/widgets/consent/consent-post');
    part(el, 'settings-button')!.click();
    const modal = await waitFor(() => part(el, 'modal'));
    await waitFor(() => modal.contains(deepActiveElement()), { message: 'focus in the dialog' });
    const pressed = performance.now();
    deepActiveElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(fetchStub.calls).to.have.length(0);
    // Gone in the key press's own task (a microtask later: preact's render), not in a task after it.
    await Promise.resolve();
    expect(part(el, 'modal') === null, 'the modal is gone in the key press task').to.equal(true);
    await new Promise((r) => requestAnimationFrame(r));
    notBeforeFrame(fetchStub.calls, pressed);
    await waitFor(() => got.length === 1, { message: 'consent-updated' });
    expect(fetchStub.calls.map((c) => c.body.get('action'))).to.deep.equal(['ct_ultimate_gdpr_cookie_consent_decline']);
  });

  it('focus is in the dialog, and Tab trapped, in the same task that puts the dialog in the page', async () => {
    const el = await mount();
    const seen: { inside: boolean; wrapped: boolean }[] = [];
    const observer = new MutationObserver(() => {
      const modal = part(el, 'modal');
      if (!modal || seen.length) return;
      // A MutationObserver runs before the browser's next task or frame: what a fast keyboard finds.
      const inside = modal.contains(deepActiveElement());
      const save = part(el, 'save-button')!;
      save.focus();
      save.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
      seen.push({ inside, wrapped: deepActiveElement() === part(el, 'modal-close') });
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    try {
      el.openSettings();
      await waitFor(() => seen.length === 1, { message: 'dialog seen' });
      expect(seen[0]).to.deep.equal({ inside: true, wrapped: true });
    } finally {
      observer.disconnect();
    }
  });

  it('Tab is trapped in the dialog; closing by the close button restores focus to the opener', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount('<gdpr-consent always-visible></gdpr-consent>');
    const opener = part(el, 'settings-button')!;
    opener.focus();
    opener.click();
    const modal = await waitFor(() => part(el, 'modal'));
    const close = part(el, 'modal-close')!;
    const save = part(el, 'save-button')!;
    save.focus();
    save.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
    expect(deepActiveElement()).to.equal(close, 'Tab from the last wraps to the first');
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, composed: true, cancelable: true }));
    expect(deepActiveElement()).to.equal(save, 'Shift+Tab from the first wraps to the last');
    expect(modal.contains(deepActiveElement())).to.equal(true);
    close.click();
    await waitFor(() => part(el, 'modal') === null);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('open button -> modal; closing gives focus back to the open button', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    document.cookie = `${COOKIE}=${cookieValue({ consent_expire_time: now() + 3600, consent_level: 3 })}; path=/`;
    const el = await mount();
    const openButton = part(el, 'open-button')!;
    expect(openButton.getAttribute('aria-label')).to.equal('Cookie-instellingen openen');
    openButton.focus();
    openButton.click();
    const modal = await waitFor(() => part(el, 'modal'));
    await waitFor(() => modal.contains(deepActiveElement()));
    part(el, 'modal-close')!.click();
    await waitFor(() => part(el, 'modal') === null);
    expect(deepActiveElement()).to.equal(part(el, 'open-button'));
  });

  it('outside click closes; in always-visible mode neither outside click nor Escape closes, the close button does', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount();
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    (el.shadowRoot!.querySelector('.consent-backdrop') as HTMLElement).click();
    await waitFor(() => part(el, 'modal') === null);
    cleanup();

    const always = await mount('<gdpr-consent always-visible></gdpr-consent>');
    always.openSettings();
    const modal = await waitFor(() => part(always, 'modal'));
    (always.shadowRoot!.querySelector('.consent-backdrop') as HTMLElement).click();
    modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(part(always, 'modal')).to.not.equal(null);
    // A click inside the dialog is not an outside click.
    modal.click();
    expect(part(always, 'modal')).to.not.equal(null);
    part(always, 'modal-close')!.click();
    await waitFor(() => part(always, 'modal') === null);
    expect(part(always, 'banner')).to.not.equal(null, 'the banner stays in always-visible mode');
    expect(part(always, 'open-button')).to.equal(null);
  });

  it('any [data-consent-settings] element and openSettings() open the modal; openSettings() before mount is replayed', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const root = fixture('<a href="#c" id="link" data-consent-settings>Cookie-instellingen</a><gdpr-consent></gdpr-consent>');
    const el = root.querySelector<ConsentEl>('gdpr-consent')!;
    await waitFor(() => el.hasAttribute('data-banner'));
    root.querySelector<HTMLAnchorElement>('#link')!.click();
    await waitFor(() => part(el, 'modal'));
    expect(location.hash).to.not.equal('#c', 'the link does not navigate');
    part(el, 'modal-close')!.click();
    await waitFor(() => part(el, 'modal') === null);
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.closeSettings();
    await waitFor(() => part(el, 'modal') === null);
  });

  it('the moment data-banner appears, a [data-consent-settings] click already opens the modal', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const root = fixture('<a href="#c" id="link2" data-consent-settings>Instellingen</a>');
    const el = document.createElement('gdpr-consent') as ConsentEl;
    const clicked = clickWhenAttributeAppears(el, 'data-banner', () => root.querySelector<HTMLAnchorElement>('#link2')!);
    root.append(el);
    await waitFor(clicked, { message: 'data-banner set' });
    await waitFor(() => part(el, 'modal'), { message: 'the modal opened by the click at mount' });
  });

  it('slider: activating an item marks the earlier ones selected in #82aa3b, the rest #595959; block all adds the block class', async () => {
    const el = await mount();
    el.openSettings();
    const modal = await waitFor(() => part(el, 'modal'));
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="slider-item"]')];
    expect(items.map((i) => i.dataset.level)).to.deep.equal(['1', '2', '3', '4', '5']);
    const fill = (i: HTMLElement) => hex(getComputedStyle(i.querySelector('path')!).fill);
    items[3]!.click(); // level 4
    await waitFor(() => items[3]!.dataset.state === 'active');
    expect(items.map((i) => i.dataset.state)).to.deep.equal(['unselected', 'selected', 'selected', 'active', 'unselected']);
    expect(items.map(fill)).to.deep.equal([SLIDER_UNSELECTED_COLOUR, SLIDER_SELECTED_COLOUR, SLIDER_SELECTED_COLOUR, SLIDER_SELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR]);
    expect(items[1]!.classList.contains('selected')).to.equal(true);
    expect(modal.className).to.not.match(/--block\b/);
    items[0]!.click(); // block all
    await waitFor(() => items[0]!.dataset.state === 'active');
    expect(modal.classList.contains('consent-modal--block')).to.equal(true);
    expect(items.map(fill)).to.deep.equal([SLIDER_SELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR, SLIDER_UNSELECTED_COLOUR]);
  });

  it('categories 5..8 are checkboxes; choosing a radio clears them, ticking one clears block all', async () => {
    const el = await mount();
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    const boxes = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="category"]')];
    expect(boxes.map((b) => [b.type, b.value])).to.deep.equal([
      ['checkbox', '5'],
      ['checkbox', '6'],
      ['checkbox', '7'],
      ['checkbox', '8'],
    ]);
    const radio = (level: number) => el.shadowRoot!.querySelector<HTMLInputElement>(`[part~="slider-item"][data-level="${level}"] input[type="radio"]`)!;
    radio(1).click();
    await waitFor(() => radio(1).checked);
    boxes[1]!.click();
    await waitFor(() => boxes[1]!.checked);
    expect(radio(1).checked).to.equal(false, 'ticking a checkbox clears block all');
    expect(part(el, 'modal')!.classList.contains('consent-modal--block')).to.equal(false);
    boxes[3]!.click();
    await waitFor(() => boxes[3]!.checked);
    radio(3).click();
    await waitFor(() => radio(3).checked);
    expect(boxes.map((b) => b.checked)).to.deep.equal([true, true, false, false], 'a slider level ticks exactly its categories');
  });

  it('descriptions: each level shows its allowed / not-allowed lists; they switch per category', async () => {
    const el = await mount(
      '<gdpr-consent><script type="application/json">{"levels":{"3":{"allowed":["Level three yes"],"notAllowed":["Level three no"]}},"descriptions":{"5":["E"],"6":["F"],"7":["A"],"8":["AD"]}}</script></gdpr-consent>',
    );
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    const lists = () =>
      [...el.shadowRoot!.querySelectorAll('.consent-describe__list')].map((ul) => [...ul.querySelectorAll('li')].map((li) => li.textContent));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="3"]')!.click();
    await waitFor(() => lists()[0]![0] === 'Level three yes');
    expect(lists()).to.deep.equal([['Level three yes'], ['Level three no']]);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="4"]')!.click();
    await waitFor(() => lists()[1]!.length === 1);
    expect(lists()).to.deep.equal([['Je cookiekeuze onthouden', 'E', 'F', 'A'], ['AD']]);
    // Level 4 ticks 5, 6 and 7; unticking 6 leaves a choice one by one: its own lists.
    el.shadowRoot!.querySelector<HTMLInputElement>('[part~="category"][value="6"]')!.click();
    await waitFor(() => lists()[1]!.includes('F'));
    expect(lists()).to.deep.equal([['Je cookiekeuze onthouden', 'E', 'A'], ['F', 'AD']]);
  });

  it('save -> old cookie cleared, level and level_id[] posted, event fired, modal and banner gone', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() - 5, consent_level: 5 }));
    const bodies: string[] = [];
    fetchStub = stubFetch(() => {
      bodies.push(document.cookie);
      return new Response('{"success":true}');
    });
    const el = await mount();
    const got = events(el);
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLInputElement>('[part~="category"][value="6"]')!.click();
    el.shadowRoot!.querySelector<HTMLInputElement>('[part~="category"][value="8"]')!.click();
    await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('[part~="category"][value="8"]')!.checked);
    part(el, 'save-button')!.click();
    await waitFor(() => got.length === 1);
    expect(bodies[0]).to.not.contain(COOKIE, 'the old cookie is cleared before the post');
    // The modal starts at essentials (5 ticked); 6 makes level 3, 8 then a choice one by one.
    expect([...fetchStub.calls[0]!.body]).to.deep.equal([
      ['action', 'ct_ultimate_gdpr_cookie_consent_give'],
      ['level', '3'],
      ['level_id[]', '5'],
      ['level_id[]', '6'],
      ['level_id[]', '8'],
    ]);
    expect(got[0]).to.deep.equal({ level: 3, levels: [5, 6, 8] });
    expect(part(el, 'modal')).to.equal(null);
    expect(part(el, 'banner')).to.equal(null);
    // The server set no cookie: it is written here so nothing is lost (granular level 15 = [5, 6, 8]).
    expect(decodeCookie(readCookie(COOKIE))).to.include({ consent_level: 15 });
  });

  it('save with a slider level, server 500 twice -> both bodies carry level and level_id[], the retry skip_cookies; cookie written', async () => {
    fetchStub = stubFetch(() => new Response('no', { status: 500 }));
    const el = await mount();
    const got = events(el);
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="3"]')!.click();
    await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="3"]')!.dataset.state === 'active');
    part(el, 'save-button')!.click();
    await waitFor(() => got.length === 1);
    expect(fetchStub.calls.map((c) => c.body.toString())).to.deep.equal([
      'action=ct_ultimate_gdpr_cookie_consent_give&level=3&level_id%5B%5D=5&level_id%5B%5D=6',
      'skip_cookies=true&action=ct_ultimate_gdpr_cookie_consent_give&level=3&level_id%5B%5D=5&level_id%5B%5D=6',
    ]);
    expect(decodeCookie(readCookie(COOKIE))).to.deep.include({ consent_level: 3, consent_id: [5, 6] });
    expect(got[0]).to.deep.equal({ level: 3, levels: [5, 6] });
  });

  it('the modal starts at the recorded consent', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() + 3600, consent_level: 4, consent_id: ['5', '6', '7'] }));
    const el = await mount();
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-state="active"]')!.dataset.level).to.equal('4');
  });
});

describe('gdpr-consent: body padding', () => {
  beforeEach(clearCookies);

  it('bottom panel -> body padding-bottom equals the banner height, follows it, and goes after accept', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount('<gdpr-consent banner-style="bottom-panel"></gdpr-consent>');
    const banner = part(el, 'banner')!;
    await waitFor(() => document.body.style.paddingBottom === `${banner.offsetHeight}px`, { message: 'padding = banner height' });
    expect(document.body.classList.contains('ct-ultimate-gdpr-cookie-bottomPanel-padding')).to.equal(true);
    banner.querySelector<HTMLElement>('.consent-banner__text')!.style.setProperty('padding-bottom', '120px');
    await waitFor(() => document.body.style.paddingBottom === `${banner.offsetHeight}px`, { message: 'padding follows the height' });
    part(el, 'accept-button')!.click();
    await waitFor(() => document.body.style.paddingBottom === '');
    expect(document.body.classList.contains('ct-ultimate-gdpr-cookie-bottomPanel-padding')).to.equal(false);
  });

  it('top panel -> the page is scrolled by the padding, so what the visitor sees does not move (no layout shift)', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const marker = document.createElement('p');
    marker.textContent = 'Eerste alinea';
    document.body.prepend(marker);
    window.scrollTo(0, 0);
    const topBefore = marker.getBoundingClientRect().top;
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) shifts.push(e.value);
    });
    observer.observe({ type: 'layout-shift' });
    try {
      const el = await mount('<gdpr-consent banner-style="top-panel"></gdpr-consent>');
      const banner = part(el, 'banner')!;
      await waitFor(() => document.body.style.paddingTop === `${banner.offsetHeight}px`, { message: 'padding-top = banner height' });
      expect(window.scrollY).to.be.at.least(banner.offsetHeight);
      expect(marker.getBoundingClientRect().top).to.equal(topBefore);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      expect(shifts.reduce((a, b) => a + b, 0)).to.equal(0);
      window.scrollTo(0, 0);
      expect(marker.getBoundingClientRect().top).to.be.at.least(topBefore + banner.offsetHeight, 'scrolling up shows what the banner covers');
      const scrolled = marker.getBoundingClientRect().top - topBefore;
      window.scrollTo(0, scrolled);
      part(el, 'accept-button')!.click();
      await waitFor(() => document.body.style.paddingTop === '');
      expect(window.scrollY).to.equal(0);
      expect(marker.getBoundingClientRect().top).to.equal(topBefore, 'content stays put when the padding goes');
      expect(document.body.style.minHeight).to.equal('');
    } finally {
      observer.disconnect();
      marker.remove();
    }
  });

  it('a banner replaced by another in one task -> the new one pads the body, and its removal restores the page', async () => {
    document.body.style.setProperty('padding-bottom', '7px');
    try {
      const first = await mount('<gdpr-consent banner-style="bottom-panel"></gdpr-consent>');
      await waitFor(() => document.body.style.paddingBottom === `${part(first, 'banner')!.offsetHeight}px`);
      cleanup();
      const second = await mount('<gdpr-consent banner-style="bottom-panel"></gdpr-consent>');
      await waitFor(() => document.body.style.paddingBottom === `${part(second, 'banner')!.offsetHeight}px`);
      cleanup();
      await waitFor(() => document.body.style.paddingBottom === '7px', { message: "the page's own padding back" });
    } finally {
      document.body.style.removeProperty('padding-bottom');
    }
  });

  it('top panel -> padding-top; full panel and modern -> no padding; with consent -> no padding', async () => {
    const top = await mount('<gdpr-consent banner-style="top-panel"></gdpr-consent>');
    await waitFor(() => document.body.style.paddingTop === `${part(top, 'banner')!.offsetHeight}px`);
    cleanup();
    await waitFor(() => document.body.style.paddingTop === '', { message: 'removed on disconnect' });
    for (const style of ['full-panel', 'modern']) {
      const el = await mount(`<gdpr-consent banner-style="${style}"></gdpr-consent>`);
      expect(part(el, 'banner')).to.not.equal(null);
      expect(document.body.style.paddingBottom + document.body.style.paddingTop).to.equal('');
      cleanup();
    }
  });
});

describe('gdpr-consent: pixels, Consent Mode and gated content', () => {
  beforeEach(clearCookies);

  it('fbq revoke at load, grant after accept; gtag default all denied, then update from the categories', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const fbq: unknown[][] = [];
    const gtag: unknown[][] = [];
    Object.assign(window, { fbq: (...a: unknown[]) => fbq.push(a), gtag: (...a: unknown[]) => gtag.push(a) });
    const el = await mount();
    await waitFor(() => fbq.length === 1);
    expect(fbq).to.deep.equal([['consent', 'revoke']]);
    expect(gtag).to.deep.equal([
      ['consent', 'default', { functionality_storage: 'denied', analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    ]);
    part(el, 'accept-button')!.click();
    await waitFor(() => fbq.length === 2);
    expect(fbq[1]).to.deep.equal(['consent', 'grant']);
    expect(gtag[1]).to.deep.equal([
      'consent',
      'update',
      { functionality_storage: 'granted', analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('a saved analytics level keeps the pixel revoked and grants analytics only', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const fbq: unknown[][] = [];
    const gtag: unknown[][] = [];
    Object.assign(window, { fbq: (...a: unknown[]) => fbq.push(a), gtag: (...a: unknown[]) => gtag.push(a) });
    const el = await mount();
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="4"]')!.click();
    await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="4"]')!.dataset.state === 'active');
    part(el, 'save-button')!.click();
    await waitFor(() => gtag.length === 2);
    expect(fbq).to.deep.equal([
      ['consent', 'revoke'],
      ['consent', 'revoke'],
    ]);
    expect(gtag[1]![2]).to.deep.equal({ functionality_storage: 'granted', analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });

  it('only dataLayer -> Arguments objects pushed (as gtag.js does); stored advertising consent -> default then update at load', async () => {
    setCookie(COOKIE, cookieValue({ consent_expire_time: now() + 3600, consent_level: 5 }));
    const dataLayer: unknown[] = [];
    Object.assign(window, { dataLayer });
    await mount();
    await waitFor(() => dataLayer.length === 2);
    const asArray = dataLayer.map((x) => Array.from(x as ArrayLike<unknown>));
    expect(Object.prototype.toString.call(dataLayer[0])).to.equal('[object Arguments]');
    expect(asArray[0]!.slice(0, 2)).to.deep.equal(['consent', 'default']);
    expect(asArray[1]).to.deep.equal(['consent', 'update', { functionality_storage: 'granted', analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });

  it('gated script and element run / appear only once the level allows them, and the script runs once', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const w = window as unknown as { gatedRuns?: number; gated5?: number };
    w.gatedRuns = 0;
    w.gated5 = 0;
    const root = fixture(
      '<p id="gated" data-consent-level="4">analytics content</p>' +
        '<script type="text/plain" data-consent-level="4">window.gatedRuns++</script>' +
        '<script type="text/plain" data-consent-level="5">window.gated5++</script>' +
        '<gdpr-consent accept-level="4"></gdpr-consent>',
    );
    const el = root.querySelector<ConsentEl>('gdpr-consent')!;
    await waitFor(() => el.hasAttribute('data-banner'));
    const gated = root.querySelector<HTMLElement>('#gated')!;
    await waitFor(() => gated.hidden, { message: 'hidden without consent' });
    expect(w.gatedRuns).to.equal(0);
    part(el, 'accept-button')!.click();
    await waitFor(() => w.gatedRuns === 1, { message: 'level 4 script ran' });
    expect(gated.hidden).to.equal(false);
    expect(w.gated5).to.equal(0, 'a level 5 script stays inert at level 4');
    el.dispatchEvent(new CustomEvent('consent-updated', { detail: { level: 4, levels: [5, 6, 7] }, bubbles: true }));
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="slider-item"][data-level="5"]')!.click();
    part(el, 'save-button')!.click();
    await waitFor(() => w.gated5 === 1);
    expect(w.gatedRuns).to.equal(1, 'never twice');
  });
});

describe('gdpr-consent: ajax popup mode', () => {
  beforeEach(clearCookies);

  it('options then markup, sanitized, into the modal; its inputs drive the save', async () => {
    fetchStub = stubFetch((url) => {
      if (url.endsWith('cookie-popup-options')) return new Response(JSON.stringify(JSON.stringify({ cookie_popup_ajax_enabled: true })), { status: 200 });
      if (url.endsWith('cookie-popup'))
        return new Response(
          JSON.stringify('<div class="srv"><img src="x" onerror="window.pwned=1"><script>window.pwned=2</script><label><input type="radio" name="r" value="3">three</label><label><input type="checkbox" value="7">seven</label></div>'),
        );
      return new Response('0');
    });
    const el = await mount('<gdpr-consent ajax-popup rest-url="/wp-json/" rest-nonce="n1"></gdpr-consent>');
    el.openSettings();
    const srv = await waitFor(() => el.shadowRoot!.querySelector('.srv'), { message: 'server markup' });
    expect(fetchStub.calls.slice(0, 2).map((c) => [c.method, c.url])).to.deep.equal([
      ['GET', '/wp-json/ct-ultimate-gdpr/v1/cookie-popup-options'],
      ['GET', '/wp-json/ct-ultimate-gdpr/v1/cookie-popup'],
    ]);
    expect(srv.querySelector('script')).to.equal(null);
    expect(srv.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
    const got = events(el);
    srv.querySelector<HTMLInputElement>('input[value="7"]')!.click();
    part(el, 'save-button')!.click();
    await waitFor(() => got.length === 1);
    const give = fetchStub.calls.find((c) => c.body.get('action') === 'ct_ultimate_gdpr_cookie_consent_give')!;
    // Essentials (5) were ticked by the starting level; 7 joins them.
    expect(give.body.getAll('level_id[]')).to.deep.equal(['5', '7']);
    expect(got[0]).to.deep.equal({ level: 2, levels: [5, 7] });
  });

  it('a failing markup call -> one console error, the modal shows nothing', async () => {
    fetchStub = stubFetch((url) => (url.endsWith('cookie-popup-options') ? new Response('{"cookie_popup_ajax_enabled":true}') : new Response('boom', { status: 500 })));
    const spy = spyConsoleError();
    try {
      const el = await mount('<gdpr-consent ajax-popup></gdpr-consent>');
      await waitFor(() => spy.calls.some((c) => String(c[0]).startsWith('[gdpr-consent] cookie popup could not be loaded')));
      el.openSettings();
      await new Promise((r) => setTimeout(r, 50));
      expect(part(el, 'modal')).to.equal(null);
      expect(part(el, 'banner')).to.equal(null);
    } finally {
      spy.restore();
    }
  });

  it('options say ajax is off -> the built-in modal', async () => {
    fetchStub = stubFetch(() => new Response('{"cookie_popup_ajax_enabled":false}'));
    const el = await mount('<gdpr-consent ajax-popup></gdpr-consent>');
    await waitFor(() => fetchStub!.calls.length === 1);
    el.openSettings();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part~="slider-item"]').length === 5);
  });
});

describe('gdpr-consent: axe', () => {
  beforeEach(clearCookies);

  for (const style of ['bottom-panel', 'top-panel', 'full-panel', 'modern']) {
    it(`${style} banner -> no violations`, async () => {
      const el = await mount(`<gdpr-consent banner-style="${style}"><script type="application/json">{"url":"#privacy"}</script></gdpr-consent>`);
      const v = await axeViolations(el);
      expect(v, describeViolations(v)).to.deep.equal([]);
    });
  }

  it('modal (slider, categories, descriptions, cookie details) -> no violations', async () => {
    const el = await mount('<gdpr-consent><script type="application/json">{"url":"#p","cookies":[{"name":"_ga","purpose":"stats"}]}</script></gdpr-consent>');
    el.openSettings();
    await waitFor(() => part(el, 'modal'));
    el.shadowRoot!.querySelector<HTMLInputElement>('[part~="category"][value="6"]')!.click();
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('open button and success message -> no violations', async () => {
    fetchStub = stubFetch(() => new Response('0'));
    const el = await mount();
    part(el, 'accept-button')!.click();
    await waitFor(() => part(el, 'success-message'));
    const v = await axeViolations(el);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });
});

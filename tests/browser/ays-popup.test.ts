import { expect } from 'chai';
import { define } from '../../elements/ays-popup';
import { encodeOptionsBlob } from '../../src/core/popup/options';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, clickWhenAttributeAppears, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

type PopupEl = HTMLElement & { open(): void; close(): void };

const VIEW_TYPES = ['default', 'lil', 'image', 'template', 'video', 'minimal', 'image_type_img_theme', 'facebook', 'notification', 'win98', 'cmd', 'mac', 'macos', 'ubuntu', 'winXP', 'winxp'];

/** A 4x4 PNG, so image templates and the close image have something real to show. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAEAQMAAACTPww9AAAAA1BMVEX/AAAZ4gk3AAAAC0lEQVQI12NgwAUAABAAAYkGmOsAAAAASUVORK5CYII=';

function popupHtml(row: Record<string, unknown>, opts: { id?: number; attrs?: string; content?: string } = {}): string {
  const id = opts.id ?? 5;
  return `<ays-popup popup-id="${id}" ${opts.attrs ?? ''}><script type="application/json">${JSON.stringify(row)}</script>${
    opts.content ?? '<p>Vers brood, elke ochtend.</p><a class="asypb-cta" href="#aanbod">Bekijk de aanbieding</a> <button type="button" class="ays_pb_dismiss_ad">Niet meer tonen</button>'
  }</ays-popup>`;
}

const isOpen = (el: Element) => el.getAttribute('data-state') === 'open' && part(el, 'popup') !== null;
/**
 * Opens every pop-up of a test that shows several at once: opening by itself, only the first
 * opens and the others wait for it to close (the page's one modal layer); open() stacks them.
 */
async function openAll(els: Element[]): Promise<void> {
  await waitFor(() => els.every((e) => typeof (e as unknown as { open?: unknown }).open === 'function' && e.hasAttribute('data-state')));
  for (const e of els) (e as unknown as { open(): void }).open();
}
const isClosed = (el: Element) => el.getAttribute('data-state') === 'closed' && part(el, 'popup') === null;

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Records fetch calls (URL and body text) while still sending them. */
function spyFetch() {
  const calls: { url: string; body: string; method: string }[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body instanceof URLSearchParams ? init.body.toString() : String(init?.body ?? '') });
    return original(input, init);
  };
  return { calls, restore: () => (window.fetch = original) };
}

function key(name: string) {
  const target = (deepActiveElement() ?? document.body) as HTMLElement;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
}

describe('<ays-popup>', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    cleanup();
    clearCookies();
  });

  it('pageLoaded with delay 0 and scroll_top 0 -> opens at load as a labelled modal dialog, focus inside, popup-open', async () => {
    const opened: CustomEvent[] = [];
    const onOpen = (e: Event) => opened.push(e as CustomEvent);
    document.addEventListener('popup-open', onOpen);
    try {
      const el = fixture(popupHtml({ title: 'Welkom', action_button_type: 'pageLoaded', delay: '0', scroll_top: '0' })).firstElementChild!;
      await waitFor(() => isOpen(el), { message: 'auto-open' });
      const dialog = part(el, 'popup')!;
      expect(dialog.getAttribute('role')).to.equal('dialog');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      const labelId = dialog.getAttribute('aria-labelledby')!;
      expect(el.shadowRoot!.getElementById(labelId)!.textContent).to.equal('Welkom');
      await waitFor(() => dialog.contains(deepActiveElement()) || deepActiveElement() === dialog, { message: 'focus inside' });
      await waitFor(() => opened.length === 1);
      expect(opened[0]!.detail).to.deep.equal({ id: 5 });
      expect(opened[0]!.bubbles && opened[0]!.composed).to.equal(true);
    } finally {
      document.removeEventListener('popup-open', onOpen);
    }
  });

  it('both with 0/0 -> opens; the close button -> closes, popup-close, focus back where it was', async () => {
    const root = fixture('<button id="before">voor</button>');
    const before = root.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    const closed: CustomEvent[] = [];
    document.addEventListener('popup-close', (e) => closed.push(e as CustomEvent), { once: true });
    root.insertAdjacentHTML('beforeend', popupHtml({ title: 'Hallo', action_button_type: 'both' }));
    const el = root.querySelector('ays-popup')!;
    await waitFor(() => isOpen(el));
    await waitFor(() => deepActiveElement() !== before, { message: 'focus moved in' });
    part<HTMLButtonElement>(el, 'close-button')!.click();
    await waitFor(() => isClosed(el), { message: 'closed' });
    expect(part(el, 'overlay')).to.equal(null);
    await waitFor(() => closed.length === 1);
    expect(closed[0]!.detail).to.deep.equal({ id: 5 });
    expect(document.activeElement).to.equal(before);
  });

  it('Escape -> closes', async () => {
    const el = fixture(popupHtml({ title: 'Esc' })).firstElementChild!;
    await waitFor(() => isOpen(el));
    await waitFor(() => deepActiveElement() === part(el, 'popup'));
    key('Escape');
    await waitFor(() => isClosed(el), { message: 'closed by Escape' });
  });

  it('clickSelector -> stays closed at load; a click on the selector opens; open()/close() work', async () => {
    const root = fixture(`<button id="trigger">open</button>${popupHtml({ title: 'Klik', action_button_type: 'clickSelector', action_button: '#trigger' })}`);
    const el = root.querySelector('ays-popup') as PopupEl;
    await new Promise((r) => setTimeout(r, 150));
    expect(el.getAttribute('data-state')).to.equal('closed');
    root.querySelector<HTMLButtonElement>('#trigger')!.click();
    await waitFor(() => isOpen(el), { message: 'opened by the selector' });
    el.close();
    await waitFor(() => isClosed(el));
    el.open();
    await waitFor(() => isOpen(el), { message: 'opened by open()' });
  });

  it('the moment data-state appears, a click on the selector already opens it', async () => {
    const root = fixture('<button id="trigger-early">open</button>');
    const holder = document.createElement('div');
    holder.innerHTML = popupHtml({ title: 'Vroeg', action_button_type: 'clickSelector', action_button: '#trigger-early' });
    const el = holder.firstElementChild!;
    const clicked = clickWhenAttributeAppears(el, 'data-state', () => root.querySelector<HTMLButtonElement>('#trigger-early')!);
    root.append(el);
    await waitFor(clicked, { message: 'data-state set' });
    await waitFor(() => isOpen(el), { message: 'opened by the click at mount' });
  });

  it('delay 120 ms -> not open at once, open after the delay', async () => {
    const el = fixture(popupHtml({ title: 'Later', action_button_type: 'pageLoaded', delay: '120' })).firstElementChild!;
    await new Promise((r) => setTimeout(r, 40));
    expect(isOpen(el)).to.equal(false);
    await waitFor(() => isOpen(el), { message: 'opened after the delay' });
  });

  it('scroll_top 200 -> opens once the page is scrolled 200 px', async () => {
    const root = fixture(`<div style="height: 3000px"></div>${popupHtml({ title: 'Scroll', action_button_type: 'pageLoaded', scroll_top: '200' })}`);
    const el = root.querySelector('ays-popup')!;
    await new Promise((r) => setTimeout(r, 80));
    expect(isOpen(el)).to.equal(false);
    window.scrollTo(0, 250);
    await waitFor(() => isOpen(el), { message: 'opened by scrolling' });
    window.scrollTo(0, 0);
  });

  it('two clicks on a call-to-action -> one conversion request: action=ays_increment_pb_conversions&id=5', async () => {
    const spy = spyFetch();
    try {
      const el = fixture(popupHtml({ title: 'CTA' }, { attrs: 'ajax-url="/test-api/echo"' })).firstElementChild!;
      await waitFor(() => isOpen(el));
      const cta = el.querySelector<HTMLAnchorElement>('.asypb-cta')!;
      cta.click();
      cta.click();
      await new Promise((r) => setTimeout(r, 100));
      const conversions = spy.calls.filter((c) => c.body.includes('ays_increment_pb_conversions'));
      expect(conversions).to.have.length(1);
      expect(conversions[0]!.method).to.equal('POST');
      expect(conversions[0]!.url).to.equal('/test-api/echo');
      expect(conversions[0]!.body).to.equal('action=ays_increment_pb_conversions&id=5');
      // Closing and reopening in the same page view does not count again.
      (el as PopupEl).close();
      await waitFor(() => isClosed(el));
      (el as PopupEl).open();
      await waitFor(() => isOpen(el));
      el.querySelector<HTMLAnchorElement>('.asypb-cta')!.click();
      await new Promise((r) => setTimeout(r, 50));
      expect(spy.calls.filter((c) => c.body.includes('ays_increment_pb_conversions'))).to.have.length(1);
    } finally {
      spy.restore();
    }
  });

  it('first close -> one view request action=ays_increment_pb_views&id=5; closing again in the same page view -> none', async () => {
    const spy = spyFetch();
    try {
      const el = fixture(popupHtml({ title: 'Views' }, { attrs: 'ajax-url="/test-api/echo"' })).firstElementChild as PopupEl;
      await waitFor(() => isOpen(el));
      await new Promise((r) => setTimeout(r, 50));
      expect(spy.calls.filter((c) => c.body.includes('ays_increment_pb_views'))).to.have.length(0);
      part<HTMLButtonElement>(el, 'close-button')!.click();
      await waitFor(() => isClosed(el));
      await waitFor(() => spy.calls.some((c) => c.body.includes('ays_increment_pb_views')));
      el.open();
      await waitFor(() => isOpen(el));
      key('Escape');
      await waitFor(() => isClosed(el));
      await new Promise((r) => setTimeout(r, 80));
      const views = spy.calls.filter((c) => c.body.includes('ays_increment_pb_views'));
      expect(views).to.have.length(1);
      expect(views[0]!.method).to.equal('POST');
      expect(views[0]!.url).to.equal('/test-api/echo');
      expect(views[0]!.body).to.equal('action=ays_increment_pb_views&id=5');
    } finally {
      spy.restore();
    }
  });

  it('data-cta counts too; a failing server changes nothing for the visitor', async () => {
    const spy = spyFetch();
    const errors = spyConsoleError();
    try {
      const el = fixture(popupHtml({ title: 'CTA 2' }, { attrs: 'ajax-url="/test-api/status/500"', content: '<button type="button" data-cta>Ja</button>' })).firstElementChild!;
      await waitFor(() => isOpen(el));
      el.querySelector<HTMLButtonElement>('[data-cta]')!.click();
      await waitFor(() => spy.calls.some((c) => c.body === 'action=ays_increment_pb_conversions&id=5'));
      await new Promise((r) => setTimeout(r, 100));
      expect(isOpen(el)).to.equal(true);
      expect(errors.calls.filter((c) => String(c[0]).startsWith('[ays-popup]'))).to.have.length(0);
    } finally {
      spy.restore();
      errors.restore();
    }
  });

  it('dismiss -> cookie ays_pb_dismiss_ad_5 set, closed; open() and a new element stay closed', async () => {
    const el = fixture(popupHtml({ title: 'Weg' })).firstElementChild as PopupEl;
    await waitFor(() => isOpen(el));
    el.querySelector<HTMLButtonElement>('.ays_pb_dismiss_ad')!.click();
    await waitFor(() => isClosed(el));
    expect(document.cookie).to.contain('ays_pb_dismiss_ad_5=ays_pb_dismiss_ad_5');
    el.open();
    await new Promise((r) => setTimeout(r, 80));
    expect(isClosed(el)).to.equal(true);
    cleanup();
    const again = fixture(popupHtml({ title: 'Weg' })).firstElementChild!;
    await waitFor(() => again.getAttribute('data-state') === 'closed');
    await new Promise((r) => setTimeout(r, 80));
    expect(part(again, 'popup')).to.equal(null);
    // Another pop-up id is not affected.
    const other = fixture(popupHtml({ title: 'Ander' }, { id: 6 })).firstElementChild!;
    await waitFor(() => isOpen(other));
  });

  it('enable_dismiss on -> the built-in dismiss button sets the cookie', async () => {
    const el = fixture(popupHtml({ title: 'Advertentie', options: JSON.stringify({ enable_dismiss: 'on', enable_dismiss_text: 'Verberg advertentie' }) }, { id: 8, content: '<p>x</p>' })).firstElementChild!;
    await waitFor(() => isOpen(el));
    const button = part<HTMLButtonElement>(el, 'dismiss-button')!;
    expect(button.textContent).to.equal('Verberg advertentie');
    button.click();
    await waitFor(() => isClosed(el));
    expect(document.cookie).to.contain('ays_pb_dismiss_ad_8=');
  });

  it('overlay click closes only with close_popup_overlay on', async () => {
    const root = fixture(popupHtml({ title: 'Zonder' }, { id: 21 }) + popupHtml({ title: 'Met', options: { close_popup_overlay: 'on' } }, { id: 22 }));
    const [off, on] = root.querySelectorAll('ays-popup');
    await openAll([off!, on!]);
    await waitFor(() => isOpen(off!) && isOpen(on!));
    part(off!, 'overlay')!.click();
    part(on!, 'overlay')!.click();
    await waitFor(() => isClosed(on!));
    expect(isOpen(off!)).to.equal(true);
  });

  it('the options blob (UTF-8, € and Dutch) -> renders its title; a broken blob -> one [ays-popup] error, data-error, nothing rendered', async () => {
    const spy = spyConsoleError();
    try {
      const blob = encodeOptionsBlob({ id: '9', title: 'Taart € 18,50 – vóór 12:00', options: { close_button_text: 'Sluiten' } }, { unescapedUnicode: true });
      const root = fixture(`<ays-popup id="good" options="${blob}"><p>inhoud</p></ays-popup><ays-popup id="bad" popup-id="3" options="bm90IGpzb24="></ays-popup>`);
      const good = root.querySelector('#good')!;
      const bad = root.querySelector('#bad')!;
      await waitFor(() => isOpen(good));
      expect(part(good, 'title')!.textContent).to.equal('Taart € 18,50 – vóór 12:00');
      expect(part(good, 'close-button')!.textContent).to.equal('Sluiten');
      await waitFor(() => bad.getAttribute('data-error') === 'config');
      expect(bad.shadowRoot!.querySelector('[part]')).to.equal(null);
      const mine = spy.calls.filter((c) => String(c[0]).startsWith('[ays-popup]'));
      expect(mine).to.have.length(1);
      expect(String(mine[0]![0])).to.contain('invalid config: "options" expected base64 of UTF-8 JSON {"popupbox": row}');
    } finally {
      spy.restore();
    }
  });

  it('close button: image 30x30, lil image 50x50, default icon 36 px; text names the button', async () => {
    const root = fixture(
      popupHtml({ title: 'a', options: { close_button_image: PNG } }, { id: 31 }) +
        popupHtml({ title: 'b', view_type: 'lil', options: { close_button_image: PNG } }, { id: 32 }) +
        popupHtml({ title: 'c' }, { id: 33 }) +
        popupHtml({ title: 'd', options: { close_button_text: 'Nee, bedankt', close_button_position: 'left-bottom' } }, { id: 34 }),
    );
    const [img, lil, icon, text] = [...root.querySelectorAll('ays-popup')];
    await openAll([img!, lil!, icon!, text!]);
    await waitFor(() => [img, lil, icon, text].every((e) => isOpen(e!)));
    // Layout sizes (the opening animation scales the box for a moment; computed sizes ignore that).
    const size = (el: Element | null | undefined) => {
      const cs = getComputedStyle(el!);
      return [Math.round(parseFloat(cs.width)), Math.round(parseFloat(cs.height))];
    };
    expect(size(part(img!, 'close-button')!.querySelector('img'))).to.deep.equal([30, 30]);
    expect(size(part(lil!, 'close-button')!.querySelector('img'))).to.deep.equal([50, 50]);
    expect(size(part(icon!, 'close-button')!.querySelector('svg'))).to.deep.equal([36, 36]);
    expect(part(icon!, 'close-button')!.getAttribute('aria-label')).to.equal('Sluiten');
    const textButton = part(text!, 'close-button')!;
    expect(textButton.textContent).to.equal('Nee, bedankt');
    expect(textButton.hasAttribute('aria-label')).to.equal(false);
    expect(textButton.getAttribute('data-position')).to.equal('left-bottom');
    const box = part(text!, 'popup')!;
    expect(textButton.offsetLeft).to.be.lessThan(40);
    expect(box.clientHeight - (textButton.offsetTop + textButton.offsetHeight)).to.be.lessThan(40);
  });

  it('height, min height, border size and fullscreen -> the box measures them (desktop viewport)', async () => {
    const root = fixture(
      popupHtml({ title: 'h', height: '300', bordersize: '4', bordercolor: '#ff0000' }, { id: 41 }) +
        popupHtml({ title: 'm', height: '200', options: { pb_min_height: '320' } }, { id: 42 }) +
        popupHtml({ title: 'f', options: { enable_pb_fullscreen: 'on' } }, { id: 43 }),
    );
    const [h, m, f] = [...root.querySelectorAll('ays-popup')];
    await openAll([h!, m!, f!]);
    await waitFor(() => [h, m, f].every((e) => isOpen(e!)));
    const hb = part(h!, 'popup')!;
    expect(hb.offsetHeight).to.equal(300);
    expect(getComputedStyle(hb).borderTopWidth).to.equal('4px');
    expect(getComputedStyle(hb).borderTopColor).to.equal('rgb(255, 0, 0)');
    expect(part(m!, 'popup')!.offsetHeight).to.equal(320);
    const fr = part(f!, 'popup')!;
    expect([fr.offsetWidth, fr.offsetHeight]).to.deep.equal([document.documentElement.clientWidth, document.documentElement.clientHeight]);
    expect(part(f!, 'popup')!.hasAttribute('data-fullscreen')).to.equal(true);
  });

  it('sound toggle on the video template: active volume 1 + volume-up icon, inactive volume 0 + mute icon', async () => {
    const el = fixture(popupHtml({ title: 'Video', view_type: 'video', options: { video_theme_url: '/test-api/status/404' } }, { content: '' })).firstElementChild!;
    await waitFor(() => isOpen(el));
    const toggle = part<HTMLButtonElement>(el, 'sound-toggle')!;
    const video = el.shadowRoot!.querySelector('video')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(toggle.getAttribute('data-icon')).to.equal('volume-up');
    expect(video.volume).to.equal(1);
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-pressed') === 'false');
    expect(toggle.getAttribute('data-icon')).to.equal('mute');
    expect(video.volume).to.equal(0);
    toggle.click();
    await waitFor(() => toggle.getAttribute('data-icon') === 'volume-up');
    expect(video.volume).to.equal(1);
  });

  it('sound toggle appears with enable_pb_sound; not on a silent template', async () => {
    const root = fixture(
      popupHtml({ title: 'Bel', options: { enable_pb_sound: 'on', pb_sound: '/test-api/status/404' } }, { id: 51 }) + popupHtml({ title: 'Stil' }, { id: 52 }),
    );
    const [bell, silent] = [...root.querySelectorAll('ays-popup')];
    await openAll([bell!, silent!]);
    await waitFor(() => isOpen(bell!) && isOpen(silent!));
    expect(part(bell!, 'sound-toggle')).to.not.equal(null);
    expect(bell!.shadowRoot!.querySelector('audio')!.volume).to.equal(1);
    part<HTMLButtonElement>(bell!, 'sound-toggle')!.click();
    await waitFor(() => bell!.shadowRoot!.querySelector('audio')!.volume === 0);
    expect(part(silent!, 'sound-toggle')).to.equal(null);
  });

  it('custom_html without light-DOM content -> sanitized and shown; its call-to-action counts', async () => {
    const spy = spyFetch();
    try {
      const el = fixture(
        popupHtml({ title: 'HTML', custom_html: '<p id="x">Welkom</p><img src="x" onerror="window.__pwned = 1"><a class="asypb-cta" href="#c">Ja</a>' }, { content: '', attrs: 'ajax-url="/test-api/echo"' }),
      ).firstElementChild!;
      await waitFor(() => isOpen(el));
      expect(el.shadowRoot!.querySelector('#x')!.textContent).to.equal('Welkom');
      expect(el.shadowRoot!.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
      el.shadowRoot!.querySelector<HTMLAnchorElement>('.asypb-cta')!.click();
      await waitFor(() => spy.calls.some((c) => c.body === 'action=ays_increment_pb_conversions&id=5'));
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    } finally {
      spy.restore();
    }
  });

  describe('every template and window style', () => {
    for (const viewType of VIEW_TYPES) {
      it(`${viewType} -> renders without error and passes axe`, async () => {
        const errors = spyConsoleError();
        try {
          const el = fixture(
            popupHtml(
              { title: `Sjabloon ${viewType}`, description: '<p>Omschrijving</p>', view_type: viewType, bg_image: PNG, options: { image_type_img_src: PNG, video_theme_url: '/test-api/status/404', enable_dismiss: 'on' } },
              { content: '<p>Inhoud met een <a class="asypb-cta" href="https://example.com/aanbod">link</a>.</p>', attrs: 'ajax-url="/test-api/echo"' },
            ),
          ).firstElementChild!;
          await waitFor(() => isOpen(el), { message: `${viewType} open` });
          const canonical = viewType === 'mac' ? 'macos' : viewType === 'winXP' ? 'winxp' : viewType;
          expect(part(el, 'popup')!.getAttribute('data-view-type')).to.equal(canonical);
          expect(part(el, 'close-button')).to.not.equal(null);
          expect(el.hasAttribute('data-error')).to.equal(false);
          const violations = await axeViolations(el);
          expect(violations, describeViolations(violations)).to.have.length(0);
          part<HTMLButtonElement>(el, 'close-button')!.click();
          await waitFor(() => isClosed(el), { message: `${viewType} closed` });
          expect(errors.calls).to.have.length(0);
        } finally {
          errors.restore();
        }
      });
    }
  });
});

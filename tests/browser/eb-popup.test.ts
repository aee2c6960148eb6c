import { expect } from 'chai';
import { define } from '../../elements/eb-popup';
import { createActionHash } from '../../src/core/builder/popup-actions';
import { resetPopped } from '../../src/widgets/ebpopup/page';
import { deepActiveElement } from '../../src/platform/focus';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

type EbPopupEl = HTMLElement & { show(): void; hide(): void };

const CONTENT =
  '<h2>Schrijf je in voor de nieuwsbrief</h2><p>Elke vrijdag het weekmenu.</p>' +
  '<form class="nb"><label>E-mail <input name="email" type="email"></label> <button type="submit">Aanmelden</button></form>';

let nextId = 100;
/** An <eb-popup> with a fresh id (the page keeps per-id state, as Elementor does). */
function popupHtml(settings: unknown, opts: { id?: number; content?: string; attrs?: string } = {}): string {
  const id = opts.id ?? nextId++;
  return `<eb-popup popup-id="${id}" ${opts.attrs ?? ''}><script type="application/json">${JSON.stringify(settings)}</script>${opts.content ?? CONTENT}</eb-popup>`;
}
function mount(settings: unknown, opts: { id?: number; content?: string; before?: string } = {}): EbPopupEl {
  const root = fixture(`${opts.before ?? ''}${popupHtml(settings, opts)}`);
  return root.querySelector('eb-popup') as EbPopupEl;
}

const stateOf = (el: Element) => el.getAttribute('data-state');
const isOpen = (el: Element) => stateOf(el) === 'open' && part(el, 'popup') !== null;
const isClosed = (el: Element) => stateOf(el) === 'closed' && part(el, 'popup') === null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ready = (el: Element) => waitFor(() => el.hasAttribute('data-state') && el.hasAttribute('data-timing'), { message: 'mounted' });
/** Scrolls and waits for the scroll event (pages in the background may deliver them late and merged). */
async function scrollAndWait(y: number): Promise<void> {
  const seen = new Promise((r) => window.addEventListener('scroll', r, { once: true }));
  window.scrollTo(0, y);
  await Promise.race([seen, sleep(1000)]);
}
const stored = () => JSON.parse(localStorage.getItem('elementor') ?? '{}');

function key(name: string, opts: KeyboardEventInit = {}) {
  const target = (deepActiveElement() ?? document.body) as HTMLElement;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true, ...opts }));
}

/** Records the pop-up events in the order they arrive: element events (bubbling) and window events. */
function recordEvents() {
  const log: string[] = [];
  const details: unknown[] = [];
  const onEl = (e: Event) => {
    log.push(e.type);
    details.push((e as CustomEvent).detail);
  };
  const onWin = (e: Event) => {
    log.push(e.type);
    details.push((e as CustomEvent).detail);
  };
  for (const t of ['popup-show', 'popup-hide']) document.addEventListener(t, onEl);
  for (const t of ['elementor/popup/show', 'elementor/popup/hide']) window.addEventListener(t, onWin);
  return {
    log,
    details,
    stop() {
      for (const t of ['popup-show', 'popup-hide']) document.removeEventListener(t, onEl);
      for (const t of ['elementor/popup/show', 'elementor/popup/hide']) window.removeEventListener(t, onWin);
    },
  };
}

describe('<eb-popup>', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetPopped();
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await sleep(0);
  });

  describe('triggers: each opens the pop-up once and only once', () => {
    it('page_load 0.1 s -> opens after the delay, labelled by its heading; events show then hide, element first, {id} a number', async () => {
      const rec = recordEvents();
      try {
        const el = mount({ triggers: { page_load: 'yes', page_load_delay: '0.1' } }, { id: 41 });
        await ready(el);
        expect(isClosed(el)).to.equal(true);
        await waitFor(() => isOpen(el), { message: 'opened by page_load' });
        expect(el.getAttribute('data-opened-by')).to.equal('page_load');
        const dialog = part(el, 'popup')!;
        expect(dialog.getAttribute('role')).to.equal('dialog');
        expect(dialog.getAttribute('aria-modal')).to.equal('true');
        expect(dialog.getAttribute('aria-label')).to.equal('Schrijf je in voor de nieuwsbrief');
        await waitFor(() => rec.log.length === 2);
        part<HTMLButtonElement>(el, 'close-button')!.click();
        await waitFor(() => isClosed(el));
        await waitFor(() => rec.log.length === 4);
        expect(rec.log).to.deep.equal(['popup-show', 'elementor/popup/show', 'popup-hide', 'elementor/popup/hide']);
        expect(rec.details).to.deep.equal([{ id: 41 }, { id: 41 }, { id: 41 }, { id: 41 }]);
        await sleep(150);
        expect(isClosed(el)).to.equal(true);
      } finally {
        rec.stop();
      }
    });

    it('window events do not bubble; element events bubble and are composed', async () => {
      let windowEvent: Event | undefined;
      let elementEvent: Event | undefined;
      const onWin = (e: Event) => (windowEvent = e);
      const onDoc = (e: Event) => (elementEvent = e);
      window.addEventListener('elementor/popup/show', onWin);
      document.addEventListener('popup-show', onDoc);
      try {
        const el = mount({});
        await ready(el);
        el.show();
        await waitFor(() => windowEvent && elementEvent);
        expect(windowEvent!.bubbles).to.equal(false);
        expect(elementEvent!.bubbles && elementEvent!.composed).to.equal(true);
        expect(el.getAttribute('data-opened-by')).to.equal('method');
      } finally {
        window.removeEventListener('elementor/popup/show', onWin);
        document.removeEventListener('popup-show', onDoc);
      }
    });

    it('a page with jQuery gets the jQuery events too (document, [id, element]), before the window event', async () => {
      const calls: unknown[][] = [];
      const order: string[] = [];
      (window as any).jQuery = (target: unknown) => ({
        trigger: (name: string, args: unknown[]) => {
          calls.push([target, name, ...args]);
          order.push(`jq:${name}`);
        },
      });
      const onWin = (e: Event) => order.push(`win:${e.type}`);
      window.addEventListener('elementor/popup/show', onWin);
      try {
        const el = mount({}, { id: 77 });
        await ready(el);
        el.show();
        await waitFor(() => order.length === 2);
        expect(calls).to.deep.equal([[document, 'elementor/popup/show', 77, el]]);
        expect(order).to.deep.equal(['jq:elementor/popup/show', 'win:elementor/popup/show']);
      } finally {
        delete (window as any).jQuery;
        window.removeEventListener('elementor/popup/show', onWin);
      }
    });

    it('scrolling down 30 % -> opens at 30 % of the scrollable height, once', async () => {
      const el = mount({ triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 30 } }, { before: '<div style="height:4000px"></div>' });
      await ready(el);
      const scrollable = document.documentElement.scrollHeight - innerHeight;
      await scrollAndWait(Math.floor(scrollable * 0.2));
      await sleep(30);
      expect(isClosed(el)).to.equal(true);
      await scrollAndWait(Math.ceil(scrollable * 0.31));
      await waitFor(() => isOpen(el), { message: 'opened by scrolling' });
      el.hide();
      await waitFor(() => isClosed(el));
      await scrollAndWait(0);
      await scrollAndWait(scrollable);
      await sleep(50);
      expect(isClosed(el)).to.equal(true);
    });

    it('scrolling up -> any upward scroll opens it', async () => {
      const el = mount({ triggers: { scrolling: 'yes', scrolling_direction: 'up' } }, { before: '<div style="height:3000px"></div>' });
      await ready(el);
      await scrollAndWait(600);
      await sleep(30);
      expect(isClosed(el)).to.equal(true);
      await scrollAndWait(580);
      await waitFor(() => isOpen(el), { message: 'opened by scrolling up' });
      expect(el.getAttribute('data-opened-by')).to.equal('scrolling');
      el.hide();
      await waitFor(() => isClosed(el));
      await scrollAndWait(300);
      await sleep(50);
      expect(isClosed(el)).to.equal(true);
    });

    it('scrolling_to -> opens when the element comes into view', async () => {
      const el = mount({ triggers: { scrolling_to: 'yes', scrolling_to_selector: '#prijzen' } }, { before: '<div style="height:3000px"></div><p id="prijzen">Prijzen</p><div style="height:500px"></div>' });
      await ready(el);
      await sleep(100);
      expect(isClosed(el)).to.equal(true);
      document.getElementById('prijzen')!.scrollIntoView();
      await waitFor(() => isOpen(el), { message: 'opened by scrolling_to' });
      el.hide();
      await waitFor(() => isClosed(el));
      window.scrollTo(0, 0);
      await sleep(50);
      document.getElementById('prijzen')!.scrollIntoView();
      await sleep(150);
      expect(isClosed(el)).to.equal(true);
    });

    it('scrolling_to with a bad selector -> one console warning, no trigger, no error', async () => {
      const warn = console.warn;
      const warnings: unknown[][] = [];
      console.warn = (...a: unknown[]) => warnings.push(a);
      const errors = spyConsoleError();
      try {
        const el = mount({ triggers: { scrolling_to: 'yes', scrolling_to_selector: '#a[' } });
        await ready(el);
        expect(warnings.filter((w) => String(w[0]).startsWith('[eb-popup]') && String(w[0]).includes('#a['))).to.have.length(1);
        expect(el.hasAttribute('data-error')).to.equal(false);
        expect(errors.calls).to.have.length(0);
        expect(isClosed(el)).to.equal(true);
      } finally {
        console.warn = warn;
        errors.restore();
      }
    });

    it('click "2" (a numeric string) -> opens on the second click anywhere, once', async () => {
      const el = mount({ triggers: { click: 'yes', click_times: '2' } }, { before: '<p id="text">Tekst</p>' });
      await ready(el);
      const text = document.getElementById('text')!;
      text.click();
      await sleep(50);
      expect(isClosed(el)).to.equal(true);
      text.click();
      await waitFor(() => isOpen(el), { message: 'opened by the second click' });
      el.hide();
      await waitFor(() => isClosed(el));
      for (let i = 0; i < 4; i++) text.click();
      await sleep(80);
      expect(isClosed(el)).to.equal(true);
    });

    it('a click whose handler stops propagation still counts', async () => {
      const el = mount({ triggers: { click: 'yes' } }, { before: '<button id="stopper" type="button">x</button>' });
      await ready(el);
      const stopper = document.getElementById('stopper')!;
      stopper.addEventListener('click', (e) => e.stopPropagation());
      stopper.click();
      await waitFor(() => isOpen(el));
    });

    it('inactivity 0.3 s -> key presses and pointer moves keep it closed; then it opens', async () => {
      const el = mount({ triggers: { inactivity: 'yes', inactivity_time: 0.3 } });
      await ready(el);
      for (let i = 0; i < 5; i++) {
        await sleep(120);
        if (i % 2) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
        else document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      }
      expect(isClosed(el)).to.equal(true);
      await waitFor(() => isOpen(el), { message: 'opened after inactivity' });
      expect(el.getAttribute('data-opened-by')).to.equal('inactivity');
      el.hide();
      await waitFor(() => isClosed(el));
      // Input after the close would restart an armed timer: the trigger is gone, so nothing does.
      document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      await sleep(450);
      expect(isClosed(el)).to.equal(true);
    });

    it('inactivity is also reset by touch', async () => {
      const el = mount({ triggers: { inactivity: 'yes', inactivity_time: 0.25 } });
      await ready(el);
      for (let i = 0; i < 4; i++) {
        await sleep(120);
        document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
      }
      expect(isClosed(el)).to.equal(true);
      await waitFor(() => isOpen(el));
    });

    it('exit_intent -> the pointer leaving through the top opens it; leaving through the side does not; once', async () => {
      const el = mount({ triggers: { exit_intent: 'yes' } });
      await ready(el);
      const leave = (clientY: number) => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 200, clientY, relatedTarget: null }));
      leave(300);
      document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -2, relatedTarget: document.documentElement }));
      await sleep(50);
      expect(isClosed(el)).to.equal(true);
      leave(-1);
      await waitFor(() => isOpen(el), { message: 'opened by exit intent' });
      el.hide();
      await waitFor(() => isClosed(el));
      leave(-1);
      await sleep(50);
      expect(isClosed(el)).to.equal(true);
    });

    it('adblock_detection -> opens when .ad-box is hidden by a blocker, with a 6-character bait id', async () => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.ad-box { display: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      const ids: string[] = [];
      const seen = new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('ad-box')) ids.push(n.id + '|' + n.getAttribute('aria-hidden'));
      });
      seen.observe(document.body, { childList: true });
      try {
        const el = mount({ triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.05 } });
        await ready(el);
        await waitFor(() => isOpen(el), { message: 'opened by adblock detection' });
        el.hide();
        await waitFor(() => isClosed(el));
        await sleep(150);
        expect(isClosed(el)).to.equal(true);
        expect(ids).to.have.length(1);
        expect(ids[0]).to.match(/^elementor-adblock-detection-[a-z0-9]{6}\|true$/);
        expect(document.querySelector('.ad-box')).to.equal(null);
      } finally {
        seen.disconnect();
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    });

    it('adblock_detection without a blocker -> stays closed, the bait is gone', async () => {
      const el = mount({ triggers: { adblock_detection: 'yes', adblock_detection_delay: 0.05 } });
      await ready(el);
      await sleep(200);
      expect(isClosed(el)).to.equal(true);
      expect(document.querySelector('.ad-box')).to.equal(null);
    });

    it('several triggers: the first to fire opens it and disarms the others', async () => {
      const el = mount({ triggers: { page_load: 'yes', page_load_delay: 0.05, click: 'yes', click_times: 1, exit_intent: 'yes' } }, { before: '<p id="t2">x</p>' });
      await ready(el);
      await waitFor(() => isOpen(el));
      expect(el.getAttribute('data-opened-by')).to.equal('page_load');
      el.hide();
      await waitFor(() => isClosed(el));
      document.getElementById('t2')!.click();
      document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null }));
      await sleep(100);
      expect(isClosed(el)).to.equal(true);
    });

    it('triggers as [] -> nothing opens it by itself', async () => {
      const el = mount({ triggers: [], timing: [] });
      await ready(el);
      await sleep(100);
      expect(isClosed(el)).to.equal(true);
    });
  });

  describe('timing rules', () => {
    it('a failing rule -> no trigger is armed, data-timing says which; the open selector and links still open it', async () => {
      const el = mount(
        { open_selector: '.open-me', triggers: { page_load: 'yes' }, timing: { url: 'yes', url_action: 'show', url_url: 'nergens.example' } },
        { id: 61, before: `<button class="open-me" type="button">open</button><a id="link61" href="${createActionHash('popup:open', { id: 61 })}">open via link</a>` },
      );
      await ready(el);
      await sleep(80);
      expect(el.getAttribute('data-timing')).to.equal('failed');
      expect(el.getAttribute('data-timing-failed')).to.equal('url');
      expect(isClosed(el)).to.equal(true);
      document.querySelector<HTMLButtonElement>('.open-me')!.click();
      await waitFor(() => isOpen(el), { message: 'opened by open_selector' });
      expect(el.getAttribute('data-opened-by')).to.equal('open_selector');
      el.hide();
      await waitFor(() => isClosed(el));
      document.getElementById('link61')!.click();
      await waitFor(() => isOpen(el), { message: 'opened by the action link' });
      expect(el.getAttribute('data-opened-by')).to.equal('action');
    });

    it('times 1 per day counted on open: open once -> the counter is 1 with a day window; a second element of the same pop-up does not pass', async () => {
      const before = Date.now();
      const el = mount({ triggers: { page_load: 'yes' }, timing: { times: 'yes', times_times: 1, times_period: 'day' } }, { id: 62 });
      await waitFor(() => isOpen(el));
      expect(el.getAttribute('data-timing')).to.equal('passed');
      const s = stored();
      expect(s['popup-62-impressions-count']).to.equal(1);
      expect(s.__expiration['popup-62-impressions-count']).to.be.within(before + 86_400_000, Date.now() + 86_400_000);
      expect(s.popup_62_times).to.equal(1);
      cleanup();
      await sleep(0);
      const again = mount({ triggers: { page_load: 'yes' }, timing: { times: 'yes', times_times: 1, times_period: 'day' } }, { id: 62 });
      await ready(again);
      expect(again.getAttribute('data-timing')).to.equal('failed');
      expect(again.getAttribute('data-timing-failed')).to.equal('times');
    });

    it('times on close counts only the pop-up that closed (Elementor counts every on-close pop-up)', async () => {
      const timing = { times: 'yes', times_times: 5, times_period: 'session', times_count: 'close' };
      const a = mount({ timing }, { id: 63 });
      const b = mount({ timing }, { id: 64 });
      await ready(a);
      await ready(b);
      b.show();
      await waitFor(() => isOpen(b));
      expect(sessionStorage.getItem('popup-64-impressions-count')).to.equal(null);
      b.hide();
      await waitFor(() => isClosed(b));
      expect(sessionStorage.getItem('popup-64-impressions-count')).to.equal('1');
      expect(sessionStorage.getItem('popup-63-impressions-count')).to.equal(null);
      expect(stored().popup_64_times).to.equal(1);
      expect(stored().popup_63_times).to.equal(undefined);
    });

    it('logged_in and devices read the page settings (user.roles, breakpoints); without them a logged-out visitor on Elementor default breakpoints', async () => {
      // Mobile up to 900 px, tablet up to 1200 px: this 800 px viewport is a phone; the visitor is a logged-in customer.
      expect(innerWidth).to.be.within(1, 900);
      const page = `<script type="application/json" id="site-elements-config">${JSON.stringify({ user: { roles: ['customer'] }, breakpoints: { mobile: 900, tablet: 1200 } })}</script>`;
      const passes = { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['administrator'], devices: 'yes', devices_devices: ['mobile'] };
      const fails = { logged_in: 'yes', devices: 'yes', devices_devices: ['desktop'] };
      const root = fixture(`${page}${popupHtml({ timing: passes })}${popupHtml({ timing: fails })}`);
      const [a, b] = [...root.querySelectorAll('eb-popup')];
      await ready(a!);
      await ready(b!);
      expect(a!.getAttribute('data-timing'), String(a!.getAttribute('data-timing-failed'))).to.equal('passed');
      expect(b!.getAttribute('data-timing')).to.equal('failed');
      expect(b!.getAttribute('data-timing-failed')).to.equal('logged_in devices');
      cleanup();
      await sleep(0);
      const [c, d] = [...fixture(`${popupHtml({ timing: passes })}${popupHtml({ timing: fails })}`).querySelectorAll('eb-popup')];
      await ready(c!);
      await ready(d!);
      // Elementor's default breakpoints (mobile 767, tablet 1024): 800 px is a tablet; no user is a logged-out visitor.
      expect(c!.getAttribute('data-timing-failed')).to.equal('devices');
      expect(d!.getAttribute('data-timing-failed')).to.equal('devices');
    });

    it('a corrupted elementor key -> no error, the pop-up works, the stored text is left alone', async () => {
      localStorage.setItem('elementor', '{broken');
      localStorage.setItem('other', 'kept');
      const errors = spyConsoleError();
      try {
        const el = mount({ triggers: { page_load: 'yes' }, timing: { times: 'yes', times_times: 2, times_period: 'day' } });
        await waitFor(() => isOpen(el));
        expect(errors.calls).to.have.length(0);
        expect(localStorage.getItem('elementor')).to.equal('{broken');
        expect(localStorage.getItem('other')).to.equal('kept');
      } finally {
        errors.restore();
      }
    });
  });

  describe('avoid_multiple_popups', () => {
    it('on: a trigger does not open it once another pop-up opened; a link still does', async () => {
      const first = mount({});
      const second = mount({ avoid_multiple_popups: 'yes', triggers: { page_load: 'yes', page_load_delay: 0.1 } }, { id: 71, before: `<a id="open71" href="${createActionHash('popup:open', { id: 71 })}">open</a>` });
      await ready(first);
      await ready(second);
      first.show();
      await waitFor(() => isOpen(first));
      await sleep(250);
      expect(isClosed(second)).to.equal(true);
      first.hide();
      await waitFor(() => isClosed(first));
      document.getElementById('open71')!.click();
      await waitFor(() => isOpen(second), { message: 'a link opens it' });
    });

    it('off: it opens even after another pop-up opened (its trigger waits for that one to close: one modal layer)', async () => {
      const first = mount({});
      const second = mount({ triggers: { page_load: 'yes', page_load_delay: 0.1 } });
      await ready(first);
      first.show();
      await waitFor(() => isOpen(first));
      await sleep(250);
      expect(isClosed(second), 'the trigger waits while the first is open').to.equal(true);
      first.hide();
      await waitFor(() => isOpen(second), { message: 'second opened once the first closed' });
    });

    it('on, and nothing opened before -> opens', async () => {
      const el = mount({ avoid_multiple_popups: 'yes', triggers: { page_load: 'yes' } });
      await waitFor(() => isOpen(el));
    });
  });

  describe('action links', () => {
    it('open, toggle, close and "do not show again" (popup_{id}_disable)', async () => {
      const id = 81;
      const el = mount(
        {},
        {
          id,
          before: `<a id="o" href="${createActionHash('popup:open', { id, toggle: false })}">open</a><a id="t" href="${createActionHash('popup:open', { id, toggle: true })}">toggle</a>`,
          content: `<h2>Actie</h2><a id="c" href="${createActionHash('popup:close', {})}">sluit</a> <a id="never" href="${createActionHash('popup:close', { do_not_show_again: 'yes' })}">niet meer tonen</a>`,
        },
      );
      await ready(el);
      const click = (sel: string) => document.querySelector<HTMLAnchorElement>(sel)!.click();
      const hashBefore = location.hash;
      click('#o');
      await waitFor(() => isOpen(el));
      expect(location.hash).to.equal(hashBefore);
      click('#c');
      await waitFor(() => isClosed(el));
      click('#t');
      await waitFor(() => isOpen(el));
      click('#t');
      await waitFor(() => isClosed(el), { message: 'toggle closes' });
      click('#o');
      await waitFor(() => isOpen(el));
      click('#never');
      await waitFor(() => isClosed(el));
      expect(stored()[`popup_${id}_disable`]).to.equal(true);
      click('#o');
      el.show();
      await sleep(80);
      expect(isClosed(el)).to.equal(true);
    });

    it('an encoded link whose settings name another pop-up opens that one only', async () => {
      const a = mount({}, { id: 82 });
      const b = mount({}, { id: 83, before: `<a id="to83" href="${createActionHash('popup:open', { id: 83 })}">83</a>` });
      await ready(a);
      await ready(b);
      document.getElementById('to83')!.click();
      await waitFor(() => isOpen(b));
      expect(isClosed(a)).to.equal(true);
    });
  });

  describe('close rules', () => {
    it('close button hidden for close_button_delay, then shown', async () => {
      const el = mount({ close_button_delay: 0.3 });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      expect(part(el, 'close-button')!.hidden).to.equal(true);
      await waitFor(() => part(el, 'close-button') && !part(el, 'close-button')!.hidden, { message: 'close button shown' });
    });

    it('background (overlay) click closes; a click inside the box does not', async () => {
      const el = mount({});
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      await sleep(20);
      el.querySelector('p')!.click();
      part(el, 'popup')!.click();
      await sleep(30);
      expect(isOpen(el)).to.equal(true);
      part(el, 'overlay')!.click();
      await waitFor(() => isClosed(el));
    });

    it('an outside click (anywhere on the page) closes', async () => {
      const el = mount({}, { before: '<p id="outside">buiten</p>' });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      await sleep(20);
      document.getElementById('outside')!.click();
      await waitFor(() => isClosed(el));
    });

    it('prevent_close_on_background_click -> overlay and outside clicks do nothing', async () => {
      const el = mount({ prevent_close_on_background_click: 'yes' }, { before: '<p id="outside2">buiten</p>' });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      await sleep(20);
      part(el, 'overlay')!.click();
      document.getElementById('outside2')!.click();
      await sleep(60);
      expect(isOpen(el)).to.equal(true);
    });

    it('Escape closes; prevent_close_on_esc_key keeps it open', async () => {
      const el = mount({});
      const stays = mount({ prevent_close_on_esc_key: 'yes' });
      await ready(el);
      await ready(stays);
      el.show();
      await waitFor(() => isOpen(el));
      key('Escape');
      await waitFor(() => isClosed(el));
      stays.show();
      await waitFor(() => isOpen(stays));
      key('Escape');
      await sleep(60);
      expect(isOpen(stays)).to.equal(true);
    });

    it('Escape closes only the topmost pop-up', async () => {
      const under = mount({});
      const over = mount({});
      await ready(under);
      await ready(over);
      under.show();
      await waitFor(() => isOpen(under));
      over.show();
      await waitFor(() => isOpen(over));
      await sleep(20);
      key('Escape');
      await waitFor(() => isClosed(over));
      expect(isOpen(under)).to.equal(true);
    });

    it('close_automatically 0.2 s -> closes by itself', async () => {
      const el = mount({ close_automatically: { size: 0.2 } });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      await waitFor(() => isClosed(el), { message: 'closed automatically' });
    });

    it('prevent_scroll -> the page stops scrolling while open, keeping its scrollbar room; released on close', async () => {
      const el = mount({ prevent_scroll: 'yes' }, { before: '<div style="height:3000px"></div>' });
      await ready(el);
      window.scrollTo(0, 400);
      const width = document.documentElement.clientWidth;
      el.show();
      await waitFor(() => isOpen(el));
      const html = document.documentElement;
      expect(getComputedStyle(html).overflow).to.equal('hidden');
      expect(html.clientWidth).to.equal(width);
      expect(window.scrollY).to.equal(400);
      el.hide();
      await waitFor(() => isClosed(el));
      expect(getComputedStyle(html).overflow).to.equal('visible');
      expect(html.style.length).to.equal(0);
      expect(window.scrollY).to.equal(400);
    });

    it('without prevent_scroll the page keeps scrolling', async () => {
      const el = mount({}, { before: '<div style="height:3000px"></div>' });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      expect(getComputedStyle(document.documentElement).overflow).to.equal('visible');
    });
  });

  describe('focus and keyboard', () => {
    it('focus moves in after the delay (not at once) to the first focusable, Tab wraps, focus returns to the opener', async () => {
      const el = mount({ open_selector: '#opener' }, { before: '<button id="opener" type="button">Open</button>' });
      await ready(el);
      const opener = document.getElementById('opener') as HTMLButtonElement;
      opener.focus();
      opener.click();
      await waitFor(() => isOpen(el));
      // The page behind is inert at once (the opener loses focus); focus moves in after the delay.
      expect(el.contains(deepActiveElement()) || part(el, 'close-button') === deepActiveElement(), 'focus not in yet right after opening').to.equal(false);
      const close = part<HTMLButtonElement>(el, 'close-button')!;
      await waitFor(() => deepActiveElement() === close, { message: 'focus on the first focusable (the close button)' });
      const submit = el.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      // Tab moves on by itself; at the ends it wraps: Shift+Tab from the first to the last, Tab from the last to the first.
      key('Tab', { shiftKey: true });
      expect(deepActiveElement() === submit, 'Shift+Tab wrapped to the last').to.equal(true);
      key('Tab');
      expect(deepActiveElement() === close, 'Tab wrapped to the first').to.equal(true);
      // Focus that leaves (a script, a click elsewhere) is brought back.
      document.getElementById('opener')!.focus();
      expect(el.contains(deepActiveElement()) || deepActiveElement() === close, 'focus kept inside').to.equal(true);
      key('Escape');
      await waitFor(() => isClosed(el));
      expect(document.activeElement === opener, 'focus back on the opener').to.equal(true);
    });

    it('a light-DOM form inside keeps working: typing and submitting', async () => {
      const el = mount({});
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      const input = el.querySelector('input')!;
      const form = el.querySelector('form')!;
      let submitted = '';
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        submitted = new FormData(form).get('email') as string;
      });
      input.value = 'jan@bakkerij.nl';
      form.requestSubmit();
      expect(submitted).to.equal('jan@bakkerij.nl');
      expect(input.getBoundingClientRect().width).to.be.greaterThan(0);
    });

    it('a11y_navigation off -> focus stays where it was', async () => {
      const el = mount({ a11y_navigation: '' }, { before: '<button id="stay" type="button">b</button>' });
      await ready(el);
      const stay = document.getElementById('stay')!;
      stay.focus();
      el.show();
      await waitFor(() => isOpen(el));
      await sleep(400);
      expect(deepActiveElement() === stay, 'focus stayed').to.equal(true);
      expect(part(el, 'popup')!.hasAttribute('aria-modal')).to.equal(false);
    });

    it('entrance animation: plays by name (zoomIn, the configured duration), focus moves after it ends', async () => {
      const el = mount({ entrance_animation: 'zoomIn', entrance_animation_duration: { unit: 'px', size: 0.3, sizes: [] } });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      const box = part(el, 'popup')!;
      expect(box.getAttribute('data-animation')).to.equal('zoomIn');
      const a = box.getAnimations()[0]!;
      expect((a as CSSAnimation).animationName).to.equal('ebp-zoomIn');
      expect(a.effect!.getComputedTiming().duration).to.equal(300);
      await waitFor(() => part(el, 'close-button') === deepActiveElement(), { message: 'focus after the animation' });
      expect(box.hasAttribute('data-animation')).to.equal(false);
    });

    it('exit animation: closing plays it in reverse, then the pop-up goes', async () => {
      const el = mount({ exit_animation: 'fadeIn', entrance_animation_duration: { size: 0.2 } });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      el.hide();
      await waitFor(() => stateOf(el) === 'closing');
      expect(part(el, 'popup')!.getAttribute('data-animation')).to.equal('fadeIn reverse');
      await waitFor(() => isClosed(el), { message: 'removed after the exit' });
    });

    it('open -> axe finds nothing', async () => {
      const el = mount({ close_button_position: 'outside' });
      await ready(el);
      el.show();
      await waitFor(() => isOpen(el));
      const v = await axeViolations(el);
      expect(v, describeViolations(v)).to.have.length(0);
    });
  });

  describe('bad config', () => {
    const cases: [string, string][] = [
      ['unparseable JSON', '<eb-popup popup-id="5"><script type="application/json">{triggers</script></eb-popup>'],
      ['a wrong type', `<eb-popup popup-id="5"><script type="application/json">${JSON.stringify({ triggers: { page_load: 'yes', page_load_delay: 'soon' } })}</script></eb-popup>`],
      ['no popup-id', '<eb-popup><script type="application/json">{}</script></eb-popup>'],
    ];
    for (const [name, html] of cases) {
      it(`${name} -> one [eb-popup] console error, data-error, nothing rendered`, async () => {
        const errors = spyConsoleError();
        try {
          const el = fixture(html).querySelector('eb-popup')!;
          await waitFor(() => el.getAttribute('data-error') === 'config');
          expect(errors.calls.filter((c) => String(c[0]).startsWith('[eb-popup]'))).to.have.length(1);
          expect(el.shadowRoot!.childElementCount).to.equal(0);
        } finally {
          errors.restore();
        }
      });
    }
  });
});

// Helpers the benches share: statistics, the phone (viewport, touch, CPU throttle), goal lines.

/** The phone the throttled runs stand for: Chrome DevTools' "mid-tier mobile" CPU setting. */
export const PHONE_CPU_RATE = 4;
/** Each bench runs unthrottled (this machine) and at the phone's rate, side by side. */
export const RATES = [1, PHONE_CPU_RATE];
export const PHONE_VIEWPORT = { width: 375, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The request header the reference backend answers with the lite build's scripts (demo/server/server.ts). */
export const LITE_HEADERS = { 'X-Site-Elements-Build': 'lite' };
export const BUILD_NAMES = { react: 'React build', lite: 'lite build' };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The q-quantile (0..1, nearest rank). */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

/** The 95th percentile (nearest rank). */
export const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
};

/** `met` / `NOT met` and how far from the goal, for a value that should stay at or under `goal`. */
export function verdict(value, goal) {
  return `${value <= goal ? 'met' : 'NOT met'} (${(value / goal).toFixed(2)} of goal)`;
}

/** A fresh context (cold cache) with the phone's CPU rate set on its first page before it loads anything. */
export async function newPage(browser, { rate = 1, viewport = PHONE_VIEWPORT, touch = false, headers } = {}) {
  const context = await browser.newContext({ viewport, hasTouch: touch, ...(headers ? { extraHTTPHeaders: headers } : {}) });
  const page = await context.newPage();
  if (rate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { context, page };
}

/** What marks each interaction as done, checked in the page every frame. */
const CHECKS = `{
  // vanilla-cookieconsent (bench 10's reference): its first frame without the html class that shows its banner.
  'vcc-gone': () => !document.documentElement.classList.contains('show--consent'),
  'banner-gone': () => {
    const el = document.querySelector('gdpr-consent');
    return el?.getAttribute('data-banner') === 'hidden' && !el.shadowRoot?.querySelector('[part~="banner"]');
  },
  'modal-shown': () => {
    const m = document.querySelector('gdpr-consent')?.shadowRoot?.querySelector('[part~="modal"]');
    return !!m && m.getBoundingClientRect().height > 0;
  },
  'popup-shown': () => {
    const p = document.querySelector('ays-popup[data-bench]')?.shadowRoot?.querySelector('[part~="popup"]');
    return !!p && p.getBoundingClientRect().height > 0;
  },
  // bench 80 (the bakery's pages): the phone's menu open, the product carousel moved, the shop filtered.
  'menu-open': () => document.querySelector('header-menu')?.hasAttribute('data-open') === true,
  'carousel-moved': () => Math.abs(document.querySelector('#producten .swiper-wrapper')?.scrollLeft ?? 0) > 0,
  'shop-filtered': () => {
    const grid = document.querySelector('eb-loop-grid');
    const items = [...(grid?.querySelectorAll('.e-loop-item') ?? [])];
    return !!grid && !grid.hasAttribute('data-loading') && items.length > 0 && items.every((e) => e.classList.contains('product_cat-taart'));
  },
  // bench 80, the shop: the header mini cart's count says 1 after the first add (a Store API round trip).
  'cart-count-1': () => document.querySelector('wc-mini-cart')?.shadowRoot?.querySelector('[part~="count"]')?.getAttribute('data-counter') === '1',
  // bench 80, the checkout (issue 33): the order-received view after the place-order tap (a Store API checkout round trip).
  'checkout-received': () => {
    const r = document.querySelector('wc-checkout')?.shadowRoot?.querySelector('[part~="received"]');
    return !!r && r.getBoundingClientRect().height > 0;
  },
  'form-page-2': () => {
    const pages = document.querySelector('gform-form[data-bench]')?.shadowRoot?.querySelectorAll('[part~="page"]') ?? [];
    const shown = [...pages].filter((p) => p.getClientRects().length > 0);
    return shown.length === 1 && shown[0] === pages[1];
  },
}`;

/**
 * Installed in the page (an init script, so a strict CSP does not block it):
 * `window.__interaction(name)` resolves with the time from the click that acts (event.timeStamp,
 * as Interaction to Next Paint counts a tap) to the first frame painted after the check `name`
 * holds (checked every frame; the paint is taken as the task after that frame's rAF, the usual
 * next-paint probe). Unlike INP, a result that needs more than one frame (a chunk fetched on
 * the tap) is waited for.
 */
export const INTERACTION_PROBE = `(() => {
  const checks = ${CHECKS};
  let started = null;
  addEventListener('click', (e) => { if (started === null) started = e.timeStamp; }, { capture: true });
  window.__interaction = (name) => new Promise((resolve, reject) => {
    started = null;
    const check = checks[name];
    const t0 = performance.now();
    const frame = () => {
      if (started !== null && check()) return setTimeout(() => resolve(performance.now() - started));
      if (performance.now() - t0 > 20000) return reject(new Error(name + ' did not happen within 20 s'));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
})();`;

/**
 * A finger's tap on `locator`'s centre, sent to the browser as CDP touch events. Playwright's own
 * tap() also runs its hit-target check in the page on each of the tap's events, which cost about
 * 20 ms of main thread at 4x and was counted as ours.
 */
export async function fingerTap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  const cdp = await page.context().newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Event-to-paint of one interaction: arms the probe with the check `name`, runs `act` (a tap or click), returns milliseconds. */
export async function eventToPaint(page, name, act) {
  // The page has settled (loaded, nothing left to run) before the tap, as a visitor's page has.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 3000 })));
  const done = page.evaluate((n) => window.__interaction(n), name);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
  await act();
  return done;
}

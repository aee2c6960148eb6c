// The page-level budget of the bakery demo site (issue 34): its home page and its shop, both
// builds, unthrottled and at 4x CPU throttle (CDP Emulation.setCPUThrottlingRate, the mid-range
// phone), at a phone's 375x740, a cold cache for every load, on the reference backend (strict CSP).
// Per page and build, the median of PAGE_BUDGET_RUNS loads:
//   JS / CSS before first paint   gzip of the scripts and stylesheets whose response ended before
//                                 the first paint (each body gzipped here, level 9)
//   JS / CSS in total             the same for every script and stylesheet loaded by the time the
//                                 page is idle (lazy chunks a visitor's first taps fetch come later)
//   LCP, CLS, TBT                 largest contentful paint; layout shift without recent input from
//                                 navigation to idle; total blocking time (long tasks past 50 ms
//                                 from first contentful paint to idle)
//   banner                        navigation to the first frame with the consent banner on screen
// and each widget's first interaction, event to paint (bench/lib.mjs INTERACTION_PROBE; a
// finger tap): Accept (banner gone), the phone's menu toggle (menu open), the product carousel's
// next arrow (moved), the shop's "Taarten" filter (the grid shows only cakes; the refresh-loop
// answer comes from the backend), then WooCommerce's add-to-cart button on a cake (issue 32: the
// tap to the header mini cart's count, a Store API add-item round trip and the cart's render), and on
// the checkout (issue 33, a loaf in the cart, the form filled first) the place-order tap to the
// order-received view (a Store API checkout round trip: the order, its lines and the stock stored).
// Nothing here asserts a timing.
import { gzipSync } from 'node:zlib';
import { BUILD_NAMES, eventToPaint, fingerTap, INTERACTION_PROBE, LITE_HEADERS, median, newPage, PHONE_CPU_RATE, RATES } from './lib.mjs';

const RUNS = Number(process.env.PAGE_BUDGET_RUNS || 3);

/** Collects paints, LCP, layout shifts, long tasks and the banner's first frame from navigation on. */
const LOAD_PROBE = `(() => {
  const w = window;
  w.__budget = { lcp: 0, cls: 0, longTasks: [], banner: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__budget.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__budget.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__budget.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    const b = document.querySelector('gdpr-consent')?.shadowRoot?.querySelector('[part~="banner"]');
    if (b && b.getBoundingClientRect().height > 0) { w.__budget.banner = performance.now(); return; }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const PAGES = {
  home: {
    path: '/',
    label: 'home page',
    interactions: [
      ['Accept (banner gone)', 'banner-gone', (page) => fingerTap(page, page.locator('gdpr-consent [part~="accept-button"]'))],
      ['menu toggle (menu open)', 'menu-open', (page) => fingerTap(page, page.locator('header-menu [part~="toggle"]'))],
      ['carousel next (moved)', 'carousel-moved', (page) => fingerTap(page, page.locator('#producten .elementor-swiper-button-next'))],
    ],
  },
  shop: {
    path: '/winkel.html',
    label: 'shop',
    interactions: [
      ['filter "Taarten" (grid refreshed)', 'shop-filtered', (page) => fingerTap(page, page.locator('eb-loop-grid [part~="filter"][data-term="taart"]').first())],
      // WooCommerce's add-to-cart button on a cake in the filtered grid (stock 40: every run adds one).
      ['add to cart (header count 1)', 'cart-count-1', (page) => fingerTap(page, page.locator('eb-loop-grid .add_to_cart_button[data-product_id="204"]'))],
    ],
  },
  checkout: {
    path: '/afrekenen.html',
    label: 'checkout',
    // A cart with a loaf in it before the load (stock 40: every run orders one), through the Store API as a visitor.
    async prepare(page, base) {
      const add = (nonce) => page.request.post(`${base}/wp-json/wc/store/v1/cart/add-item`, { data: { id: 102, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
      const first = await add('');
      if (!first.ok()) await add(first.headers().nonce ?? '');
    },
    // The visitor's typing, not measured: a pick-up order paid on pick-up, filled by labels.
    async fill(page) {
      const tag = page.locator('wc-checkout');
      await tag.locator('[part~="place-order"]').waitFor();
      await tag.getByRole('radio', { name: /Afhalen in de winkel/ }).check();
      for (const [name, value] of [['E-mailadres', 'bench@bakkerij.example'], ['Voornaam', 'Anna'], ['Achternaam', 'de Vries'], ['Postcode', '3511 AB'], ['Huisnummer', '12'], ['Straat', 'Oudegracht'], ['Plaats', 'Utrecht']]) {
        await tag.getByRole('textbox', { name, exact: true }).fill(value);
      }
      await tag.getByRole('radio', { name: /Betalen bij afhalen/ }).check();
      const terms = tag.getByRole('checkbox', { name: /algemene voorwaarden/ });
      if (await terms.count()) await terms.check();
    },
    interactions: [['place order (order received)', 'checkout-received', (page) => fingerTap(page, page.locator('wc-checkout [part~="place-order"]'))]],
  },
};

/** gzip bytes of a URL's body, fetched once per build. */
const gzipCache = new Map();
async function gzipSize(url, build) {
  const key = `${build} ${url}`;
  if (!gzipCache.has(key)) {
    const res = await fetch(url, build === 'lite' ? { headers: LITE_HEADERS } : {});
    gzipCache.set(key, gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length);
  }
  return gzipCache.get(key);
}

async function load(browser, base, spec, build, rate) {
  const { context, page } = await newPage(browser, { rate, headers: build === 'lite' ? LITE_HEADERS : undefined });
  try {
    await page.addInitScript(LOAD_PROBE);
    await page.addInitScript(INTERACTION_PROBE);
    if (spec.prepare) await spec.prepare(page, base);
    await page.goto(base + spec.path, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
    await page.waitForTimeout(1000);
    const m = await page.evaluate(() => {
      const paints = Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime]));
      const fcp = paints['first-contentful-paint'] ?? 0;
      const resources = performance.getEntriesByType('resource').map((r) => ({ url: r.name, end: r.responseEnd, type: /\.css(\?|$)/.test(r.name) ? 'css' : /\.m?js(\?|$)/.test(r.name) ? 'js' : 'other' }));
      const b = window.__budget;
      const tbt = b.longTasks.filter(([s]) => s >= fcp).reduce((t, [, d]) => t + Math.max(0, d - 50), 0);
      return { firstPaint: paints['first-paint'] ?? fcp, fcp, lcp: b.lcp, cls: b.cls, tbt, banner: b.banner, resources };
    });
    const bytes = { jsBefore: 0, cssBefore: 0, js: 0, css: 0 };
    for (const r of m.resources) {
      if (r.type === 'other') continue;
      const size = await gzipSize(r.url, build);
      bytes[r.type] += size;
      if (r.end <= m.firstPaint) bytes[r.type === 'js' ? 'jsBefore' : 'cssBefore'] += size;
    }
    if (spec.fill) await spec.fill(page);
    const taps = [];
    for (const [, check, act] of spec.interactions) taps.push(await eventToPaint(page, check, () => act(page)));
    return { ...m, ...bytes, taps };
  } finally {
    await context.close();
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n === null || n === undefined ? '—' : `${Math.round(n)}`);

export default async function pageBudget({ browser: getBrowser, server, print }) {
  const browser = await getBrowser();
  const base = await server();
  print(`Bakkerij Zonneveld, page-level budget: median of ${RUNS} cold loads each, 375x740, both builds, 1x and ${PHONE_CPU_RATE}x CPU`);
  // PAGE_BUDGET_PAGES=checkout (comma-separated keys of PAGES) measures those pages only.
  const only = (process.env.PAGE_BUDGET_PAGES ?? '').split(',').filter(Boolean);
  for (const [name, spec] of Object.entries(PAGES)) {
    if (only.length && !only.includes(name)) continue;
    print(`\n  ${spec.label} (${spec.path})`);
    print(`  ${'build'.padEnd(14)}${'CPU'.padEnd(5)}${'JS before paint / total'.padEnd(26)}${'CSS before / total'.padEnd(21)}${'LCP'.padEnd(8)}${'TBT'.padEnd(7)}${'CLS'.padEnd(8)}${'banner'.padEnd(8)}${spec.interactions.map(([l]) => l).join(' · ')} (ms)`);
    for (const build of ['react', 'lite']) {
      for (const rate of RATES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await load(browser, base, spec, build, rate));
        const med = (f) => median(runs.map(f));
        const taps = spec.interactions.map((_, i) => ms(med((r) => r.taps[i]))).join(' · ');
        print(
          `  ${BUILD_NAMES[build].padEnd(14)}${`${rate}x`.padEnd(5)}${`${kb(med((r) => r.jsBefore))} / ${kb(med((r) => r.js))} KB`.padEnd(26)}${`${kb(med((r) => r.cssBefore))} / ${kb(med((r) => r.css))} KB`.padEnd(21)}${ms(med((r) => r.lcp)).padEnd(8)}${ms(med((r) => r.tbt)).padEnd(7)}${med((r) => r.cls).toFixed(3).padEnd(8)}${ms(med((r) => r.banner ?? Number.NaN)).padEnd(8)}${taps}`,
        );
      }
    }
  }
  print('  (gzip level 9, KB = 1024; LCP, TBT, banner and taps in ms; banner: navigation to the first frame showing the consent banner)');
}

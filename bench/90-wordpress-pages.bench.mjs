// The WordPress switch-over, page by page (issue 39): stack 2 of the interop suite (WordPress 6.9.7,
// WooCommerce 11.0.1, Elementor 3.32.4 + PRO Elements 3.33.1, Gravity Forms 2.10.2, AYS 6.3.8, CT 1.7.4,
// twentytwentyfive; scripts/wordpress/stack.mjs, PHP's built-in server on loopback) with the project's
// plugin installed from its zip and every switch ticked. Each page is loaded twice in one run: with
// `?se=off` (the plugins' own front ends, whatever is ticked) and as it is (the tags: the plugin's React
// build, then its lite build, switched by the plugin's `build` setting), at a phone's
// 375x740, unthrottled and at 4x CPU (CDP Emulation.setCPUThrottlingRate), a cold cache for every load.
// Per page, mode and rate, the median of WP_PAGES_RUNS loads (default 3) of:
//   JS / CSS       gzip -9 of every script and stylesheet body loaded by the time the page is idle,
//                  and how many files (inline <script>/<style> blocks are page HTML, not counted)
//   requests       every request the page made to the stack (Google's fonts, which the offline stack
//                  cannot reach, are left out on both sides)
//   LCP, CLS, TBT  largest contentful paint; layout shift without recent input from navigation to idle;
//                  long tasks past 50 ms from first contentful paint to idle
// Then the goals of the issue, as verdicts: JS at most 0.4x of the plugins' own, no stylesheet of a
// replaced plugin left, LCP at 4x no worse (within 5 %, the noise of one machine), CLS 0.
// Pages: the home page (theme, CT's banner), an Elementor page with PRO Elements' Form widget, the
// carousel page (a Testimonial Carousel among Elementor's six), the Cart block page and the Checkout
// block page with a loaf in the cart, and Gravity Forms' two-page form and its product form (no seeded
// form has both). Nothing here asserts a timing.
import { gzipSync } from 'node:zlib';
import { median, newPage, PHONE_CPU_RATE, RATES, verdict } from './lib.mjs';

const RUNS = Number(process.env.WP_PAGES_RUNS || 3);
// WP_PAGES=cart,checkout (comma-separated keys of PAGES) measures those pages only.
const ONLY = (process.env.WP_PAGES ?? '').split(',').filter(Boolean);

const PAGES = [
  { key: 'home', path: '/', label: 'home (theme, CT banner)' },
  { key: 'form', path: '/contact-elementor/', label: 'Elementor page, PRO Elements\' Form widget' },
  { key: 'carousel', path: '/karussels/', label: 'Elementor page, Testimonial Carousel (and five more)' },
  { key: 'cart', path: '/winkelwagen-blok/', label: 'WooCommerce Cart block page, a loaf in the cart', cart: true },
  { key: 'gf-pages', path: '/bestelling-ajax/', label: 'Gravity Forms two-page form' },
  { key: 'gf-product', path: '/taart-ajax/', label: 'Gravity Forms form with a product and total' },
  { key: 'checkout', path: '/afrekenen-blok/', label: 'WooCommerce Checkout block page, a loaf in the cart', cart: true },
];

/** Stylesheets of the plugins whose front end a tick replaces (left on a switched page: a goal missed). */
const REPLACED_CSS = [
  /\/plugins\/elementor-pro\/|\/plugins\/pro-elements\/assets\/css\/(widget-(nav-menu|carousel|loop|posts|search|form|call-to-action|slides|media-carousel|testimonial|reviews)|modules\/(popup|sticky))/,
  /\/plugins\/elementor\/assets\/(lib\/swiper|css\/widget-(image-carousel|nested-carousel))/,
  /\/plugins\/woocommerce\/assets\/client\/blocks\/(cart|checkout|mini-cart)/,
  /\/plugins\/ays-popup-box\//,
  /\/plugins\/ct-ultimate-gdpr\//,
  /\/plugins\/gravityforms\/assets\/css\//,
];

const PROBE = `(() => {
  const w = window;
  w.__wp = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__wp.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__wp.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__wp.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
})();`;

const gzipCache = new Map();
async function gzipSize(url) {
  if (!gzipCache.has(url)) {
    const res = await fetch(url);
    gzipCache.set(url, res.ok ? gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length : 0);
  }
  return gzipCache.get(url);
}

/** A purchasable product of the shop (the Store API's first in stock). */
async function aProduct(base) {
  const res = await fetch(`${base}/wp-json/wc/store/v1/products?per_page=20`);
  const list = await res.json();
  const p = list.find((x) => x.is_purchasable && x.is_in_stock && x.type === 'simple');
  if (!p) throw new Error('no simple product in stock on the stack');
  return p.id;
}

/** The plugin's `build` setting on the stack (react | lite). */
async function setBuild(wpEval, build) {
  await wpEval(2, `$s = get_option( 'site_elements', array() ); $s['build'] = '${build}'; update_option( 'site_elements', $s );`);
}

async function load(browser, base, spec, off, rate, productId) {
  const { context, page } = await newPage(browser, { rate });
  try {
    await page.addInitScript(PROBE);
    await page.route(/fonts\.(googleapis|gstatic)\.com/, (r) => r.abort());
    if (spec.cart) {
      const add = (nonce) => page.request.post(`${base}/wp-json/wc/store/v1/cart/add-item`, { data: { id: productId, quantity: 1 }, headers: nonce ? { Nonce: nonce } : {} });
      const first = await add('');
      if (!first.ok()) await add(first.headers().nonce ?? '');
    }
    await page.goto(`${base}${spec.path}${off ? '?se=off' : ''}`, { waitUntil: 'load', timeout: 120_000 });
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
    await page.waitForTimeout(1000);
    const m = await page.evaluate(() => {
      const paints = Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime]));
      const fcp = paints['first-contentful-paint'] ?? 0;
      const resources = performance.getEntriesByType('resource').map((r) => ({ url: r.name, type: r.initiatorType === 'link' && /\.css(\?|$)/.test(r.name) ? 'css' : /\.css(\?|$)/.test(r.name) ? 'css' : /\.m?js(\?|$)/.test(r.name) ? 'js' : 'other' }));
      const b = window.__wp;
      const tbt = b.longTasks.filter(([s]) => s >= fcp).reduce((t, [, d]) => t + Math.max(0, d - 50), 0);
      return { lcp: b.lcp, cls: b.cls, tbt, resources };
    });
    const local = m.resources.filter((r) => r.url.startsWith(base));
    const out = { js: 0, jsFiles: 0, css: 0, cssFiles: 0, requests: local.length + 1, lcp: m.lcp, cls: m.cls, tbt: m.tbt, replacedCss: [] };
    for (const r of local) {
      if (r.type === 'other') continue;
      out[r.type] += await gzipSize(r.url);
      out[`${r.type}Files`] += 1;
      if (r.type === 'css' && REPLACED_CSS.some((re) => re.test(r.url))) out.replacedCss.push(new URL(r.url).pathname);
    }
    return out;
  } finally {
    await context.close();
  }
}

const kb = (n) => (n / 1000).toFixed(1);
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

export default async function wordpressPages({ browser: getBrowser, print }) {
  const { up, wpEval } = await import('../scripts/wordpress/stack.mjs');
  const info = await up(2);
  if (info.skipped) {
    print(`WordPress pages: skipped (${info.skipped})`);
    return;
  }
  const base = info.baseUrl;
  const browser = await getBrowser();
  const productId = await aProduct(base);
  print(`WordPress pages, plugins' own front ends (?se=off) beside the tags, stack 2 at ${base}: median of ${RUNS} cold loads, 375x740, 1x and ${PHONE_CPU_RATE}x CPU; kB = 1000 bytes gzip -9 per file`);
  print(`  ${pad('page', 52)} ${pad('front end', 10)} ${padL('JS kB (files)', 14)} ${padL('CSS kB (files)', 15)} ${padL('requests', 9)} ${padL('LCP 1x', 7)} ${padL('LCP 4x', 7)} ${padL('TBT 4x', 7)} ${padL('CLS', 6)}`);
  const goals = [];
  const MODES = [
    { key: 'off', off: true, build: 'react', label: 'plugins' },
    { key: 'react', off: false, build: 'react', label: 'tags' },
    { key: 'lite', off: false, build: 'lite', label: 'tags lite' },
  ];
  try {
  for (const spec of PAGES) {
    if (ONLY.length && !ONLY.includes(spec.key)) continue;
    const rows = {};
    for (const mode of MODES) {
      const { off } = mode;
      await setBuild(wpEval, mode.build);
      const byRate = {};
      for (const rate of RATES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await load(browser, base, spec, off, rate, productId));
        byRate[rate] = {
          js: median(runs.map((r) => r.js)),
          jsFiles: median(runs.map((r) => r.jsFiles)),
          css: median(runs.map((r) => r.css)),
          cssFiles: median(runs.map((r) => r.cssFiles)),
          requests: median(runs.map((r) => r.requests)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          cls: Math.max(...runs.map((r) => r.cls)),
          replacedCss: [...new Set(runs.flatMap((r) => r.replacedCss))],
        };
      }
      const one = byRate[1];
      const four = byRate[PHONE_CPU_RATE];
      rows[mode.key] = { ...one, lcp1: one.lcp, lcp4: four.lcp, tbt4: four.tbt, cls: Math.max(one.cls, four.cls) };
      const r = rows[mode.key];
      print(`  ${pad(spec.label, 52)} ${pad(mode.label, 10)} ${padL(`${kb(r.js)} (${r.jsFiles})`, 14)} ${padL(`${kb(r.css)} (${r.cssFiles})`, 15)} ${padL(r.requests, 9)} ${padL(Math.round(r.lcp1), 7)} ${padL(Math.round(r.lcp4), 7)} ${padL(Math.round(r.tbt4), 7)} ${padL(r.cls.toFixed(3), 6)}`);
    }
    const { off } = rows;
    for (const key of ['react', 'lite']) {
      const on = rows[key];
      const jsRatio = off.js ? on.js / off.js : 0;
      goals.push(`  ${pad(spec.label, 52)} ${pad(key, 6)} JS ${jsRatio.toFixed(2)}x ${verdict(jsRatio, 0.4)}; replaced CSS left: ${on.replacedCss.length ? on.replacedCss.join(', ') : 'none'}; LCP 4x ${Math.round(on.lcp4)} vs ${Math.round(off.lcp4)} ms ${on.lcp4 <= off.lcp4 * 1.05 ? 'no worse' : 'WORSE'}; CLS ${on.cls.toFixed(3)} ${on.cls === 0 ? '(0)' : '(not 0)'}`);
    }
  }
  } finally {
    // Back to the stack's ticked setting (tests/wordpress/fixtures/site-elements.json).
    await setBuild(wpEval, 'react');
  }
  print('\n  goals (issue 39): JS at most 0.4x, no replaced plugin\'s CSS, LCP at 4x no worse, CLS 0');
  for (const g of goals) print(g);
}

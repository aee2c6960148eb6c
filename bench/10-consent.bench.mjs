// Cookie consent (issue 3), measured side by side in one run:
//  1. time from navigation start to the banner being visible: <gdpr-consent> (module loader + lazy
//     chunk) against vanilla-cookieconsent v3 (the devDependency) on an equivalent page, both served
//     by the same local server, alternating, cold cache each time; printed as medians and a ratio.
//     Goal: ratio <= 1.2.
//  2. the cumulative layout shift each banner style causes (PerformanceObserver 'layout-shift',
//     buffered, shifts without recent input). Goal: 0.00.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const RUNS = Number(process.env.CONSENT_BENCH_RUNS || 25);
const RATIO_GOAL = 1.2;
const STYLES = ['top-panel', 'bottom-panel', 'full-panel', 'modern'];
const VCC = path.resolve('node_modules/vanilla-cookieconsent/dist');

// The same page body for both: a header, a heading, a few paragraphs (enough for shifts to show).
const content = `
<header style="display:flex;justify-content:space-between;padding:1rem 2rem;border-bottom:1px solid #ddd"><a href="/">Bakkerij Zonneveld</a><nav><a href="/">Home</a></nav></header>
<main style="max-width:60rem;margin:0 auto;padding:2rem">
<h1>Vers brood, elke ochtend</h1>
${'<p>Bij Bakkerij Zonneveld bakken we elke ochtend vers brood met biologisch meel uit de regio. Bestel online en haal je bestelling op in de winkel. Onze taarten worden op bestelling gemaakt.</p>'.repeat(8)}
</main>`;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function pages(style) {
  return {
    ours: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ours</title>
<script type="module" src="/dist/site-elements.js"></script></head><body style="margin:0;font:17px/1.6 Georgia,serif">${content}
<gdpr-consent banner-style="${style}"></gdpr-consent></body></html>`,
    vcc: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>vanilla-cookieconsent</title>
<link rel="stylesheet" href="/vcc/cookieconsent.css"><script type="module" src="/vcc-init.js"></script></head><body style="margin:0;font:17px/1.6 Georgia,serif">${content}</body></html>`,
  };
}

// vanilla-cookieconsent's equivalent: a consent banner with accept / settings and the same four
// categories as our slider, Dutch texts.
const VCC_INIT = `import * as CookieConsent from '/vcc/cookieconsent.esm.js';
CookieConsent.run({
  // Its default hides the banner from automated browsers (navigator.webdriver), which this is.
  hideFromBots: false,
  guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
  categories: { necessary: { enabled: true, readOnly: true }, functionality: {}, analytics: {}, ads: {} },
  language: { default: 'nl', translations: { nl: {
    consentModal: { title: 'Wij gebruiken cookies', description: 'Wij gebruiken cookies om deze website goed te laten werken, het gebruik te meten en advertenties af te stemmen.', acceptAllBtn: 'Accepteren', showPreferencesBtn: 'Instellingen' },
    preferencesModal: { title: 'Privacyinstellingen', acceptAllBtn: 'Alles accepteren', savePreferencesBtn: 'Opslaan en sluiten', sections: [
      { title: 'Essentieel', linkedCategory: 'necessary' }, { title: 'Functioneel', linkedCategory: 'functionality' },
      { title: 'Analytisch', linkedCategory: 'analytics' }, { title: 'Advertenties', linkedCategory: 'ads' } ] } } } },
});`;

export function startStatic(distDir) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    try {
      let body;
      let file = url.pathname;
      if (file === '/ours.html' || file === '/vcc.html') body = pages(url.searchParams.get('style') || 'bottom-panel')[file === '/ours.html' ? 'ours' : 'vcc'];
      else if (file === '/vcc-init.js') body = VCC_INIT;
      else if (file.startsWith('/dist/')) body = await readFile(path.join(distDir, file.slice(6)));
      else if (file.startsWith('/vcc/')) body = await readFile(path.join(VCC, path.basename(file)));
      else throw new Error('not found');
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) })));
}

// Installed before any page script: records when the banner is first visible (checked every frame
// and on every DOM change) and sums layout shifts.
export const PROBE = `(() => {
  window.__probe = { visibleAt: null, cls: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) { window.__probe.cls += e.value; window.__probe.shifts.push(e.value); }
  }).observe({ type: 'layout-shift', buffered: true });
  const banner = () => document.querySelector('gdpr-consent')?.shadowRoot?.querySelector('[part~="banner"]') ?? document.querySelector('#cc-main .cm');
  const check = () => {
    if (window.__probe.visibleAt !== null) return true;
    const el = banner();
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && Number(cs.opacity) > 0 && r.top < innerHeight && r.bottom > 0) {
      window.__probe.visibleAt = performance.now();
      return true;
    }
    return false;
  };
  const frame = () => { if (!check()) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new MutationObserver(() => check()).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__probe.visibleAt !== null, null, { timeout: 10_000 });
  // Shifts that follow (padding, late layout) land within a few frames; wait a while for them.
  await page.waitForTimeout(600);
  const probe = await page.evaluate(() => window.__probe);
  await context.close();
  return probe;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export default async function consentBench({ distDir, print, browser: getBrowser }) {
  const browser = await getBrowser();
  const site = await startStatic(distDir);
  try {
    // Warm-up (browser process, server) for both, not counted.
    await measure(browser, `${site.base}/ours.html`);
    await measure(browser, `${site.base}/vcc.html`);
    const ours = [];
    const vcc = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first so neither profits from the order.
      const pair = i % 2 ? ['vcc', 'ours'] : ['ours', 'vcc'];
      for (const which of pair) {
        const { visibleAt } = await measure(browser, `${site.base}/${which}.html`);
        (which === 'ours' ? ours : vcc).push(visibleAt);
      }
    }
    const a = median(ours);
    const b = median(vcc);
    const ratio = a / b;
    print(`navigation -> banner visible, median of ${RUNS} cold loads each (1280x800):`);
    print(`  <gdpr-consent> (loader + lazy chunk)   ${a.toFixed(1).padStart(7)} ms   (min ${Math.min(...ours).toFixed(1)}, max ${Math.max(...ours).toFixed(1)})`);
    print(`  vanilla-cookieconsent 3.1.0           ${b.toFixed(1).padStart(7)} ms   (min ${Math.min(...vcc).toFixed(1)}, max ${Math.max(...vcc).toFixed(1)})`);
    print(`  ratio ours / vanilla-cookieconsent    ${ratio.toFixed(2).padStart(7)}      goal <= ${RATIO_GOAL}: ${ratio <= RATIO_GOAL ? 'met' : 'NOT met'}`);

    print('\ncumulative layout shift caused by the banner (first visit, 1280x800 and 375x740):');
    for (const style of STYLES) {
      const values = [];
      for (const viewport of [undefined, { width: 375, height: 740 }]) {
        const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 } });
        await context.addInitScript(PROBE);
        const page = await context.newPage();
        await page.goto(`${site.base}/ours.html?style=${style}`);
        await page.waitForFunction(() => window.__probe.visibleAt !== null, null, { timeout: 10_000 });
        await page.waitForTimeout(800);
        values.push(await page.evaluate(() => window.__probe.cls));
        await context.close();
      }
      const worst = Math.max(...values);
      print(`  ${style.padEnd(14)} desktop ${values[0].toFixed(3)}   mobile ${values[1].toFixed(3)}   goal 0.00: ${worst < 0.005 ? 'met' : 'NOT met'}`);
    }
    const vccCls = await measure(browser, `${site.base}/vcc.html`);
    print(`  (vanilla-cookieconsent bar, for reference: ${vccCls.cls.toFixed(3)})`);
  } finally {
    await site.close();
  }
}

// <eb-search> (issue 30): the search page's JS (gzip: loader + the tag's chunk graph, then what the
// field's first focus fetches: the refresh-search request code and DOMPurify), and the live search's
// keystroke-to-results time on /eb-search.html against the reference backend: from the last
// keystroke's keydown to the frame after the results are in (the 300 ms debounce, the POST, the
// sanitizer, the listbox, the paint), unthrottled and at 4x CPU throttle (CDP
// Emulation.setCPUThrottlingRate), at a phone's 375x740. Nothing here asserts a timing.
import { SEARCH_DEBOUNCE_MS } from './search-constants.mjs';
import { chunkSizes } from './light-sizes.mjs';

const RUNS = Number(process.env.SEARCH_BENCH_RUNS || 15);
const TERMS = ['bak', 'taart', 'oven', 'kaas', 'recept', 'croissant', 'zuurdesem'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

export default async function search({ distDir, print, browser: getBrowser, server }) {
  const s = chunkSizes(distDir);
  const { gzip } = s.graph('eb-search');
  const later = s.later('eb-search');
  print(`JS of the search page (gzip, summed per file as downloaded): <eb-search> chunks ${kb(gzip)} + loader ${kb(s.loader)} = ${kb(gzip + s.loader)}`);
  print(`  on the field's first focus or keystroke: ${kb(later.gzip)} (${later.names.join(', ')})`);

  const base = await server();
  const browser = await getBrowser();
  print(`\nlive search, last keystroke -> results painted (median of ${RUNS}, 375 px; includes the ${SEARCH_DEBOUNCE_MS} ms debounce):`);
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${base}/eb-search.html`);
    const field = page.locator('#search-e5a1c9d');
    await page.locator('eb-search#live-search[data-enhanced]').waitFor({ state: 'attached' });
    await field.focus();
    await page.waitForLoadState('networkidle'); // the lazy chunks fetched on focus
    await page.evaluate(() => {
      const input = document.querySelector('#search-e5a1c9d');
      const host = document.querySelector('eb-search#live-search');
      window.__searchBench = { last: 0, done: [] };
      input.addEventListener('keydown', (e) => (window.__searchBench.last = e.timeStamp), { capture: true });
      host.addEventListener('search-results', () =>
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => window.__searchBench.done.push(performance.now() - window.__searchBench.last);
          ch.port2.postMessage(0);
        }),
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = [];
    for (let i = 0; i < RUNS + 2; i++) {
      await field.fill('');
      const before = await page.evaluate(() => window.__searchBench.done.length);
      await page.keyboard.type(TERMS[i % TERMS.length]);
      await page.waitForFunction((n) => window.__searchBench.done.length > n, before);
      const t = await page.evaluate(() => window.__searchBench.done.at(-1));
      if (i >= 2) times.push(t); // two warm-up runs
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const m = median(times);
    print(`  CPU ${rate}x`.padEnd(12) + `${m.toFixed(1).padStart(7)} ms (max ${Math.max(...times).toFixed(1)}), of which ${(m - SEARCH_DEBOUNCE_MS).toFixed(1)} ms after the debounce`);
    await context.close();
  }
}

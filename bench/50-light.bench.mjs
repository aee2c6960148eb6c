// Light elements (issue 12): the JS each light tag's page downloads (gzip; loader + the tag's
// chunk closure from dist/meta.json, then what loads later: DOMPurify on the loop grid's first
// refresh, the page-behaviours chunk), and the header menu's toggle from click to the next paint,
// unthrottled and at 4x CPU throttle (CDP Emulation.setCPUThrottlingRate), side by side with a
// native <details> toggle on the same page as a baseline. Nothing here asserts a timing.
import { LIGHT_GOAL_GZIP, LIGHT_TAGS, chunkSizes, goalCheck } from './light-sizes.mjs';

const TOGGLES = Number(process.env.LIGHT_BENCH_TOGGLES || 40);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Median of a list of numbers. */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

/** Clicks `selector` `n` times; each time, the time from the click event to the frame after it painted. */
async function toggleToPaint(page, selector, n) {
  return page.evaluate(
    async ({ selector, n }) => {
      const target = document.querySelector(selector.host)?.shadowRoot?.querySelector(selector.part) ?? document.querySelector(selector.host);
      const times = [];
      for (let i = 0; i < n; i++) {
        const t = await new Promise((resolve) => {
          target.addEventListener(
            'click',
            (e) => {
              const start = e.timeStamp;
              // rAF runs before the paint; a message posted from it runs after that paint.
              requestAnimationFrame(() => {
                const ch = new MessageChannel();
                ch.port1.onmessage = () => resolve(performance.now() - start);
                ch.port2.postMessage(0);
              });
            },
            { once: true, capture: true },
          );
          target.click();
        });
        times.push(t);
        await new Promise((r) => setTimeout(r, 30));
      }
      return times;
    },
    { selector, n },
  );
}

export default async function light({ distDir, print, browser: getBrowser, server }) {
  const s = chunkSizes(distDir);
  print(`JS per light tag page (gzip, summed per file as downloaded); goal: chunk graph < ${kb(LIGHT_GOAL_GZIP)}, no React`);
  for (const tag of [...LIGHT_TAGS, 'page-behaviours']) {
    const { gzip } = s.graph(tag);
    const later = s.later(tag);
    print(
      `<${tag}>`.padEnd(20) +
        `chunks ${kb(gzip).padStart(8)}  + loader ${kb(s.loader)} = ${kb(gzip + s.loader).padStart(8)}` +
        (LIGHT_TAGS.includes(tag) ? `  goal ${goalCheck(gzip)}` : '') +
        (later.names.length ? `  later: ${kb(later.gzip)} (${later.names.join(', ')})` : ''),
    );
  }

  const base = await server();
  const browser = await getBrowser();
  const rows = [];
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${base}/header-menu.html`);
    await page.locator('header-menu#main-menu[data-mode="dropdown"]').waitFor({ state: 'attached' });
    // A native disclosure on the same page, as the floor of what a toggle can cost here.
    await page.evaluate(() => {
      const d = document.createElement('details');
      d.id = 'bench-details';
      d.innerHTML = '<summary>Menu</summary><ul><li><a href="#a">Home</a></li><li><a href="#b">Assortiment</a></li><li><a href="#c">Contact</a></li></ul>';
      document.querySelector('main').prepend(d);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await toggleToPaint(page, { host: 'header-menu#main-menu', part: '[part="toggle"]' }, 5); // warm-up
    const menu = await toggleToPaint(page, { host: 'header-menu#main-menu', part: '[part="toggle"]' }, TOGGLES);
    const details = await toggleToPaint(page, { host: '#bench-details summary', part: 'x' }, TOGGLES);
    rows.push({ rate, menu: median(menu), menuMax: Math.max(...menu), details: median(details) });
    await context.close();
  }
  print(`\n<header-menu> toggle, click -> next paint (median of ${TOGGLES}, 375 px, dropdown mode), next to a native <details>:`);
  for (const r of rows) {
    print(`CPU ${r.rate}x`.padEnd(10) + `menu ${r.menu.toFixed(1).padStart(6)} ms (max ${r.menuMax.toFixed(1)})   <details> ${r.details.toFixed(1).padStart(6)} ms   ratio ${(r.menu / r.details).toFixed(2)}`);
  }
}

// <eb-carousel> (issue 31) beside Swiper, the library Elementor builds its carousels on, in the same
// run: the same Loop Carousel markup (demo/eb-carousel.html's 8 products, 4 per view on desktop, 1 on
// a phone, 20 px apart, arrows and bullets) on two pages served alike from one origin:
//   - eb-carousel: dist/eb-carousel.css in <head>, the loader module (+ the tag's chunks);
//   - Swiper: swiper-bundle.min.css/.js (devDependency swiper, its current release) with the options
//     Elementor's CarouselBase computes for those settings, and Elementor's own pre-init rule as it
//     ships (it targets `.swiper--slide`, a class no slide has, so slides show full width until
//     Swiper runs: the layout-shift complaint of reference §3.6).
// Figures: JS and CSS bytes (gzip); after first paint on a fresh load, the last layout shift (layout
// final), the script's ready mark and stable (the later of both), and CLS; and a slide change's click -> first moved frame and
// -> settled, at 1x and 4x CPU throttle (CDP), desktop 1280x800 and phone 375x740. Elementor's
// jQuery and frontend scripts, which the Swiper page would also need, are not counted. Nothing here
// asserts a timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkSizes, LIGHT_TAGS } from './light-sizes.mjs';
import { DESKTOP_VIEWPORT, median, PHONE_VIEWPORT, RATES } from './lib.mjs';

const LOADS = Number(process.env.CAROUSEL_BENCH_LOADS || 7);
const CHANGES = Number(process.env.CAROUSEL_BENCH_CHANGES || 8);
const ORIGIN = 'http://carousel.bench';
/** The carousel's own code goal (issue 31): at most this, beside the light base every light tag shares. */
const OWN_GOAL_GZIP = 6 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** The product Loop Carousel as the demo prints it (its <eb-carousel> and the widget inside). */
function productCarousel() {
  const html = readFileSync('demo/eb-carousel.html', 'utf8');
  const m = /<eb-carousel id="producten">([\s\S]*?)<\/eb-carousel>/.exec(html);
  if (!m) throw new Error('demo/eb-carousel.html: no #producten carousel');
  return m[1];
}

// Shared by both pages: the theme, and Elementor's per-page values (post-N.css) for this widget.
const PAGE_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; } main { max-width: 1100px; margin: 0 auto; padding: 1rem; }
.elementor-element-c4r0551 { --swiper-slides-to-display: 4; --swiper-slides-gap: 20px; position: relative; }
@media (max-width: 1024px) { .elementor-element-c4r0551 { --swiper-slides-to-display: 2; } }
@media (max-width: 767px) { .elementor-element-c4r0551 { --swiper-slides-to-display: 1; } }
.swiper { overflow: hidden; }
.product-card { display: flex; flex-direction: column; height: 100%; background: #fff; border: 1px solid #e6e2d8; border-radius: 12px; overflow: hidden; color: #1f2328; text-decoration: none; }
.product-card img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; background: #f3efe6; }
.product-card__name { margin: .75rem 1rem .25rem; font: 600 1.05rem Georgia, serif; }
.product-card__price { margin: 0 1rem 1rem; color: #2f5d50; font-weight: 600; }
.elementor-swiper-button { position: absolute; top: 40%; z-index: 2; display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: #fffe; color: #2f5d50; cursor: pointer; }
.elementor-swiper-button-prev { left: .25rem; } .elementor-swiper-button-next { right: .25rem; }
.swiper-pagination { position: static; margin-top: .75rem; min-height: 1.5em; }
`;
// Elementor's loop carousel pre-init rule (widget-loop-carousel.min.css), verbatim.
const ELEMENTOR_PREINIT = `.elementor-widget-loop-carousel .swiper:not(.swiper-initialized)>.swiper-wrapper>.swiper--slide{--number-of-gaps:max(calc(var(--swiper-slides-to-display) - 1),0);--gaps-width-total:calc(var(--number-of-gaps) * var(--swiper-slides-gap));max-width:calc((100% - var(--gaps-width-total)) / var(--swiper-slides-to-display, 1))}`;
// What Elementor's CarouselBase passes Swiper for these settings (slides_to_show 4/2/1, gap 20,
// arrows, bullets, speed 500), breakpoints remapped as utils/swiper.js does (reference §3.3).
const SWIPER_INIT = `
const el = document.querySelector('.elementor-element-c4r0551 .swiper');
new Swiper(el, {
  slidesPerView: 4, slidesPerGroup: 1, spaceBetween: 20, speed: 500, loop: false, grabCursor: true, initialSlide: 0,
  handleElementorBreakpoints: true,
  breakpoints: { 0: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 20 }, 767: { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: 20 }, 1025: { slidesPerView: 4, slidesPerGroup: 1, spaceBetween: 20 } },
  navigation: { prevEl: '.elementor-swiper-button-prev', nextEl: '.elementor-swiper-button-next' },
  pagination: { el: '.elementor-element-c4r0551 .swiper-pagination', type: 'bullets', clickable: true },
  a11y: { enabled: true },
  on: { init() { document.documentElement.setAttribute('data-carousel-ready', ''); } },
});
`;

function pages(inner) {
  const head = (extra) => `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title><link rel="stylesheet" href="/page.css">${extra}</head>`;
  return {
    '/se.html': `${head('<link rel="stylesheet" href="/dist/eb-carousel.css"><script type="module" src="/dist/site-elements.js"></script>')}<body><main><h1>Vers uit de oven</h1><eb-carousel id="producten">${inner}</eb-carousel></main></body></html>`,
    '/swiper.html': `${head(`<link rel="stylesheet" href="/swiper/swiper-bundle.min.css"><style>${ELEMENTOR_PREINIT}</style><script defer src="/swiper/swiper-bundle.min.js"></script><script defer src="/swiper-init.js"></script>`)}<body><main><h1>Vers uit de oven</h1><div id="producten">${inner}</div></main></body></html>`,
  };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves both pages and their files from one made-up origin (no network, the same path for both). */
async function serve(context, distDir, html) {
  await context.route(`${ORIGIN}/**`, (route) => {
    const p = new URL(route.request().url()).pathname;
    let body;
    if (html[p]) body = html[p];
    else if (p === '/page.css') body = PAGE_CSS;
    else if (p === '/swiper-init.js') body = SWIPER_INIT;
    else if (p.startsWith('/dist/')) body = readFileSync(path.join(distDir, p.slice(6)));
    else if (p.startsWith('/swiper/')) body = readFileSync(path.join('node_modules/swiper', p.slice(8)));
    else if (p.startsWith('/assets/')) body = readFileSync(path.join('demo/assets', p.slice(8)));
    if (body === undefined) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ status: 200, contentType: TYPES[path.extname(p)] ?? 'application/octet-stream', body });
  });
}

// Installed before any page script: first paint, layout shifts, the ready mark (data-enhanced / Swiper's init).
const OBSERVE = () => {
  const w = window;
  w.__cb = { paint: 0, shifts: [], ready: 0 };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-paint') w.__cb.paint = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) w.__cb.shifts.push([e.startTime, e.value]);
  }).observe({ type: 'layout-shift', buffered: true });
  const ready = () => document.querySelector('eb-carousel[data-enhanced]') || document.documentElement.hasAttribute('data-carousel-ready');
  new MutationObserver((_, mo) => {
    if (!w.__cb.ready && ready()) {
      w.__cb.ready = performance.now();
      mo.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-enhanced', 'data-carousel-ready'] });
};

async function loadOnce(browser, distDir, html, url, rate, viewport) {
  // A phone has a touch screen and no mouse ((any-pointer: fine) false): what it downloads differs.
  const context = await browser.newContext({ viewport, ...(viewport === PHONE_VIEWPORT ? { hasTouch: true, isMobile: true } : {}) });
  await serve(context, distDir, html);
  const page = await context.newPage();
  const chunks = new Set();
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/dist/chunks/')) chunks.add(p.slice('/dist/chunks/'.length));
  });
  const cdp = await context.newCDPSession(page);
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(OBSERVE);
  await page.goto(`${ORIGIN}${url}`);
  await page.waitForFunction(() => window.__cb.ready > 0 && window.__cb.paint > 0, null, { timeout: 30000 });
  await page.waitForTimeout(600 * rate);
  const r = await page.evaluate(() => window.__cb);
  await context.close();
  const lastShift = r.shifts.reduce((a, [t]) => Math.max(a, t), 0);
  // Layout final: the last shift after first paint (0: the first paint was the final layout).
  return { layout: Math.max(0, lastShift - r.paint), ready: r.ready - r.paint, stable: Math.max(r.ready, lastShift) - r.paint, cls: r.shifts.reduce((a, [, v]) => a + v, 0), chunks };
}

/** Next / previous in turn: click -> the first frame the slides moved, and -> settled where they stop. */
async function slideChanges(browser, distDir, html, url, rate, viewport) {
  const context = await browser.newContext({ viewport });
  await serve(context, distDir, html);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${url}`);
  await page.waitForFunction(() => document.querySelector('eb-carousel[data-enhanced], .swiper-initialized'));
  await page.locator('#producten').scrollIntoViewIfNeeded();
  const cdp = await context.newCDPSession(page);
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const moved = [];
  const settled = [];
  for (let i = 0; i < CHANGES + 1; i++) {
    const dir = i % 2 ? 'prev' : 'next';
    await page.evaluate(() => {
      window.__change = new Promise((resolve) => {
        const slide = document.querySelector('#producten .swiper-slide:nth-child(2)');
        const x0 = slide.getBoundingClientRect().left;
        // rAF runs before a paint; a message posted from it runs after that paint.
        const after = (fn) =>
          requestAnimationFrame(() => {
            const ch = new MessageChannel();
            ch.port1.onmessage = fn;
            ch.port2.postMessage(0);
          });
        document.addEventListener(
          'click',
          (e) => {
            const start = e.timeStamp;
            let first = 0;
            let last = x0;
            let still = 0;
            const frame = () => {
              const x = slide.getBoundingClientRect().left;
              if (!first && Math.abs(x - x0) > 0.5) first = performance.now() - start;
              still = first && Math.abs(x - last) < 0.5 ? still + 1 : 0;
              last = x;
              // Settled: moved, then three frames without moving.
              if (still >= 3) resolve({ first, settled: performance.now() - start });
              else after(frame);
            };
            after(frame);
          },
          { capture: true, once: true },
        );
      });
    });
    await page.locator(`#producten .elementor-swiper-button-${dir}`).click();
    const t = await page.evaluate(() => window.__change);
    if (i > 0) {
      moved.push(t.first);
      settled.push(t.settled);
    }
    await page.waitForTimeout(150);
  }
  await context.close();
  return { moved: median(moved), settled: median(settled) };
}

export default async function carousel({ distDir, print, browser: getBrowser }) {
  // Bytes.
  const s = chunkSizes(distDir);
  const graph = s.graph('eb-carousel');
  const shared = new Set(LIGHT_TAGS.filter((t) => t !== 'eb-carousel').flatMap((t) => [...s.graph(t).files]));
  const ownFiles = [...graph.files].filter((f) => !shared.has(f));
  const own = ownFiles.reduce((a, f) => a + gz(readFileSync(path.join(distDir, 'chunks', f))), 0);
  const base = graph.gzip - own;
  const swJs = gz(readFileSync('node_modules/swiper/swiper-bundle.min.js')) + gz(Buffer.from(SWIPER_INIT));
  const swCss = gz(readFileSync('node_modules/swiper/swiper-bundle.min.css')) + gz(Buffer.from(ELEMENTOR_PREINIT));
  const seCss = gz(readFileSync(path.join(distDir, 'eb-carousel.css')));
  const version = JSON.parse(readFileSync('node_modules/swiper/package.json', 'utf8')).version;
  print(`JS (gzip, summed per file):`);
  print(`  <eb-carousel>  own code every carousel loads ${kb(own)} + light base ${kb(base)} + loader ${kb(s.loader)} = ${kb(graph.gzip + s.loader)}`);
  // The optional parts (chunks of their own): what each is for, and its size.
  // A chunk's name for the reader: the carousel's part it holds (a facade chunk: the part it re-exports).
  const partOf = (f) => {
    const o = s.outputs.get(f);
    if (o?.entryPoint === 'elements/eb-carousel.ts') return '<eb-carousel>';
    const names = Object.keys(o?.inputs ?? {}).map((i) => path.basename(i, path.extname(i))).filter((n) => !/^carousel-(thumbs|nav)$/.test(n));
    return names.join('+') || `${(o?.imports ?? []).map((i) => partOf(path.basename(i.path))).join('+')} (re-export)`;
  };
  const lazyOwn = [...s.outputs].filter(([, o]) => Object.keys(o.inputs).some((i) => /src\/light\/carousel\/(autoplay|pager|images|thumbs|fx|drag)\.ts$/.test(i))).map(([f]) => f);
  print(`  its optional parts, each loaded only by a carousel that needs it: ${lazyOwn.map((f) => `${partOf(f)} ${kb(gz(readFileSync(path.join(distDir, 'chunks', f))))}`).join(', ')}`);
  const sheet = [...s.outputs].find(([, o]) => Object.keys(o.inputs).some((i) => i.endsWith('src/light/carousel/sheet.ts')))?.[0];
  if (sheet) print(`  + only when a page did not link dist/eb-carousel.css: the page sheet's chunk ${kb(gz(readFileSync(path.join(distDir, 'chunks', sheet))))}`);
  print(`  Swiper ${version}   swiper-bundle.min.js + init ${kb(swJs)} (Elementor's jQuery and frontend scripts not counted)  ratio ${((graph.gzip + s.loader) / swJs).toFixed(2)}`);
  print(`CSS before paint (gzip): eb-carousel.css ${kb(seCss)}, swiper-bundle.min.css + Elementor's pre-init rule ${kb(swCss)}`);

  const browser = await getBrowser();
  const html = pages(productCarousel());
  for (const [name, viewport] of [
    ['desktop 1280', DESKTOP_VIEWPORT],
    ['phone 375', PHONE_VIEWPORT],
  ]) {
    print(`\n${name}, after first paint (median of ${LOADS} fresh loads): the last layout shift (0 = the first paint was final), the script's ready mark, stable = the later of both; worst CLS; a slide change (arrow click, median of ${CHANGES}) -> first moved frame / settled`);
    for (const rate of RATES) {
      const row = {};
      for (const [key, url] of [
        ['se', '/se.html'],
        ['sw', '/swiper.html'],
      ]) {
        const loads = [];
        for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, distDir, html, url, rate, viewport));
        if (key === 'se' && rate === RATES[0]) {
          // The carousel's own code this page downloaded on this device (its parts included), against the goal.
          const mine = [...loads[0].chunks].filter((f) => !shared.has(f));
          const bytes = mine.reduce((a, f) => a + gz(readFileSync(path.join(distDir, 'chunks', f))), 0);
          print(`  the product carousel's own code downloaded here: ${kb(bytes)} in ${mine.length} file(s) (goal ≤ ${kb(OWN_GOAL_GZIP)}: ${bytes <= OWN_GOAL_GZIP ? 'met' : 'NOT met'}, ${(bytes / OWN_GOAL_GZIP).toFixed(2)} of it)${mine.length > 1 ? `: ${mine.map((f) => `${partOf(f)} ${kb(gz(readFileSync(path.join(distDir, 'chunks', f))))}`).join(', ')}` : ''}`);
        }
        row[key] = { layout: median(loads.map((l) => l.layout)), ready: median(loads.map((l) => l.ready)), stable: median(loads.map((l) => l.stable)), cls: Math.max(...loads.map((l) => l.cls)), ...(await slideChanges(browser, distDir, html, url, rate, viewport)) };
      }
      const f = (v) => `${v.toFixed(0).padStart(5)} ms`;
      const line = (label, r) => `    ${label.padEnd(13)} layout final ${f(r.layout)}  script ready ${f(r.ready)}  stable ${f(r.stable)}  CLS ${r.cls.toFixed(3)}  change: moved ${f(r.moved)}, settled ${f(r.settled)}`;
      print(`  CPU ${rate}x`);
      print(line('<eb-carousel>', row.se));
      print(line(`Swiper`, row.sw));
      print(`    ratio (eb / Swiper): stable ${(row.se.stable / row.sw.stable).toFixed(2)}, moved ${(row.se.moved / row.sw.moved).toFixed(2)}, settled ${(row.se.settled / row.sw.settled).toFixed(2)}`);
    }
  }
}

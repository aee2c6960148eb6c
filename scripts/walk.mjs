// `npm run walk`: a scripted visitor walk through the bakery demo site and the docs (issue 40).
//
// What it does
//   1. Builds what it needs into .cache/walk/ when it is missing or older than its sources
//      (`node esbuild.config.mjs --outdir .cache/walk`, `node scripts/build-docs.mjs --outdir
//      .cache/walk/docs`; `--rebuild` forces both), makes sure Debian's Chromium is there
//      (scripts/ensure-chromium.mjs; never downloads a browser).
//   2. Starts the reference backend from that build (its server/server.mjs, as the e2e global setup
//      does) on a free port of 127.0.0.1, with a throwaway data dir (a new folder under the system's
//      temp dir: SQLite database, mail outbox, uploads; removed at the end). The demo pages are the
//      working copy's demo/*.html, served live.
//   3. Two lanes side by side, one per width (375×800 and 1280×800), each in its own browser contexts:
//        pages  every bakery page (the pages with the bakery's header and footer: demo/index.html,
//               winkel, winkelwagen, afrekenen, bestellen, contact, taartadvies, blog-taart-kiezen,
//               /mijn-account/ and its /mijn-account/lost-password/) and five docs pages (/docs/,
//               the getting-started guide, the gdpr-consent, wc-checkout and eb-carousel tag pages),
//               after the visitor answered the consent banner (the first flow below);
//        flows  accept cookies in the banner; the home page's newsletter pop-up (opened by scrolling,
//               closed with "Nee, dank je"); decline with the banner's "Weigeren" button, then open
//               the cookie settings from the footer, pick a level and save; the phone menu (375) or
//               a desktop submenu (1280); the home page's carousel arrows; the shop: filter on
//               "Taarten", add to cart, the header's mini cart, the cart page's quantity, a pick-up
//               order paid on pick-up to the order-received view; the cake order form (bestellen) to
//               its confirmation; the contact form to its thank-you page; the taartadvies lead form
//               to its end (and the thank-you tab it opens); the blog's interactive article to its
//               end; the demo customer's log-in and order list.
//   4. Saves a full-page PNG of every page and width and of every flow's end state (and of a few
//      states on the way: the banner, the open settings, the open menu, the open mini cart; the
//      desktop submenu as the viewport shows it, see the menu flow) into
//      docs/screenshots/walk/ (walk-<page>-<width>.jpg, walk-flow-<flow>-<width>.jpg, JPEG quality 60; the folder's
//      old walk-*.png and .jpg are removed first), and prints a table: pages, flows, problems.
//
// What counts as a problem (any one makes the exit code 1; the list is printed at the end)
//   - console.error and uncaught page errors, anywhere in the walk (Chromium's own "Failed to load
//     resource" lines for this origin are left to the request check, which names the request);
//   - a request to the site's origin answered with status >= 400, or failed (requestfailed);
//   - an axe-core violation of impact serious or critical (axe in the page itself, as the e2e
//     fixture tests/e2e/fixtures.ts does: @axe-core/playwright's axe.min.js, violations only,
//     after the page's finite animations settled); moderate and minor ones are counted, not failed;
//   - horizontal overflow: document.documentElement.scrollWidth > innerWidth (the elements sticking
//     out past the viewport's right edge, unclipped, are named);
//   - text overlap (see the rule below);
//   - a tag that never upgraded (an element matching :not(:defined) 8 s after the load);
//   - a flow that does not reach its end (a wait that timed out, a missing control).
//   Checks run on every page visit and on every saved flow state.
//
// The text-overlap rule (in the page, over the document and every open shadow root)
//   Candidates: headings (h1-h6, role=heading), links (a, role=link), buttons (button,
//   role=button), labels and paragraphs that sit inside a <header>, <main> or <footer> (in the
//   composed tree, so a tag's shadow content under <main> counts). A candidate's "text boxes" are
//   the client rects of its non-blank text nodes (Range.getClientRects: the glyph boxes, not the
//   element's box, so a wide block next to a float does not count), each cut to the clip of its
//   ancestors with overflow other than visible; text that is not rendered is left out (display
//   none, visibility, opacity 0 on it or an ancestor, clip or clip-path on an ancestor: the
//   screen-reader-only texts). Two candidates overlap when neither contains the other (composed
//   tree) and a text box of one intersects a text box of the other by at least 4 px across and
//   max(3 px, 30 % of the shorter box's height) down (line boxes of adjacent lines touching by a
//   pixel or two are normal typography). Candidates only meet within the same layer: the nearest
//   ancestor (or the element itself) with position fixed or sticky, or absolute with a z-index
//   (or none), because a drawer, a sticky bar, a modal or an open dropdown menu covering the page
//   is meant to lie on top of it. (So an absolutely positioned, z-indexed element covering text is
//   not caught: the price of not flagging every open submenu.)
//
// Options: --rebuild (build again even if current), --width 375|1280 (one lane), --keep-data
// (leave the data dir and print its path). Exit code 0 only when nothing above was found.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const WIDTHS = option('--width') ? [Number(option('--width'))] : [375, 1280];
const HEIGHT = 800;
const buildDir = path.resolve('.cache', 'walk');
const docsDir = path.join(buildDir, 'docs');
const shotDir = path.resolve('docs', 'screenshots', 'walk');

const BAKERY_PAGES = [
  ['index', '/'],
  ['winkel', '/winkel.html'],
  ['winkelwagen', '/winkelwagen.html'],
  ['afrekenen', '/afrekenen.html'],
  ['bestellen', '/bestellen.html'],
  ['contact', '/contact.html'],
  ['taartadvies', '/taartadvies.html'],
  ['blog-taart-kiezen', '/blog-taart-kiezen.html'],
  ['mijn-account', '/mijn-account/'],
  ['mijn-account-lost-password', '/mijn-account/lost-password/'],
];
const DOCS_PAGES = [
  ['docs-index', '/docs/'],
  ['docs-getting-started', '/docs/guides/getting-started/'],
  ['docs-tag-gdpr-consent', '/docs/tags/gdpr-consent/'],
  ['docs-tag-wc-checkout', '/docs/tags/wc-checkout/'],
  ['docs-tag-eb-carousel', '/docs/tags/eb-carousel/'],
];
/** The seeded demo customer (demo/server/storage/accounts.ts, DEMO_CUSTOMER). */
const DEMO_CUSTOMER = { email: 'klant@zonneveld.example', password: 'Krentenbol-2026' };

// ---------------------------------------------------------------------------------------------
// Build (only what is missing or older than its sources)

/** The newest modification time under `p` (a file or a folder), skipping `skip` folders. */
function newest(p, skip = []) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) {
    const full = path.join(p, e);
    if (skip.some((s) => full === path.resolve(s))) continue;
    max = Math.max(max, newest(full, skip));
  }
  return max;
}

function buildIfNeeded() {
  const stamp = path.join(buildDir, '.walk-build');
  const docsStamp = path.join(buildDir, '.walk-docs');
  const codeSources = Math.max(...['src', 'elements', 'demo/server', 'esbuild.config.mjs', 'scripts/esbuild-shared.mjs', 'scripts/build-chunks.mjs', 'scripts/minify.mjs', 'package-lock.json'].map((p) => newest(path.resolve(p))));
  const docsSources = Math.max(newest(path.resolve('docs'), ['docs/screenshots']), newest(path.resolve('scripts/docs')), newest(path.resolve('scripts/build-docs.mjs')), newest(path.resolve('custom-elements.json')));
  const stale = (file, sources) => flag('--rebuild') || !existsSync(file) || statSync(file).mtimeMs < sources;
  if (stale(stamp, codeSources) || !existsSync(path.join(buildDir, 'server', 'server.mjs'))) {
    console.log(`[walk] building into ${path.relative(process.cwd(), buildDir)} …`);
    execFileSync(process.execPath, ['esbuild.config.mjs', '--outdir', buildDir], { stdio: 'inherit' });
    writeFileSync(stamp, new Date().toISOString());
    rmSync(docsStamp, { force: true }); // esbuild.config.mjs empties the folder, docs included
  }
  if (stale(docsStamp, docsSources) || !existsSync(path.join(docsDir, 'index.html'))) {
    console.log(`[walk] building the docs into ${path.relative(process.cwd(), docsDir)} …`);
    execFileSync(process.execPath, ['scripts/build-docs.mjs', '--outdir', docsDir], { stdio: 'inherit' });
    writeFileSync(docsStamp, new Date().toISOString());
  }
}

// ---------------------------------------------------------------------------------------------
// In-page helpers (self-contained: handed to page.evaluate)

/** tests/shared/settle-animations.ts: waits for every finite animation/transition (shadow roots too). */
async function settleAnimations(timeout) {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const finite = roots.flatMap((r) => r.getAnimations()).filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, timeout))]);
}

/** Horizontal overflow and text overlap (the rules in this file's header). */
function inspectLayout() {
  const INF = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
  const cut = (a, b) => ({ l: Math.max(a.l, b.l), t: Math.max(a.t, b.t), r: Math.min(a.r, b.r), b: Math.min(a.b, b.b) });
  const parentOf = (n) => n.assignedSlot ?? (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentNode);
  const contains = (a, b) => {
    for (let n = b; n; n = parentOf(n)) if (n === a) return true;
    return false;
  };
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const describe = (el) => {
    const root = el.getRootNode();
    const host = root instanceof ShadowRoot ? `${root.host.localName}${root.host.id ? `#${root.host.id}` : ''} >> ` : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const part = el.getAttribute('part') ? `[part="${el.getAttribute('part')}"]` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 48);
    return `${host}${el.localName}${el.id ? `#${el.id}` : ''}${cls}${part}${text ? ` "${text}"` : ''}`;
  };
  // Per element: not rendered (hidden), the clip its ancestors put on it, its layer, its region.
  const cache = new Map();
  const info = (el) => {
    if (cache.has(el)) return cache.get(el);
    const p = parentOf(el);
    const pi = p && p.nodeType === 1 ? info(p) : { hidden: false, clipKids: INF, layer: null, region: null };
    const s = getComputedStyle(el);
    const box = s.display === 'contents' ? null : el.getBoundingClientRect();
    const fixed = s.position === 'fixed';
    const clipSelf = fixed ? INF : pi.clipKids;
    const clips = box && (s.overflowX !== 'visible' || s.overflowY !== 'visible');
    // A light child of a shadow host that no slot takes is not rendered.
    const unslotted = el.parentNode?.nodeType === 1 && el.parentNode.shadowRoot && !el.assignedSlot;
    const v = {
      hidden: pi.hidden || unslotted || s.display === 'none' || s.opacity === '0' || (s.clip && s.clip !== 'auto') || (s.clipPath && s.clipPath !== 'none') || s.contentVisibility === 'hidden',
      clipSelf,
      clipKids: clips ? cut(clipSelf, { l: box.left, t: box.top, r: box.right, b: box.bottom }) : clipSelf,
      layer: fixed || s.position === 'sticky' || (s.position === 'absolute' && s.zIndex !== 'auto') ? el : pi.layer,
      region: pi.region ?? (['header', 'main', 'footer'].includes(el.localName) ? el : null),
      box,
    };
    cache.set(el, v);
    return v;
  };

  // Overflow.
  const iw = innerWidth;
  const sw = document.documentElement.scrollWidth;
  let overflow = null;
  if (sw > iw) {
    const cw = document.documentElement.clientWidth;
    const out = [];
    for (const root of roots)
      for (const el of root.querySelectorAll('*')) {
        const i = info(el);
        if (i.hidden || !i.box || i.box.width === 0 || i.box.right <= cw + 1 || i.clipSelf.r <= cw + 1) continue;
        out.push(el);
      }
    // The outermost ones: an element whose parent sticks out too is its parent's doing.
    const outer = out.filter((el) => !out.includes(parentOf(el)));
    overflow = { scrollWidth: sw, innerWidth: iw, elements: outer.slice(0, 6).map((el) => `${describe(el)} (right edge ${Math.round(info(el).box.right)} px)`) };
  }

  // Overlap.
  const SEL = 'h1,h2,h3,h4,h5,h6,[role=heading],a,[role=link],button,[role=button],label,p';
  const candidates = [];
  for (const root of roots)
    for (const el of root.querySelectorAll(SEL)) {
      const ei = info(el);
      if (!ei.region || ei.hidden) continue;
      const rects = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.data.trim()) continue;
        // Text of a nested candidate is that candidate's (a link in a paragraph is checked as the link).
        const owner = t.parentElement?.closest(SEL);
        if (owner && owner !== el && el.contains(owner)) continue;
        if (t.parentElement?.shadowRoot && !t.assignedSlot) continue;
        const parent = t.assignedSlot ?? t.parentElement;
        if (!parent) continue;
        const pi = info(parent);
        if (pi.hidden || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        for (const r of range.getClientRects()) {
          const c = cut({ l: r.left, t: r.top, r: r.right, b: r.bottom }, pi.clipKids);
          if (c.r - c.l >= 1 && c.b - c.t >= 1) rects.push(c);
        }
      }
      if (rects.length) candidates.push({ el, rects, layer: ei.layer });
    }
  const overlaps = [];
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++) {
      const a = candidates[i];
      const b = candidates[j];
      if (a.layer !== b.layer || contains(a.el, b.el) || contains(b.el, a.el)) continue;
      let hit = null;
      for (const ra of a.rects) {
        for (const rb of b.rects) {
          const w = Math.min(ra.r, rb.r) - Math.max(ra.l, rb.l);
          const h = Math.min(ra.b, rb.b) - Math.max(ra.t, rb.t);
          if (w >= 4 && h >= Math.max(3, 0.3 * Math.min(ra.b - ra.t, rb.b - rb.t))) {
            hit = { w: Math.round(w), h: Math.round(h), x: Math.round(Math.max(ra.l, rb.l)), y: Math.round(Math.max(ra.t, rb.t) + scrollY) };
            break;
          }
        }
        if (hit) break;
      }
      if (hit) overlaps.push(`${describe(a.el)}  ×  ${describe(b.el)}  (${hit.w}×${hit.h} px at ${hit.x},${hit.y})`);
    }
  return { overflow, overlaps, candidates: candidates.length };
}

// ---------------------------------------------------------------------------------------------
// Axe, as tests/e2e/fixtures.ts runs it

const AXE_SOURCE = readFileSync(createRequire(path.resolve('node_modules/@axe-core/playwright/package.json')).resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof window.axe?.run === 'function')) continue;
      await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
    } catch {
      // A frame that is gone or cannot run scripts.
    }
  }
  return page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

// ---------------------------------------------------------------------------------------------
// Small waiting helpers (no @playwright/test expect outside its runner)

async function until(fn, what, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}${last instanceof Error ? ` (${last.message.split('\n')[0]})` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const attr = (loc, name, value, timeout) =>
  until(async () => {
    const v = await loc.first().getAttribute(name, { timeout: 1000 });
    return value instanceof RegExp ? v !== null && value.test(v) : v === value;
  }, `${loc} [${name}=${value}]`, timeout);
const noAttr = (loc, name, timeout) => until(async () => (await loc.first().getAttribute(name, { timeout: 1000 })) === null, `${loc} without [${name}]`, timeout);
const text = (loc, re, timeout) => until(async () => re.test((await loc.first().textContent({ timeout: 1000 })) ?? ''), `${loc} text ${re}`, timeout);
const gone = (loc, timeout = 10_000) => loc.first().waitFor({ state: 'detached', timeout }).catch(async () => loc.first().waitFor({ state: 'hidden', timeout: 1000 }));

// ---------------------------------------------------------------------------------------------
// The walk

/** Everything one lane (one width) found, and its table rows. */
function makeLane(width, base) {
  return { width, base, where: 'start', problems: [], rows: [], minor: [], shots: 0, closing: false };
}

function watch(page, lane) {
  const same = (u) => {
    try {
      return new URL(u).origin === lane.base;
    } catch {
      return false;
    }
  };
  const add = (kind, message) => !lane.closing && lane.problems.push({ where: lane.where, width: lane.width, kind, message });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const loc = m.location()?.url ?? '';
    if (/^Failed to load resource/.test(m.text()) && same(loc)) return; // named by the request check
    add('console', `${m.text()}${loc ? ` (${loc.replace(lane.base, '')})` : ''}`);
  });
  page.on('pageerror', (e) => add('pageerror', e.stack?.split('\n').slice(0, 2).join(' | ') ?? e.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && same(r.url())) add('request', `${r.status()} ${r.request().method()} ${r.url().replace(lane.base, '')}`);
  });
  page.on('requestfailed', (r) => {
    if (same(r.url())) add('request', `${r.failure()?.errorText ?? 'failed'} ${r.method()} ${r.url().replace(lane.base, '')}`);
  });
}

async function newContext(browser, lane) {
  const context = await browser.newContext({ viewport: { width: lane.width, height: HEIGHT }, baseURL: lane.base });
  context.setDefaultTimeout(15_000);
  context.on('page', (p) => watch(p, lane));
  return context;
}

/** After a load: the tags upgraded, the network quiet, the animations over. */
async function settle(page, lane) {
  await page.waitForLoadState('load');
  const pending = await page
    .waitForFunction(() => document.querySelectorAll(':not(:defined)').length === 0, null, { timeout: 8000 })
    .then(() => [])
    .catch(() => page.evaluate(() => [...new Set([...document.querySelectorAll(':not(:defined)')].map((e) => e.localName))]).catch(() => []));
  if (pending.length) lane.problems.push({ where: lane.where, width: lane.width, kind: 'upgrade', message: `never upgraded: ${pending.join(', ')}` });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.evaluate(settleAnimations, 3000).catch(() => {});
}

/** The checks of one state, and its full-page screenshot. */
async function checkState(page, lane, shot, { fullPage = true } = {}) {
  const add = (kind, message) => lane.problems.push({ where: lane.where, width: lane.width, kind, message });
  await page.evaluate(settleAnimations, 3000).catch(() => {});
  const violations = await runAxe(page);
  for (const v of violations) {
    if (v.impact === 'serious' || v.impact === 'critical') add('axe', `${v.id} (${v.impact}): ${v.help} -> ${v.targets.slice(0, 5).join(', ')}${v.targets.length > 5 ? ` (+${v.targets.length - 5})` : ''}`);
    else lane.minor.push(`${v.id} (${v.impact}) on ${lane.where} at ${lane.width}`);
  }
  const layout = await page.evaluate(inspectLayout);
  if (layout.overflow) add('overflow', `scrollWidth ${layout.overflow.scrollWidth} > innerWidth ${layout.overflow.innerWidth}: ${layout.overflow.elements.join('; ') || '(no single element found)'}`);
  for (const o of layout.overlaps) add('overlap', o);
  // Taken from the top: a full-page capture of a scrolled page draws its fixed and stuck elements
  // (the order bar, a pop-up's overlay) where the viewport was, in the middle of the image.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A docs tag page is 16,000 px tall at 375: its full-page capture can take many seconds on a busy machine.
  // JPEG at quality 60 (70 full-page PNGs came to 20 MB in the repository); a page taller than
  // 4,000 px (the docs' tag pages: 16,000 at 375) as the viewport shows its top.
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > 4000);
  await page.screenshot({ path: path.join(shotDir, `${shot}-${lane.width}.jpg`), type: 'jpeg', quality: 60, fullPage: fullPage && !tall, animations: 'disabled', timeout: 60_000 });
  lane.shots++;
}

/** Runs `fn` as one table row: its problems are those found while it ran. */
async function step(lane, kind, name, fn) {
  lane.where = `${kind} ${name}`;
  const before = lane.problems.length;
  const t0 = Date.now();
  let ok = true;
  try {
    await fn();
  } catch (e) {
    ok = false;
    // The error's first line and the last line of Playwright's call log (e.g. "element is inert").
    const lines = String(e.message ?? e).replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter(Boolean);
    const last = lines.length > 2 ? lines.filter((l) => l.startsWith('- ')).at(-1) : undefined;
    lane.problems.push({ where: lane.where, width: lane.width, kind: 'flow', message: `did not reach its end: ${lines[0]}${last ? ` [${last.slice(2)}]` : ''}` });
  }
  const found = lane.problems.length - before;
  lane.rows.push({ kind, name, width: lane.width, ok: ok && found === 0, reached: ok, problems: found, ms: Date.now() - t0 });
  console.log(`[walk ${lane.width}] ${kind} ${name}: ${ok ? (found ? `${found} problem(s)` : 'ok') : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

async function visit(page, lane, urlPath, shot) {
  await page.goto(urlPath);
  await settle(page, lane);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkState(page, lane, shot);
}

const consent = (page) => page.locator('gdpr-consent');
const consentPart = (page, name) => consent(page).locator(`[part~="${name}"]`);

async function runLane(browser, lane) {
  const w = lane.width;
  const phone = w < 768;

  // --- Context 1: the banner answered, every page, then the page-bound flows.
  const context = await newContext(browser, lane);
  const page = await context.newPage();

  await step(lane, 'flow', 'consent-accept', async () => {
    await page.goto('/');
    await settle(page, lane);
    await consentPart(page, 'banner').waitFor({ state: 'visible' });
    await checkState(page, lane, 'walk-flow-consent-banner');
    await consentPart(page, 'accept-button').click();
    await gone(consentPart(page, 'banner'));
    await consentPart(page, 'open-button').waitFor({ state: 'visible' });
    await checkState(page, lane, 'walk-flow-consent-accept');
  });

  for (const [name, urlPath] of [...BAKERY_PAGES, ...DOCS_PAGES]) await step(lane, 'page', name, () => visit(page, lane, urlPath, `walk-${name}`));

  // The main menu: at 375 the phone menu (its toggle, then the "Winkel" submenu), at 1280 the bar's
  // "Winkel" submenu opened by the pointer resting on it.
  await step(lane, 'flow', 'menu', async () => {
    await page.goto('/');
    await settle(page, lane);
    const menu = page.locator('header-menu#main-menu');
    await attr(menu, 'data-enhanced', '');
    if (phone) {
      await attr(menu, 'data-mode', 'dropdown');
      const toggle = menu.locator('[part="toggle"]');
      await toggle.click();
      await attr(toggle, 'aria-expanded', 'true');
      await menu.getByRole('link', { name: 'Home', exact: true }).waitFor({ state: 'visible' });
    } else {
      await attr(menu, 'data-mode', 'bar');
      await menu.getByRole('link', { name: 'Winkel', exact: true }).hover();
    }
    const sub = menu.getByRole('button', { name: 'Submenu Winkel' });
    if (phone) await sub.click();
    await attr(sub, 'aria-expanded', 'true');
    await page.locator(`[id="${await sub.getAttribute('aria-controls')}"]`).waitFor({ state: 'visible' });
    await menu.getByRole('link', { name: 'Taarten', exact: true }).waitFor({ state: 'visible' });
    // Focus into the submenu, as a visitor going on with the keyboard: an open bar submenu that
    // holds focus stays open when the pointer leaves (the full-page capture moves what is under it).
    if (!phone) await menu.getByRole('link', { name: 'Taarten', exact: true }).focus();
    // The desktop submenu is taken as the viewport shows it: Chromium's full-page capture takes the
    // focus off the page, and the bar's submenu closes (the phone's dropdown stays open).
    await checkState(page, lane, phone ? 'walk-flow-phone-menu' : 'walk-flow-desktop-submenu', { fullPage: phone });
    await page.keyboard.press('Escape');
  });

  await step(lane, 'flow', 'newsletter-popup', async () => {
    // The home page's <eb-popup> opens once a day when the visitor scrolls down past 60 %; it makes
    // the page behind it inert. A visitor reads it and closes it with "Nee, dank je".
    await page.goto('/');
    await settle(page, lane);
    const popup = page.locator('eb-popup#popup-newsletter');
    await page.mouse.move(lane.width / 2, HEIGHT / 2);
    await until(async () => {
      if ((await popup.getAttribute('data-state')) === 'open') return true;
      await page.mouse.wheel(0, 300);
      return false;
    }, 'the newsletter pop-up to open on scrolling', 15_000);
    await checkState(page, lane, 'walk-flow-newsletter-popup');
    await popup.getByRole('link', { name: 'Nee, dank je' }).click();
    await attr(popup, 'data-state', 'closed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkState(page, lane, 'walk-flow-newsletter-popup-closed');
  });

  await step(lane, 'flow', 'carousel', async () => {
    await page.goto('/');
    await settle(page, lane);
    const products = page.locator('eb-carousel#producten');
    await attr(products, 'data-enhanced', '');
    const first = () => products.locator('.swiper-wrapper > .swiper-slide').evaluateAll((ss) => ss.findIndex((s) => !s.hasAttribute('inert')));
    const at0 = await first();
    await products.locator('.elementor-swiper-button-next').click();
    await until(async () => (await first()) > at0, 'the products carousel to move on');
    await products.locator('.elementor-swiper-button-next').click();
    await until(async () => (await first()) > at0 + 1, 'the products carousel to move on again');
    await products.locator('.elementor-swiper-button-prev').click();
    await until(async () => (await first()) === at0 + 1, 'the products carousel to move back');
    const reviews = page.locator('eb-carousel#reacties');
    await attr(reviews, 'data-enhanced', '');
    await reviews.locator('.elementor-swiper-button-next').click();
    await reviews.locator('.elementor-swiper-button-prev').click();
    await products.scrollIntoViewIfNeeded();
    await checkState(page, lane, 'walk-flow-carousel');
  });

  await step(lane, 'flow', 'order-form', async () => {
    await page.goto('/bestellen.html');
    await settle(page, lane);
    const form = page.locator('gform-form');
    await form.locator('[part~="form"]').waitFor();
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Sanne de Vries');
    await form.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill('sanne@example.nl');
    await form.getByRole('spinbutton', { name: 'Aantal Appeltaart', exact: true }).fill('1');
    await text(form.locator('[part~="total"]'), /[1-9]/);
    await form.locator('[part~="submit-button"]').locator('visible=true').click();
    const confirmation = form.locator('[part~="confirmation"]');
    await confirmation.waitFor({ state: 'visible' });
    await text(confirmation, /Bedankt voor je bestelling/);
    await checkState(page, lane, 'walk-flow-order-form');
  });

  await step(lane, 'flow', 'contact-form', async () => {
    await page.goto('/contact.html');
    await settle(page, lane);
    const form = page.locator('gform-form');
    await form.locator('[part~="form"]').waitFor();
    await form.getByRole('textbox', { name: 'Naam', exact: true }).fill('Sanne de Vries');
    await form.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill('06 12345678');
    await form.getByRole('combobox', { name: 'Onderwerp', exact: true }).selectOption({ label: 'Catering' });
    await Promise.all([page.waitForURL(/\/gform-thanks\.html/), form.locator('[part~="submit-button"]').locator('visible=true').click()]);
    await settle(page, lane);
    await checkState(page, lane, 'walk-flow-contact-form');
  });

  await step(lane, 'flow', 'taartadvies-lead', async () => {
    await page.goto('/taartadvies.html');
    await settle(page, lane);
    const lead = page.locator('seoaic-lead-form');
    const current = () => lead.locator('[part~="step"]').last();
    const atStep = async (id) => {
      await attr(lead, 'data-step', id);
      await attr(current(), 'data-phase', /ready|message/);
    };
    await atStep('2'); // the welcome message advances by itself after 2 s
    await current().locator('[part~="answer-button"]').filter({ hasText: 'Verjaardag' }).click();
    await atStep('3');
    await current().locator('[part~="answer-button"]').filter({ hasText: '10 tot 12' }).click();
    await atStep('4');
    for (const t of ['Chocolade', 'Mokka']) await current().locator('[part~="answer-option"]').filter({ hasText: t }).locator('input').check();
    await current().locator('[part~="next-button"]').click();
    await atStep('5');
    await current().locator('[part~="input"]').fill('Gefeliciteerd Sanne!');
    await current().locator('[part~="next-button"]').click();
    await atStep('6');
    const field = (label) => current().locator('.lead__field').filter({ has: page.locator('label', { hasText: label }) }).locator('input, select');
    await field('Naam').fill('Sanne de Vries');
    await field('E-mailadres').fill('sanne@example.nl');
    await field('Afhalen in').selectOption('Zeist');
    const tab = context.waitForEvent('page', { timeout: 15_000 });
    tab.catch(() => {});
    await current().locator('[part~="next-button"]').click();
    await attr(lead, 'data-finished', '');
    await text(lead.locator('[part~="finish"]'), /Bedankt!/);
    await checkState(page, lane, 'walk-flow-taartadvies-lead');
    // The thank-you page opens in a new tab after 3 s.
    const thanks = await tab;
    await thanks.waitForURL(/\/seoaic-bedankt\.html/);
    await settle(thanks, lane);
    await checkState(thanks, lane, 'walk-flow-taartadvies-bedankt');
    await thanks.close();
  });

  await step(lane, 'flow', 'blog-article', async () => {
    await page.goto('/blog-taart-kiezen.html');
    await settle(page, lane);
    const article = page.locator('interactive-article');
    const block = (id) => article.locator(`[part~="block"][data-block-id="${id}"]`);
    await block('smaak').locator('[part~="answer-button"]').filter({ hasText: 'Rijke chocoladetaart' }).click();
    await block('extra').waitFor({ state: 'visible' }); // 1.6 s later
    for (const t of ['Verse bloemen', 'Naam op de taart']) await block('extra').locator('[part~="answer-option"]').filter({ hasText: t }).locator('input').check();
    await block('extra').locator('[part~="next-button"]').click();
    await block('herinnering').waitFor({ state: 'visible' });
    await block('herinnering').locator('[part~="input"], textarea, input[type="text"]').first().fill('De appeltaart van oma');
    await block('herinnering').locator('[part~="next-button"]').click();
    await text(article.locator('[part~="finish"]'), /Bedankt voor je antwoorden!/);
    await attr(article, 'data-finished', '');
    await checkState(page, lane, 'walk-flow-blog-article');
  });

  await step(lane, 'flow', 'account-orders', async () => {
    await page.goto('/mijn-account/');
    await settle(page, lane);
    const account = page.locator('wc-my-account');
    await attr(account, 'data-enhanced', '');
    const login = page.locator('form.woocommerce-form-login');
    await login.getByRole('textbox', { name: /E-mailadres/ }).fill(DEMO_CUSTOMER.email);
    await login.getByLabel(/^Wachtwoord/).fill(DEMO_CUSTOMER.password);
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByText('Hallo Sanne').waitFor({ state: 'visible' });
    await attr(account, 'data-enhanced', '');
    await page.getByRole('navigation', { name: "Accountpagina's" }).getByRole('link', { name: 'Bestellingen' }).click();
    await text(page.locator('.woocommerce-MyAccount-content h2'), /^Bestellingen$/);
    await page.waitForURL(/\/mijn-account\/orders\/$/);
    await settle(page, lane);
    await checkState(page, lane, 'walk-flow-account-orders');
  });
  lane.closing = true;
  await context.close();
  lane.closing = false;

  // --- Context 2: a visitor who declines, then opens the cookie settings from the footer.
  const c2 = await newContext(browser, lane);
  const p2 = await c2.newPage();
  await step(lane, 'flow', 'consent-decline', async () => {
    await p2.goto('/contact.html');
    await settle(p2, lane);
    await consentPart(p2, 'banner').waitFor({ state: 'visible' });
    await consent(p2).getByRole('button', { name: 'Weigeren', exact: true }).click();
    await gone(consentPart(p2, 'banner'));
    await checkState(p2, lane, 'walk-flow-consent-decline');
  });
  await step(lane, 'flow', 'consent-settings', async () => {
    await p2.locator('footer [data-consent-settings]').click();
    await p2.getByRole('dialog', { name: 'Privacyinstellingen' }).waitFor({ state: 'visible' });
    await checkState(p2, lane, 'walk-flow-consent-settings-open');
    await consent(p2).locator('[part~="slider-item"][data-level="3"]').click();
    await consentPart(p2, 'save-button').click();
    await gone(consentPart(p2, 'modal'));
    await checkState(p2, lane, 'walk-flow-consent-settings-saved');
  });
  lane.closing = true;
  await c2.close();
  lane.closing = false;

  // --- Context 3: the shop, from the filter to the order-received view.
  const c3 = await newContext(browser, lane);
  const p3 = await c3.newPage();
  const cart = p3.locator('wc-mini-cart');
  const shopOk = await step(lane, 'flow', 'shop-filter-add', async () => {
    await p3.goto('/winkel.html');
    await settle(p3, lane);
    await consentPart(p3, 'accept-button').click();
    await gone(consentPart(p3, 'banner'));
    await p3.waitForFunction(() => typeof document[Symbol.for('site-elements.add-to-cart')] === 'function');
    const grid = p3.locator('eb-loop-grid');
    const refreshed = p3.waitForResponse((r) => r.url().endsWith('/wp-json/elementor-pro/v1/refresh-loop'));
    refreshed.catch(() => {});
    await grid.locator('[part="filter"][data-taxonomy="product_cat"][data-term="taart"]').click();
    await refreshed;
    await noAttr(grid, 'data-loading');
    await until(async () => {
      const titles = await grid.locator('.e-loop-item .bakery-card__title').allTextContents();
      return titles.length > 0 && titles.every((t) => /taart/i.test(t));
    }, 'only cakes in the grid');
    const button = p3.locator('.e-loop-item', { hasText: 'Chocoladetaart (glutenvrij)' }).locator('.ajax_add_to_cart');
    const added = p3.waitForResponse((r) => r.url().endsWith('/wp-json/wc/store/v1/cart/add-item'));
    added.catch(() => {});
    await button.click();
    if ((await added).status() !== 201) throw new Error(`add-item answered ${(await added).status()}`);
    await attr(button, 'class', /\badded\b/);
    await attr(cart, 'data-open', ''); // automatically-open-cart
    await cart.locator('[part~="name"]', { hasText: 'Chocoladetaart' }).waitFor({ state: 'visible' });
    await p3.keyboard.press('Escape');
    await noAttr(cart, 'data-open');
    await checkState(p3, lane, 'walk-flow-shop-filter-add');
  });
  const miniOk = shopOk && (await step(lane, 'flow', 'mini-cart', async () => {
    await cart.locator('[part~="toggle"]').click();
    await attr(cart, 'data-open', '');
    await cart.locator('[part~="checkout"]').waitFor({ state: 'visible' });
    await checkState(p3, lane, 'walk-flow-mini-cart');
    await p3.keyboard.press('Escape');
    await noAttr(cart, 'data-open');
  }));
  const cartOk = miniOk && (await step(lane, 'flow', 'cart-quantity', async () => {
    await p3.goto('/winkelwagen.html');
    await settle(p3, lane);
    const wcCart = p3.locator('wc-cart');
    const item = wcCart.locator('[part~="item"]', { hasText: 'Chocoladetaart (glutenvrij)' });
    await item.waitFor({ state: 'visible' });
    await item.getByRole('button', { name: 'Eén Chocoladetaart (glutenvrij) meer' }).click();
    await text(wcCart.locator('[part~="status"]'), /Aantal bijgewerkt/);
    await until(async () => (await item.getByRole('spinbutton').inputValue()) === '2', 'the quantity 2');
    await checkState(p3, lane, 'walk-flow-cart-quantity');
  }));
  if (cartOk)
    await step(lane, 'flow', 'checkout-pickup', async () => {
      await p3.goto('/afrekenen.html');
      await settle(p3, lane);
      const c = p3.locator('wc-checkout');
      await c.locator('[part~="place-order"]').waitFor({ state: 'visible' });
      await c.getByRole('radio', { name: /Afhalen/ }).check();
      await c.getByRole('textbox', { name: 'E-mailadres' }).fill(`walk-${w}@example.nl`);
      await c.getByRole('textbox', { name: 'Voornaam' }).fill('Sanne');
      await c.getByRole('textbox', { name: 'Achternaam' }).fill('de Vries');
      await c.getByRole('textbox', { name: 'Postcode' }).fill('3511ab');
      await c.getByRole('textbox', { name: 'Huisnummer' }).fill('12');
      await c.getByRole('textbox', { name: 'Straat' }).fill('Bakkerstraat');
      await c.getByRole('textbox', { name: 'Plaats' }).fill('Utrecht');
      await c.getByRole('radio', { name: 'Betalen bij afhalen' }).check();
      await c.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
      await checkState(p3, lane, 'walk-flow-checkout-filled');
      await c.locator('[part~="place-order"]').click();
      await c.locator('[part~="received"]').waitFor({ state: 'visible', timeout: 20_000 });
      await text(c.locator('[part~="order-lines"]'), /Chocoladetaart/);
      await checkState(p3, lane, 'walk-flow-checkout-received');
    });
  else lane.rows.push({ kind: 'flow', name: 'checkout-pickup', width: w, ok: false, reached: false, problems: 0, ms: 0, skipped: true });
  lane.closing = true;
  await c3.close();
}

// ---------------------------------------------------------------------------------------------

execFileSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
buildIfNeeded();
mkdirSync(shotDir, { recursive: true });
for (const f of readdirSync(shotDir)) if (/^walk-.*\.(png|jpg)$/.test(f)) rmSync(path.join(shotDir, f));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-walk-'));
const { startServer } = await import(pathToFileURL(path.join(buildDir, 'server', 'server.mjs')).href);
// Every visitor of the walk comes from 127.0.0.1: the per-address write limit is raised out of the
// way, as the e2e setup does (the walk's two lanes make ~100 public writes within a minute).
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databasePath: path.join(dataDir, 'site.db'), distDir: buildDir, docsDir, log: false, rateLimit: 1_000_000 });
const base = `http://127.0.0.1:${server.port}`;
console.log(`[walk] reference backend on ${base}, data in ${dataDir}`);

const browser = await chromium.launch(launchOptions);
const lanes = WIDTHS.map((w) => makeLane(w, base));
try {
  await Promise.all(lanes.map((lane) => runLane(browser, lane)));
} finally {
  await browser.close();
  await server.close();
  if (flag('--keep-data')) console.log(`[walk] data dir kept: ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Summary

const rows = lanes.flatMap((l) => l.rows);
const problems = lanes.flatMap((l) => l.problems);
const names = [...new Set(rows.map((r) => `${r.kind}\0${r.name}`))];
const cell = (r) => (!r ? '-' : r.skipped ? 'skipped' : !r.reached ? `FAILED${r.problems > 1 ? ` +${r.problems - 1}` : ''}` : r.problems ? `${r.problems} problem${r.problems > 1 ? 's' : ''}` : 'ok');
const header = ['', 'name', ...WIDTHS.map((w) => `${w} px`)];
const table = names.map((k) => {
  const [kind, name] = k.split('\0');
  return [kind, name, ...WIDTHS.map((w) => cell(rows.find((r) => r.kind === kind && r.name === name && r.width === w)))];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\n${line(header)}\n${widths.map((n) => '-'.repeat(n)).join('  ')}\n${table.map(line).join('\n')}`);

const pages = rows.filter((r) => r.kind === 'page');
const flows = rows.filter((r) => r.kind === 'flow');
const byKind = {};
for (const p of problems) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
console.log(
  `\npages: ${pages.length} visits (${pages.filter((r) => r.ok).length} clean); flows: ${flows.length} runs (${flows.filter((r) => r.reached).length} reached their end, ${flows.filter((r) => r.ok).length} clean); ` +
    `screenshots: ${lanes.reduce((n, l) => n + l.shots, 0)} in ${path.relative(process.cwd(), shotDir)}; axe moderate/minor (not failed): ${lanes.flatMap((l) => l.minor).length}${lanes.some((l) => l.minor.length) ? ` [${lanes.flatMap((l) => l.minor).join('; ')}]` : ''}; ` +
    `problems: ${problems.length}${problems.length ? ` (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')})` : ''}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (problems.length) {
  console.log('\nProblems:');
  for (const p of problems) console.log(`  [${p.width}] ${p.where} · ${p.kind}: ${p.message}`);
  process.exitCode = 1;
}

// Screenshots of <ays-popup> as a visitor sees it: every template and window style, desktop
// (1280x800) and mobile (375x740), plus the welcome pop-up's states, and a gallery of all of them.
//   node scripts/screenshots-popup.mjs            -> docs/screenshots/popup-*.png
// Builds into .cache/shots-popup and serves it with the reference backend on an in-memory database.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from './chromium.mjs';
import { startDemo } from './demo-server.mjs';

const outDir = path.resolve('docs', 'screenshots');
mkdirSync(outDir, { recursive: true });
const server = await startDemo('shots-popup');
const { base } = server;

/** Popup element ids on demo/ays-popup.html, in gallery order. */
const VARIANTS = ['default', 'lil', 'image', 'template', 'video', 'minimal', 'image-type-img-theme', 'facebook', 'notification', 'win98', 'cmd', 'mac', 'ubuntu', 'winxp'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };

const browser = await chromium.launch(launchOptions);
const problems = [];
const written = [];
/** Desktop crops around each open pop-up, for the gallery. */
const crops = new Map();

async function crop(page, id) {
  const rect = await page.evaluate((target) => {
    const r = document.getElementById(target).shadowRoot.querySelector('[part="popup"]').getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, `popup-${id}`);
  const vp = page.viewportSize();
  const pad = 28;
  const x = Math.max(0, Math.floor(rect.x - pad));
  const y = Math.max(0, Math.floor(rect.y - pad));
  const clip = { x, y, width: Math.min(vp.width - x, Math.ceil(rect.width + 2 * pad)), height: Math.min(vp.height - y, Math.ceil(rect.height + 2 * pad)) };
  crops.set(id, await page.screenshot({ clip }));
}

async function shot(page, name) {
  // Let the opening frame settle (animations are reduced to nothing, but paint needs a frame or two).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
  const file = path.join(outDir, `popup-${name}.png`);
  await page.screenshot({ path: file });
  written.push(file);
}

async function openOnly(page, id) {
  await page.evaluate((target) => {
    for (const el of document.querySelectorAll('ays-popup')) if (el.id !== target) el.close();
    document.getElementById(target).open();
  }, `popup-${id}`);
  await page.locator(`#popup-${id}[data-state="open"]`).waitFor({ state: "attached" });
  // The video's first frame and images are part of the look.
  await page.waitForFunction((target) => {
    const root = document.getElementById(target).shadowRoot;
    const imgs = [...root.querySelectorAll('img')].every((i) => i.complete);
    const video = root.querySelector('video');
    return imgs && (!video || video.readyState >= 2);
  }, `popup-${id}`, { timeout: 5000 }).catch(() => problems.push(`${id}: media not ready`));
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${vpName} pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && problems.push(`${vpName} console: ${m.text()}`));
  await page.goto(`${base}/ays-popup.html`);
  // The welcome pop-up opens by itself at load.
  await page.locator('#popup-default[data-state="open"]').waitFor({ state: "attached" });
  await shot(page, `default-${vpName}`);
  if (vpName === 'desktop') await crop(page, 'default');
  for (const id of VARIANTS.slice(1)) {
    await openOnly(page, id);
    await shot(page, `${id}-${vpName}`);
    if (vpName === 'desktop') await crop(page, id);
  }
  if (vpName === 'desktop') {
    // States: sound muted (template with a bell), close text and keyboard focus on the close button.
    await openOnly(page, 'template');
    await page.locator('#popup-template').locator('[part="sound-toggle"]').click();
    await shot(page, 'template-muted-desktop');
    await openOnly(page, 'default');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await shot(page, 'default-focus-desktop');
    await page.evaluate(() => document.getElementById('popup-default').close());
    await shot(page, 'closed-desktop');
  }
  await context.close();
}

// The gallery: every template and window style on desktop, then on mobile, side by side.
async function gallery(vpName, columns) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 800 } });
  const cells = VARIANTS.map((id) => {
    const png = (vpName === 'desktop' ? crops.get(id) : readFileSync(path.join(outDir, `popup-${id}-${vpName}.png`))).toString('base64');
    const wide = vpName === 'desktop' && id === 'notification' ? ' class="wide"' : '';
    return `<figure${wide}><img src="data:image/png;base64,${png}" alt=""><figcaption>${id.replace('image-type-img-theme', 'image_type_img_theme')}</figcaption></figure>`;
  });
  await page.setContent(`<!doctype html><style>
    body{margin:0;padding:20px;background:#e9e6de;font:600 15px system-ui,sans-serif;color:#1f2328}
    .g{display:grid;grid-template-columns:repeat(${columns},1fr);gap:16px;align-items:start}
    figure{margin:0;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.2)}
    img{display:block;width:100%;height:auto;max-height:520px;object-fit:contain;background:#7d7b77}
    figure.wide{grid-column:1/-1}figcaption{padding:6px 10px;font-family:ui-monospace,monospace;font-size:13px;overflow-wrap:anywhere}
  </style><div class="g">${cells.join('')}</div>`);
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const file = path.join(outDir, `popup-gallery-${vpName}.png`);
  await page.screenshot({ path: file, fullPage: true, scale: 'css' });
  written.push(file);
  await page.close();
}
await gallery('desktop', 4);
await gallery('mobile', 7);

await browser.close();
await server.close();
console.log(written.map((f) => path.relative(process.cwd(), f)).join('\n'));
if (problems.length) {
  console.error(`problems:\n${problems.join('\n')}`);
  process.exitCode = 1;
}

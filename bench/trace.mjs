// A diagnostic, not a bench: traces one cold load (or one Accept tap) of bench 10's plain page at
// 4x CPU throttle and prints the renderer main thread's tasks with what they spent their time on,
// as the README's "where the time goes" paragraphs were read. Needs a built dist/.
//   node bench/trace.mjs load react|lite|vcc
//   node bench/trace.mjs accept react|lite|vcc
//   node bench/trace.mjs modal react|lite        the banner's settings button -> the modal shown
// RATE=1 for unthrottled, DIST_DIR for another build, TRACE_URL for another page (accept and
// modal: a demo page of the reference backend, say).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { launchOptions } from '../scripts/chromium.mjs';
import { PROBE, startStatic } from './10-consent.bench.mjs';
import { INTERACTION_PROBE, newPage } from './lib.mjs';

const [mode = 'load', which = 'react'] = process.argv.slice(2);
if (!['load', 'accept', 'modal'].includes(mode) || !['react', 'lite', 'vcc'].includes(which)) {
  console.error('usage: node bench/trace.mjs load|accept|modal react|lite|vcc');
  process.exit(2);
}
const rate = Number(process.env.RATE || 4);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];
const ACCEPT = { vcc: '#cc-main .cm [data-role="all"]', react: 'gdpr-consent [part~="accept-button"]', lite: 'gdpr-consent [part~="accept-button"]' };
const DONE = { vcc: 'vcc-gone', react: 'banner-gone', lite: 'banner-gone' };
// modal: the banner's settings button -> the settings modal on screen (not for vcc).
const SETTINGS = 'gdpr-consent [part~="settings-button"]';

const browser = await chromium.launch(launchOptions);
const site = await startStatic(path.resolve(process.env.DIST_DIR || 'dist'));
try {
  const { context, page } = await newPage(browser, { rate, touch: mode !== 'load' });
  await context.addInitScript(mode === 'load' ? PROBE : INTERACTION_PROBE);
  const cdp = await context.newCDPSession(page);
  let result;
  let from;
  if (mode === 'load') {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${site.base}/${which}.html`);
    const { result: r } = await cdp.send('Runtime.evaluate', { expression: 'window.__probe.visible', awaitPromise: true, returnByValue: true });
    result = `banner visible at ${r.value.toFixed(1)} ms`;
  } else {
    await page.goto(process.env.TRACE_URL || `${site.base}/${which}.html`);
    const button = page.locator(mode === 'modal' ? SETTINGS : ACCEPT[which]);
    await button.waitFor();
    await page.waitForTimeout(1500);
    const box = await button.boundingBox();
    const done = page.evaluate((n) => window.__interaction(n), mode === 'modal' ? 'modal-shown' : DONE[which]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
    await browser.startTracing(page, { categories: CATEGORIES });
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    result = `event-to-paint ${(await done).toFixed(1)} ms`;
    await page.waitForTimeout(300);
  }
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  // The renderer main thread: the one that parsed the page (load) or dispatched the tap (accept).
  const marker = events.find((e) => (mode === 'load' ? e.name === 'ParseHTML' : e.name === 'EventDispatch'));
  const main = events.filter((e) => e.pid === marker.pid && e.tid === marker.tid && e.ph === 'X' && e.dur);
  if (mode === 'load') from = (events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart')).ts;
  else from = main.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'touchstart')?.ts ?? marker.ts;
  console.log(`${mode} ${which} at ${rate}x: ${result}`);
  console.log('  start (ms)  task (ms)  inside it (ms)');
  const label = (e) => {
    const d = e.args?.data ?? {};
    if (e.name === 'EventDispatch') return `${e.name} ${d.type}`;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule') return `${e.name} ${(d.url || e.args?.fileName || '(no url: not a page script)').split('/').pop()}`;
    if (e.name === 'FunctionCall') return `${e.name} ${(d.url || '').split('/').pop()} ${d.functionName || ''}`.trim();
    return e.name;
  };
  for (const task of main.filter((e) => e.name === 'RunTask' && e.dur >= 2000 && e.ts >= from - 5000)) {
    const inside = {};
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur || e.dur < 1000) continue;
      inside[label(e)] = (inside[label(e)] ?? 0) + e.dur / 1000;
    }
    const top = Object.entries(inside).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    console.log(`  ${((task.ts - from) / 1000).toFixed(1).padStart(9)}  ${(task.dur / 1000).toFixed(1).padStart(9)}  ${top}`);
  }
} finally {
  await site.close();
  await browser.close();
}

// Pop-up box (issue 4): JS heap growth over 200 open/close cycles of <ays-popup> on the demo page,
// measured with CDP (HeapProfiler.collectGarbage + Runtime.getHeapUsage) before and after, next to
// the same 200 cycles of a native <dialog> (showModal/close) on the same page as a baseline.
// Three runs: the welcome pop-up (default template, focus trap, overlay), every template and window
// style in turn, and the baseline. Goal: growth under 1 MB for 200 cycles.
const CYCLES = Number(process.env.POPUP_BENCH_CYCLES || 200);
const WARMUP = 20;
const GOAL_BYTES = 1024 * 1024;
const GALLERY = ['lil', 'image', 'template', 'video', 'minimal', 'image-type-img-theme', 'facebook', 'notification', 'win98', 'cmd', 'mac', 'ubuntu', 'winxp'];

/** Runs `cycles` open/close cycles in the page; each waits until the box is rendered and gone again. */
async function cycle(page, ids, cycles) {
  await page.evaluate(
    async ({ ids, cycles }) => {
      const tick = () => new Promise((r) => setTimeout(r, 0));
      const until = async (fn) => {
        for (let i = 0; i < 500 && !fn(); i++) await tick();
        if (!fn()) throw new Error('pop-up did not settle');
      };
      for (let i = 0; i < cycles; i++) {
        const el = document.getElementById(`popup-${ids[i % ids.length]}`);
        el.open();
        await until(() => el.shadowRoot.querySelector('[part="popup"]'));
        el.close();
        await until(() => !el.shadowRoot.querySelector('[part="popup"]'));
      }
    },
    { ids, cycles },
  );
}

/** The same cycles with a native <dialog> of similar content, for comparison. */
async function cycleNative(page, cycles) {
  await page.evaluate(async (cycles) => {
    const d = document.getElementById('bench-dialog') ?? document.body.appendChild(Object.assign(document.createElement('dialog'), { id: 'bench-dialog' }));
    d.innerHTML = '<h2>Welkom</h2><p>Bestel vóór 12:00 en haal je taart dezelfde dag op.</p><a href="#x">Bekijk</a> <button type="button">Sluiten</button>';
    const tick = () => new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < cycles; i++) {
      d.showModal();
      await tick();
      d.close();
      await tick();
    }
  }, cycles);
}

async function heap(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { usedSize, nodes, jsEventListeners };
}

async function measure(browser, base, label, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/ays-popup.html`);
  await page.locator('#popup-default[data-state="open"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.getElementById('popup-default').close());
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await run(page, WARMUP);
  const before = await heap(cdp);
  const started = performance.now();
  await run(page, CYCLES);
  const ms = performance.now() - started;
  const after = await heap(cdp);
  // A second batch shows whether the growth keeps going (a leak) or levels off (JIT, caches).
  await run(page, CYCLES);
  const again = await heap(cdp);
  await context.close();
  return {
    label,
    before: before.usedSize,
    after: after.usedSize,
    growth: after.usedSize - before.usedSize,
    second: again.usedSize - after.usedSize,
    nodes: [before.nodes, again.nodes],
    listeners: [before.jsEventListeners, again.jsEventListeners],
    ms,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export default async function popupBench({ print, browser: getBrowser, server }) {
  const base = await server();
  const browser = await getBrowser();
  const results = [
    await measure(browser, base, '<ays-popup> default (welcome)', (page, n) => cycle(page, ['default'], n)),
    await measure(browser, base, '<ays-popup> all 14 looks in turn', (page, n) => cycle(page, ['default', ...GALLERY], n)),
    await measure(browser, base, 'native <dialog> (baseline)', (page, n) => cycleNative(page, n)),
  ];
  print(`${CYCLES} open/close cycles after ${WARMUP} warm-up cycles; heap after forced GC (CDP Runtime.getHeapUsage)`);
  for (const r of results) {
    print(`${r.label.padEnd(36)} heap ${kb(r.before).padStart(10)} -> ${kb(r.after).padStart(10)}  growth ${kb(r.growth).padStart(9)}  next ${CYCLES}: ${kb(r.second).padStart(8)}  DOM nodes ${r.nodes.join(' -> ')}, listeners ${r.listeners.join(' -> ')}  ${(r.ms / CYCLES).toFixed(2)} ms/cycle`);
  }
  const [single, all, native] = results;
  const worst = Math.max(single.growth, all.growth);
  print(`goal: growth < ${kb(GOAL_BYTES)} for ${CYCLES} cycles: ${worst < GOAL_BYTES ? 'met' : 'NOT met'} (worst ${kb(worst)}, ${(worst / GOAL_BYTES).toFixed(3)} of goal)`);
  print(`time per cycle vs native <dialog>: default ${(single.ms / native.ms).toFixed(1)}x, all looks ${(all.ms / native.ms).toFixed(1)}x`);
}

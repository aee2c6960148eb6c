// Page-builder pop-up (issue 16): time from the click that opens <eb-popup> (its open_selector, on
// demo/eb-popup.html) to the first frame that shows it, median of 25 opens, unthrottled and at 4x
// CPU throttle (CDP Emulation.setCPUThrottlingRate), next to a native <dialog> with the same content
// opened by showModal() on the same page. The JS the pop-up costs a page is printed by 00-sizes
// (`<eb-popup>` row: loader + chunk closure, gzip).
const RUNS = Number(process.env.EBPOPUP_BENCH_RUNS || 25);
const WARMUP = 3;

/** In the page: click → frames until the box is in the DOM → one more frame (it has been painted). */
async function openToPaint(page, runs) {
  return page.evaluate(
    async ({ runs, warmup }) => {
      const el = document.getElementById('popup-contact');
      const button = document.querySelector('main .open-contact');
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const box = () => el.shadowRoot.querySelector('[part="popup"]');
      const out = [];
      for (let i = 0; i < runs + warmup; i++) {
        const t0 = performance.now();
        button.click();
        while (!box()) await frame();
        await frame();
        const t1 = performance.now();
        if (i >= warmup) out.push(t1 - t0);
        el.hide();
        while (box()) await frame();
        await new Promise((r) => setTimeout(r, 20));
      }
      return out;
    },
    { runs, warmup: WARMUP },
  );
}

async function nativeToPaint(page, runs) {
  return page.evaluate(
    async ({ runs, warmup }) => {
      const d = document.body.appendChild(document.createElement('dialog'));
      d.innerHTML = document.getElementById('popup-contact').innerHTML.replace(/<script[\s\S]*?<\/script>/, '');
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const out = [];
      for (let i = 0; i < runs + warmup; i++) {
        const t0 = performance.now();
        d.showModal();
        await frame();
        const t1 = performance.now();
        if (i >= warmup) out.push(t1 - t0);
        d.close();
        await new Promise((r) => setTimeout(r, 20));
      }
      d.remove();
      return out;
    },
    { runs, warmup: WARMUP },
  );
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export default async function ebPopupBench({ print, browser: getBrowser, server }) {
  const base = await server();
  const browser = await getBrowser();
  print(`click -> first frame showing the pop-up, median of ${RUNS} (after ${WARMUP} warm-up opens); reduced motion off`);
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${base}/eb-popup.html`);
    await page.locator('#popup-contact[data-timing]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const ours = median(await openToPaint(page, RUNS));
    const native = median(await nativeToPaint(page, RUNS));
    await context.close();
    const label = rate === 1 ? 'unthrottled' : `${rate}x CPU throttle`;
    print(`${label.padEnd(18)} <eb-popup> ${ours.toFixed(1).padStart(6)} ms   native <dialog> ${native.toFixed(1).padStart(6)} ms   ratio ${(ours / native).toFixed(2)}`);
  }
}

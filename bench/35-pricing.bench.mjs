// Pricing of <gform-form> (issue 9), measured side by side in one run:
//  1. number formatting, 1e6 values: our formatMoney (src/core/shared/currency.ts) against numeral 2.0.6
//     with a Dutch euro locale, the same values, alternating rounds; printed as medians and a ratio, plus
//     how many of the outputs differ. numeral lost this comparison and was removed from package.json; it
//     runs side by side again once installed (`npm i --no-save numeral@2.0.6`). Parsing 1e6 texts too.
//  2. recalculation of a form with 1,000 pricing fields (250 products, each with a checkbox option, a
//     select option and a quantity field; a quarter of the products are calculation products with a
//     formula), pure code in Node: conditional logic + formulas + total over one set of values. Goal <= 2 ms.
//  3. the same form rendered by <gform-form> in headless Chromium, unthrottled and at 4x CPU throttle
//     (CDP Emulation.setCPUThrottlingRate): one recalculation as the widget runs it (read the form's
//     values from the DOM + the pure rules), and a click on an option to the paint of the new total
//     (which includes the spec's 50 ms total debounce).
// Nothing is asserted; goals are printed next to the numbers. On a machine busy with other work the
// medians wander; the fastest run is printed too.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const FORMAT_VALUES = 1_000_000;
const ROUNDS = Number(process.env.PRICING_BENCH_ROUNDS || 5);
const RECALC_RUNS = Number(process.env.PRICING_BENCH_RUNS || 41);
const RECALC_GOAL_MS = 2;
const WARM_UP = 100;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(x < 10 ? 3 : 1)} ms`.padStart(11);

/** Bundles the pure modules once (for Node, and as a script for the page). */
async function bundle(format) {
  const entry = `
    export { pricingModel, recalculate } from './src/core/forms/pricing';
    export { EUR, formatMoney, parseMoney } from './src/core/shared/currency';
    export { readFormValues } from './src/platform/forms/browser';`;
  const r = await esbuild.build({ stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format, globalName: format === 'iife' ? '__pricing' : undefined, platform: 'neutral', target: 'es2022', write: false, logLevel: 'warning' });
  return r.outputFiles[0].text;
}

/** 250 products x (product, checkbox option, select option, quantity) + shipping + total = 1,002 fields. */
export function makeForm(id = 950, groups = 250) {
  const fields = [];
  const kinds = ['singleproduct', 'select', 'radio', 'calculation'];
  let n = 1;
  for (let g = 0; g < groups; g++) {
    const kind = kinds[g % kinds.length];
    const pid = n++;
    const product = { id: pid, type: 'product', inputType: kind, label: `Product ${g + 1}`, basePrice: `${(g % 17) + 3},50 €` };
    if (kind === 'select' || kind === 'radio') product.choices = [{ text: 'Klein', value: 'Klein', price: `${g % 9 + 5},00 €`, isSelected: true }, { text: 'Groot', value: 'Groot', price: `${g % 9 + 9},95 €` }];
    if (kind === 'singleproduct' || kind === 'calculation') product.inputs = [1, 2, 3].map((k) => ({ id: `${pid}.${k}`, label: ['Naam', 'Prijs', 'Aantal'][k - 1] }));
    fields.push(product);
    fields.push({ id: n++, type: 'option', inputType: 'checkbox', label: `Extra ${g + 1}`, productField: pid, choices: [{ text: 'A', value: 'A', price: '1,25 €', isSelected: true }, { text: 'B', value: 'B', price: '2,50 €' }, { text: 'C', value: 'C', price: '0,75 €' }] });
    fields.push({ id: n++, type: 'option', inputType: 'select', label: `Keuze ${g + 1}`, productField: pid, choices: [{ text: 'Gewoon', value: 'Gewoon', price: '0', isSelected: true }, { text: 'Luxe', value: 'Luxe', price: '3,00 €' }] });
    const qid = n++;
    fields.push({ id: qid, type: 'quantity', inputType: 'number', label: `Aantal ${g + 1}`, productField: pid, defaultValue: String((g % 3) + 1) });
    if (kind === 'calculation') Object.assign(product, { enableCalculation: true, calculationFormula: `{Aantal ${g + 1}:${qid}} * 2.25 + 4`, calculationRounding: '2' });
  }
  fields.push({ id: n++, type: 'shipping', inputType: 'singleshipping', label: 'Verzending', basePrice: '4,95 €' });
  fields.push({ id: n++, type: 'total', label: 'Totaal' });
  return { id, title: 'Benchmark 1.000 prijsvelden', fields };
}

/** The values the browser would post for makeForm() with its defaults. */
function defaultValues(form, money) {
  const v = {};
  for (const f of form.fields) {
    const name = `input_${f.id}`;
    if (f.type === 'product' && f.inputs) {
      v[`${name}_1`] = f.label;
      v[`${name}_2`] = f.inputType === 'calculation' ? '' : f.basePrice;
    } else if (f.choices) {
      const c = f.choices.find((x) => x.isSelected) ?? f.choices[0];
      const value = `${c.value}|${Number(c.price.replace(/[^\d,]/g, '').replace(',', '.'))}`;
      v[f.inputType === 'checkbox' ? `${name}_1` : name] = value;
    } else if (f.type === 'quantity') v[name] = f.defaultValue;
    else if (f.type === 'shipping') v[name] = money(4.95);
  }
  return v;
}

async function formatting(core, print) {
  let numeral = null;
  try {
    numeral = (await import('numeral')).default;
  } catch {
    // removed after the comparison
  }
  const values = new Float64Array(FORMAT_VALUES);
  let seed = 42;
  for (let i = 0; i < values.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    values[i] = ((seed / 0x7fffffff) * 2 - 0.5) * 10 ** (i % 7);
  }
  const ownFormat = () => {
    let len = 0;
    for (let i = 0; i < values.length; i++) len += core.formatMoney(values[i], core.EUR).length;
    return len;
  };
  let numeralFormat = null;
  if (numeral) {
    if (!numeral.locales['nl-eur']) {
      numeral.register('locale', 'nl-eur', {
        delimiters: { thousands: '.', decimal: ',' },
        abbreviations: { thousand: 'k', million: 'mln', billion: 'mld', trillion: 'bln' },
        ordinal: () => 'e',
        currency: { symbol: '€' },
      });
    }
    numeral.locale('nl-eur');
    numeralFormat = () => {
      let len = 0;
      for (let i = 0; i < values.length; i++) len += (numeral(values[i]).format('0,0.00') + ' €').length;
      return len;
    };
  }
  const own = [];
  const other = [];
  for (let r = 0; r < ROUNDS; r++) {
    let t = performance.now();
    ownFormat();
    own.push(performance.now() - t);
    if (numeralFormat) {
      t = performance.now();
      numeralFormat();
      other.push(performance.now() - t);
    }
  }
  print(`format ${FORMAT_VALUES.toLocaleString('en')} values as EUR money (median of ${ROUNDS} rounds, Node ${process.versions.node}):`);
  if (numeralFormat) {
    let differ = 0;
    const examples = [];
    for (let i = 0; i < values.length; i += 7) {
      const a = core.formatMoney(values[i], core.EUR);
      const b = numeral(values[i]).format('0,0.00') + ' €';
      if (a !== b) {
        differ++;
        if (examples.length < 3) examples.push(`${values[i]}: ours ${a} / numeral ${b}`);
      }
    }
    print(`  own code ${ms(median(own))}   numeral ${ms(median(other))}   numeral/own ${(median(other) / median(own)).toFixed(2)}`);
    print(`  outputs that differ (every 7th value): ${differ}${examples.length ? ` e.g. ${examples.join('; ')}` : ''}`);
  } else {
    print(`  own code ${ms(median(own))}   numeral: not installed (removed after the comparison, see README; npm i --no-save numeral@2.0.6 to re-run it)`);
  }
  // Parsing what we format.
  const texts = Array.from({ length: 100_000 }, (_, i) => core.formatMoney(values[i], core.EUR));
  const parseOwn = [];
  const parseNumeral = [];
  for (let r = 0; r < ROUNDS; r++) {
    let t = performance.now();
    for (let k = 0; k < 10; k++) for (const s of texts) core.parseMoney(s, core.EUR);
    parseOwn.push(performance.now() - t);
    if (numeral) {
      t = performance.now();
      for (let k = 0; k < 10; k++) for (const s of texts) numeral(s).value();
      parseNumeral.push(performance.now() - t);
    }
  }
  print(`parse ${FORMAT_VALUES.toLocaleString('en')} EUR texts: own code ${ms(median(parseOwn))}${numeral ? `   numeral ${ms(median(parseNumeral))}   numeral/own ${(median(parseNumeral) / median(parseOwn)).toFixed(2)}` : ''}`);
}

function recalcNode(core, print) {
  const form = makeForm();
  const model = core.pricingModel(form);
  const values = defaultValues(form, (x) => core.formatMoney(x, core.EUR));
  const times = [];
  let total = 0;
  let first = 0;
  // A visitor's first change runs cold; every later one (typing, ticking) runs warm: both are printed.
  for (let i = 0; i < RECALC_RUNS + WARM_UP; i++) {
    const t = performance.now();
    total = core.recalculate(model, values, core.EUR).result.total;
    if (i === 0) first = performance.now() - t;
    if (i >= WARM_UP) times.push(performance.now() - t);
  }
  const m = median(times);
  print(`recalculation, ${form.fields.length} pricing fields (${model.products.length} products, ${model.formulas.length} formulas), pure code in Node:`);
  print(`  ${ms(m)} warm (median of ${RECALC_RUNS} after ${WARM_UP}; fastest ${ms(Math.min(...times)).trim()})   ${ms(first)} the first, cold   total ${core.formatMoney(total, core.EUR)}`);
  print(`  goal <= ${RECALC_GOAL_MS} ms: ${m <= RECALC_GOAL_MS ? 'met' : 'NOT met'} (${(m / RECALC_GOAL_MS).toFixed(2)} of goal)`);
}

async function recalcBrowser(script, { browser, server, print }) {
  const base = await server();
  const chromium = await browser();
  // The bench script is injected into the demo page; the context bypasses its CSP for that only.
  const context = await chromium.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${base}/gform-pricing.html`);
  await page.waitForFunction(() => document.querySelector('gform-form')?.shadowRoot?.querySelector('[part~="total"]'));
  await page.addScriptTag({ content: script });
  const form = makeForm();
  await page.evaluate(async (form) => {
    document.querySelector('gform-form')?.remove();
    const el = document.createElement('gform-form');
    el.setAttribute('form-id', String(form.id));
    el.setAttribute('submission-method', 'ajax');
    el.id = 'bench';
    el.config = form;
    document.querySelector('main').append(el);
    await new Promise((resolve) => {
      const check = () => (/[1-9]/.test(el.shadowRoot?.querySelector('[part~="total"]')?.textContent ?? '') ? resolve() : requestAnimationFrame(check));
      check();
    });
  }, form);
  const cdp = await context.newCDPSession(page);
  const results = {};
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const recalc = await page.evaluate(
      ({ runs, form, warmUp }) => {
        const { pricingModel, recalculate, readFormValues, EUR } = window.__pricing;
        const el = document.getElementById('bench');
        const formEl = el.shadowRoot.querySelector('form');
        const model = pricingModel(form);
        const times = [];
        const reads = [];
        for (let i = 0; i < runs + warmUp; i++) {
          const t = performance.now();
          const values = readFormValues(formEl);
          const r = performance.now();
          recalculate(model, values, EUR);
          if (i >= warmUp) {
            times.push(performance.now() - t);
            reads.push(r - t);
          }
        }
        return { times, reads };
      },
      { runs: RECALC_RUNS, form, warmUp: WARM_UP },
    );
    const clicks = [];
    for (let i = 0; i < 15; i++) {
      clicks.push(
        await page.evaluate(
          (i) =>
            new Promise((resolve) => {
              const el = document.getElementById('bench');
              const root = el.shadowRoot;
              const total = root.querySelector('[part~="total"]');
              const before = total.textContent;
              const box = root.querySelectorAll('input[type="checkbox"]')[(i * 37) % 750];
              const t0 = performance.now();
              const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
              const watch = new MutationObserver(() => {
                if (total.textContent !== before) {
                  watch.disconnect();
                  done();
                }
              });
              watch.observe(total, { childList: true, characterData: true, subtree: true });
              box.click();
            }),
          i,
        ),
      );
    }
    results[rate] = { recalc: median(recalc.times), fastest: Math.min(...recalc.times), read: median(recalc.reads), click: median(clicks) };
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  print(`the same form in <gform-form>, headless Chromium (medians):`);
  print(`  one recalculation (read the form's values from the DOM + logic, formulas, total): ${ms(results[1].recalc)} unthrottled ${ms(results[4].recalc)} at 4x CPU throttle`);
  print(`    fastest run (least disturbed by other processes): ${ms(results[1].fastest)} unthrottled ${ms(results[4].fastest)} at 4x`);
  print(`    of which reading the values (FormData of the form): ${ms(results[1].read)} unthrottled ${ms(results[4].read)} at 4x`);
  print(`  click on an option to the paint of the new total (includes the 50 ms debounce): ${ms(results[1].click)} unthrottled ${ms(results[4].click)} at 4x CPU throttle`);
  print(`  goal <= ${RECALC_GOAL_MS} ms per recalculation: ${results[1].recalc <= RECALC_GOAL_MS ? 'met' : 'NOT met'} unthrottled, ${results[4].recalc <= RECALC_GOAL_MS ? 'met' : 'NOT met'} at 4x`);
}

export default async function pricing(ctx) {
  const dir = path.resolve('.cache', 'bench');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'pricing-core.mjs');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, await bundle('esm'));
  const core = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
  await formatting(core, ctx.print);
  recalcNode(core, ctx.print);
  await recalcBrowser(await bundle('iife'), ctx);
}

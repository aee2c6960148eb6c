/**
 * Issue 17: every real Gravity Forms form object of the corpus (tests/fixtures/gravity-forms),
 * served by the reference backend exactly as exported (global-setup.ts puts them in FORMS_DIRS),
 * loads with gform_get_config, is filled in page by page and submitted once; the entry is stored.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { effectiveType } from '../../src/core/forms/field-types';
import { formPages } from '../../src/core/forms/pages';
import { parseFormObject, type FormField } from '../../src/core/forms/types';
import { expect, test } from './fixtures';
import { CORPUS_FIRST_ID } from './global-setup';

const index = JSON.parse(readFileSync('tests/fixtures/gravity-forms/index.json', 'utf8')) as { file: string; repository: string }[];

/** A valid date text in a field's format (dmy, mdy, ymd_dash, …). */
function dateText(format = 'mdy'): string {
  const [d, m, y] = ['15', '06', '2025'];
  switch (format) {
    case 'dmy':
      return `${d}/${m}/${y}`;
    case 'dmy_dash':
      return `${d}-${m}-${y}`;
    case 'dmy_dot':
      return `${d}.${m}.${y}`;
    case 'ymd_slash':
      return `${y}/${m}/${d}`;
    case 'ymd_dash':
      return `${y}-${m}-${d}`;
    case 'ymd_dot':
      return `${y}.${m}.${d}`;
    default:
      return `${m}/${d}/${y}`;
  }
}

/** Fills one field's controls with a value its server-side validation accepts. */
async function fill(field: FormField, box: Locator): Promise<void> {
  const type = effectiveType(field);
  // Read-only inputs (a shipping price, a calculation) take no typing: Playwright would wait for them forever.
  const texts = box.locator('input[type="text"]:visible:not([readonly]), textarea:visible:not([readonly])');
  switch (type) {
    case 'email':
      return box.locator('input').first().fill('test@example.nl');
    case 'phone':
      return box.locator('input').first().fill('0612345678');
    case 'website':
      return box.locator('input').first().fill('https://example.nl');
    case 'number': {
      const n = field.rangeMin ?? (field.rangeMax !== undefined ? Math.min(1, field.rangeMax) : 1);
      const input = box.locator('input').first();
      // A calculation shows its result read-only.
      if ((await input.getAttribute('readonly')) !== null) return;
      return input.fill(String(n));
    }
    case 'date':
      return box.locator('input').first().fill(dateText(field.dateFormat));
    case 'time': {
      const inputs = box.locator('input');
      await inputs.nth(0).fill('10');
      return inputs.nth(1).fill('30');
    }
    case 'select':
    case 'post_category': {
      const select = box.locator('select').first();
      if ((await select.locator('option').count()) > 1) await select.selectOption({ index: 1 });
      return;
    }
    case 'multiselect':
      if ((await box.locator('option').count()) > 0) await box.locator('select').selectOption({ index: 0 });
      return;
    case 'radio':
    case 'checkbox':
    case 'consent':
      if ((await box.locator('input[type="radio"], input[type="checkbox"]').count()) > 0) await box.locator('input[type="radio"], input[type="checkbox"]').first().check();
      return;
    case 'password':
      for (const p of await box.locator('input[type="password"]').all()) await p.fill('Geheim-Wachtwoord-123');
      return;
    case 'creditcard': {
      await box.locator('input').nth(0).fill('4111111111111111');
      const selects = box.locator('select');
      await selects.nth(0).selectOption({ index: 12 });
      await selects.nth(1).selectOption({ index: 2 });
      await box.locator('input[autocomplete="cc-csc"]').fill('123');
      return box.locator('input[autocomplete="cc-name"]').fill('J. Test');
    }
    case 'address': {
      for (const t of await texts.all()) await t.fill((await t.getAttribute('autocomplete')) === 'postal-code' ? '1234 AB' : 'Teststraat 1');
      const country = box.locator('select');
      if (await country.count()) await country.first().selectOption({ index: 1 });
      return;
    }
    case 'fileupload':
      return;
    // Pricing (issue 9): an amount as money, a quantity of 1, the first choice of an option or shipping.
    case 'product':
    case 'donation':
    case 'quantity':
    case 'option':
    case 'shipping': {
      for (const t of await texts.all()) await t.fill(type === 'quantity' ? '1' : '10');
      for (const n of await box.locator('input[type="number"]:visible').all()) await n.fill('1');
      const select = box.locator('select').first();
      if ((await select.count()) && (await select.locator('option').count()) > 1) await select.selectOption({ index: 1 });
      const choice = box.locator('input[type="radio"], input[type="checkbox"]');
      if (await choice.count()) await choice.first().check();
      return;
    }
    default:
      for (const t of await texts.all()) await t.fill('Test');
  }
}

for (const [i, entry] of index.entries()) {
  test(`corpus: ${entry.file} (${entry.repository}) loads from the backend and submits once`, async ({ page, problems, db }) => {
    // The largest export has 56 fields, filled one by one: allow for a loaded CI machine.
    test.setTimeout(90_000);
    const formId = CORPUS_FIRST_ID + i;
    const parsed = parseFormObject(JSON.parse(readFileSync(`tests/fixtures/gravity-forms/${entry.file}`, 'utf8')), '', formId);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const before = (db.prepare('SELECT COUNT(*) AS n FROM form_entries WHERE form_id = ?').get(formId) as { n: number }).n;

    // The demo site has no favicon; Chromium's request for it is not the form's business.
    await page.route('**/favicon.ico', (r) => r.fulfill({ status: 204, body: '' }));
    await page.goto('/gform-thanks.html');
    await page.evaluate((id) => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', `<gform-form form-id="${id}" submission-method="ajax"></gform-form>`);
    }, formId);
    await page.addScriptTag({ url: '/dist/site-elements.js', type: 'module' });
    const host = page.locator('gform-form');
    await expect(host.locator('[part~="form"]')).toBeVisible({ timeout: 10_000 });

    const pages = formPages(parsed.value);
    for (const p of pages) {
      const pageBox = host.locator(`[part~="page"][data-page="${p.number}"]`);
      await expect(pageBox).toBeVisible();
      for (const field of p.fields) {
        const box = pageBox.locator(`#field_${formId}_${field.id}`);
        if ((await box.count()) === 0 || !(await box.isVisible())) continue;
        await fill(field, box);
      }
      const last = p.number === pages.length;
      await pageBox.locator(last ? '[part~="submit-button"]' : '[part~="next-button"]').click();
      if (!last) await expect(host.locator(`[part~="page"][data-page="${p.number + 1}"]`)).toBeVisible();
    }
    await expect(host.locator('[part~="confirmation"]')).toBeVisible({ timeout: 10_000 });
    const after = (db.prepare('SELECT COUNT(*) AS n FROM form_entries WHERE form_id = ?').get(formId) as { n: number }).n;
    expect(after).toBe(before + 1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}

/**
 * <gform-form> pricing on the demo bakery order (demo/forms/4.json: every pricing field type but the
 * hidden product, which the corpus forms cover) against the reference backend: live totals, shipping
 * only with a product, formulas, the spec's timing (on a fake clock), the product config check and
 * the values as Gravity Forms posts them.
 */
import { one, requestFields } from './models/form';
import { PricingFormModel } from './models/pricing';
import { axe, expect, test } from './fixtures';

test.describe('gform-form: pricing on the demo bakery order', () => {
  test('totals after typing and selecting, shipping only with a product, formulas, the values posted and stored', async ({ page, problems, db }) => {
    const form = new PricingFormModel(page);
    await form.goto();
    await expect(form.total()).toHaveText('0,00 €');
    expect(await axe(page)).toEqual([]);

    // Delivery chosen first: without a product it adds nothing.
    await form.choose('Bezorgen', 'Utrecht|4.95');
    await expect(form.total()).toHaveText('0,00 €');

    // 2 apple pies: 2 x 18,50 + the box deposit + delivery. The deposit is a line of its own (a single
    // product of fixed quantity its conditional logic shows), seen before the total, not only inside it.
    const deposit = form.host.locator('[data-field-id="17"]');
    await expect(deposit).toBeHidden();
    await form.orderApplePies(2);
    await expect(form.total()).toHaveText('43,45 €');
    await expect(deposit).toBeVisible();
    await expect(deposit).toContainText('Taartdoos (statiegeld)');
    await expect(deposit.locator('.gfield__price')).toHaveText('1,50 €');
    await form.control('checkbox', 'Kaarsjes +2,50 €').check();
    await expect(form.total()).toHaveText('48,45 €');

    // A select product with a quantity field (default 1) and a radio option, labelled with the difference.
    await form.choose('Slagroomtaart', 'Groot (16 personen)|39.5');
    await expect(form.total()).toHaveText('87,95 €');
    await expect(form.control('radio', /^Mokka/)).toHaveAccessibleName('Mokka +2,50 €');
    await form.control('radio', /^Mokka/).check();
    await expect(form.control('radio', /^Aardbei/)).toHaveAccessibleName('Aardbei -2,50 €');
    await expect(form.total()).toHaveText('90,45 €');

    // A radio product with a select option.
    await form.control('radio', /^Doos van 12/).check();
    await form.choose('Topping van de cupcakes', 'Fondant|1.5');
    await expect(form.total()).toHaveText('112,95 €');

    // The calculation product follows its formula ({persons} * 3.25) and the total follows it.
    await form.control('textbox', 'Aantal personen voor de verjaardagstaart').fill('8');
    await expect(form.host.locator('[data-field-id="19"] .gfield__price')).toHaveText('26,00 €');
    await expect(form.total()).toHaveText('138,95 €');

    // A user-defined price and a donation, shown as money once committed.
    await form.control('textbox', 'Eigen ontwerp (bedrag volgens offerte)').fill('10');
    await form.control('textbox', 'Fooi voor de bakker').fill('2,5');
    await form.control('textbox', 'Fooi voor de bakker').blur();
    await expect(form.control('textbox', 'Fooi voor de bakker')).toHaveValue('2,50 €');
    await expect(form.total()).toHaveText('151,45 €');

    // The number field with a formula (decimal comma, rounded to 1): 2 x 1,2 + 1 x 1,5.
    await expect(form.control('textbox', 'Gewicht van de bestelling (kg)')).toHaveValue('3,9');

    await form.control('textbox', 'Naam').fill('Sanne de Vries');
    await form.control('textbox', 'E-mailadres').fill('sanne@example.nl');
    await form.shown('submit-button').click();
    await expect(form.part('confirmation')).toContainText('151,45 €');

    // The product config went first: the signed product meta gform_get_config handed out, unchanged.
    expect(form.validations).toHaveLength(1);
    const check = new URLSearchParams(form.validations[0]!.postData() ?? '');
    expect(check.get('gform_ajax_nonce')).toBe('demo-gform-nonce');
    const config = JSON.parse(check.get('config')!);
    expect(config.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(config.products)).toEqual(['10', '12', '15', '17', '19', '20']);

    // Posted as Gravity Forms posts them: name .1, price .2, quantity .3, `{value}|{price}` choices, the formatted total.
    const sent = await form.lastSubmission();
    expect(sent).toMatchObject({
      input_10_1: ['Appeltaart'],
      input_10_2: ['18,50 €'],
      input_10_3: ['2'],
      input_11_1: ['Kaarsjes|2.5'],
      input_12: ['Groot (16 personen)|39.5'],
      input_13: ['1'],
      input_14: ['Mokka|2.5'],
      input_15: ['Doos van 12|21'],
      input_16: ['Fondant|1.5'],
      input_17_1: ['Taartdoos (statiegeld)'],
      input_17_2: ['1,50 €'],
      input_17_3: ['1'],
      input_19_2: ['26,00 €'],
      input_20: ['10,00 €'],
      input_21: ['3,9'],
      input_22: ['2,50 €'],
      input_23: ['Utrecht|4.95'],
      input_30: ['151,45 €'],
    });
    expect(sent.input_11_2).toBeUndefined();

    // The stored entry keeps the server's own total (a plain number) and calculations.
    const row = db.prepare('SELECT fields FROM form_entries WHERE form_id = 4 AND fields LIKE ? ORDER BY id DESC LIMIT 1').get('%Sanne de Vries%') as { fields: string };
    const stored = JSON.parse(row.fields);
    expect(stored.input_30).toBe('151.45');
    expect(stored.input_19_2).toBe('26,00 €');
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  test('timing on a fake clock: formulas 345 ms after typing, the total 50 ms later, selections at once', async ({ page, problems }) => {
    await page.clock.install();
    const form = new PricingFormModel(page);
    await form.goto();
    // Stop the clock's natural flow: from here on only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const price = form.host.locator('[data-field-id="19"] .gfield__price');
    await form.control('textbox', 'Aantal personen voor de verjaardagstaart').fill('4');
    await page.clock.runFor(344);
    await expect(price).toHaveText('0,00 €');
    await page.clock.runFor(1);
    await expect(price).toHaveText('13,00 €');
    await expect(form.total()).toHaveText('0,00 €');
    await page.clock.runFor(50);
    await expect(form.total()).toHaveText('13,00 €');

    // A selection recalculates at 0 ms; its total still waits the 50 ms debounce.
    await form.choose('Slagroomtaart', 'Klein (8 personen)|24');
    await page.clock.runFor(49);
    await expect(form.total()).toHaveText('13,00 €');
    await page.clock.runFor(1);
    await expect(form.total()).toHaveText('37,00 €');
    expect(problems.pageErrors).toEqual([]);
  });

  test('a tampered price is refused by the server on submit', async ({ page }) => {
    const form = new PricingFormModel(page);
    await form.goto();
    await form.control('textbox', 'Naam').fill('Piet');
    await form.control('textbox', 'E-mailadres').fill('piet@example.nl');
    await form.orderApplePies(1);
    // A page script makes the candles free.
    await form.host.evaluate((el) => {
      const box = el.shadowRoot!.querySelector<HTMLInputElement>('[name="input_11_1"]')!;
      box.value = 'Kaarsjes|0';
      box.checked = true;
    });
    await form.shown('submit-button').click();
    await form.idle();
    await expect(form.host.locator('[data-field-id="11"] [part~="field-error"]')).toHaveText('Kies een van de opties.');
    const sent = await requestFields(form.submissions.at(-1)!);
    expect(one(sent, 'input_11_1')).toBe('Kaarsjes|0');
  });
});

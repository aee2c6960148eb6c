import { describe, expect, it } from 'vitest';
import { Fields } from '../../../demo/server/http';
import { mergeTags, postedValues, resumeUrl } from '../../../demo/server/forms/process';
import { injectPostback } from '../../../demo/server/routes/forms';
import { loadForm } from '../../../demo/server/forms/catalog';
import { signedProductMeta, validateProductConfig } from '../../../demo/server/forms/product-config';
import { productMeta } from '../../../src/core/forms/pricing';

const fields = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return new Fields(f);
};

describe('reference backend: form helpers', () => {
  it.each<[[string, string][], unknown]>([
    [[['input_1', 'a'], ['input_2_3', 'b'], ['action', 'x'], ['gform_save', '1']], { input_1: 'a', input_2_3: 'b' }],
    [[['input_5[]', '10'], ['input_5[]', '30']], { 'input_5[]': ['10', '30'] }],
    [[['input_4', 'a'], ['input_4', 'b']], { input_4: ['a', 'b'] }],
    [[['input_x', 'a'], ['input_1_2_3', 'b']], {}],
    // A repeater's items under Gravity Forms' names: one array per sub-input, in item order, no holes.
    [[['input_31[0]', 'Anna'], ['input_32[0]', 'a@b.nl'], ['input_31[2]', 'Bram'], ['input_32_3[1]', 'x']], { input_31: ['Anna', '', 'Bram'], input_32: ['a@b.nl'], input_32_3: ['', 'x'] }],
    [[['input_33[0][]', 'noten'], ['input_33[0][]', 'gluten'], ['input_33[1][]', 'soja']], { 'input_33[0][]': ['noten', 'gluten'], 'input_33[1][]': ['soja'] }],
    [[['input_31[9999]', 'x'], ['input_31[a]', 'y']], {}],
  ])('posted %j -> %j', (entries, expected) => {
    expect(postedValues(fields(entries))).toEqual(expected);
  });

  it('a value over the limit -> 400', () => {
    expect(() => postedValues(fields([['input_1', 'x'.repeat(20_001)]]))).toThrow(/too long/);
  });

  it.each([
    ['Bedankt, {Voornaam:1.3}!', { input_1_3: 'Sanne' }, 'Bedankt, Sanne!'],
    ['{E-mail:2} / {x:9}', { input_2: 'a@b.nl' }, 'a@b.nl / '],
    ['Hoi {Naam:1}', { input_1: '<img src=x onerror=alert(1)>' }, 'Hoi &lt;img src=x onerror=alert(1)&gt;'],
    ['{Extra:10}', { input_10: ['a', 'b'] }, 'a, b'],
  ])('merge tags %j -> %j', (text, values, expected) => {
    expect(mergeTags(text, values)).toBe(expected);
  });

  it.each([
    ['http://site.nl/taart.html?x=1#top', 'abc', 'http://site.nl/taart.html?x=1&gf_token=abc'],
    ['/gform-form.html', 'abc', '/gform-form.html?gf_token=abc'],
    ['/gform-form.html?gf_token=old', 'new', '/gform-form.html?gf_token=new'],
  ])('resume url of %j with %s -> %j', (page, token, expected) => {
    expect(resumeUrl(page, token)).toBe(expected);
  });

  it('postback block -> inserted right after the matching <gform-form> tag, script-safe JSON', () => {
    const html = '<main><gform-form form-id="2"></gform-form><gform-form form-id="1" display-title></gform-form></main>';
    const out = injectPostback(html, 1, { v: '</script><script>alert(1)</script>' });
    expect(out).toBe(
      '<main><gform-form form-id="2"></gform-form><gform-form form-id="1" display-title><script type="application/gform-postback+json">{"v":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script></gform-form></main>',
    );
    expect(injectPostback(html, 3, {})).toBe(html);
  });
});

describe('reference backend: gform_validate_config (the product meta and its hash)', () => {
  const stored = loadForm(4)!;
  it('the signed meta handed out with the form validates unchanged', () => {
    const meta = signedProductMeta(stored.form)!;
    expect(meta.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(validateProductConfig(JSON.parse(JSON.stringify(meta)))).toEqual({ success: true });
  });
  it('a changed price breaks the hash', () => {
    const meta = JSON.parse(JSON.stringify(signedProductMeta(stored.form)!));
    meta.products['10'].basePrice = '0,01 €';
    expect(validateProductConfig(meta)).toEqual({ success: false, data: 'Config validation failed. Hash does not match' });
  });
  it('an unsigned config (an inline form) is compared with the server form', () => {
    expect(validateProductConfig({ form_id: 4, ...productMeta(stored.form) })).toEqual({ success: true, data: { form_id: 4 } });
    const cheaper = JSON.parse(JSON.stringify(productMeta(stored.form))) as ReturnType<typeof productMeta>;
    (cheaper.products!['12']!.choices as { price: string }[])[1]!.price = '1,00 €';
    expect(validateProductConfig({ form_id: 4, ...cheaper })).toEqual({ success: false, data: 'The choices of field 12 do not match.' });
    const invented = JSON.parse(JSON.stringify(productMeta(stored.form))) as ReturnType<typeof productMeta>;
    invented.products!['99'] = { id: 99, type: 'product', basePrice: '1' };
    expect(validateProductConfig({ form_id: 4, ...invented }).success).toBe(false);
    expect(validateProductConfig({ form_id: 4 }).data).toBe('The products of this form do not match.');
  });
  it.each<[unknown, string]>([
    [null, 'Invalid config.'],
    [{ products: {} }, 'Invalid config.'],
    [{ form_id: 424242 }, 'Form 424242 not found.'],
  ])('%j -> %j', (config, message) => {
    expect(validateProductConfig(config)).toEqual({ success: false, data: message });
  });
  it('a form without pricing fields has no product meta', () => {
    expect(signedProductMeta(loadForm(3)!.form)).toBe(undefined);
  });
});

import { describe, expect, it } from 'vitest';
import { Fields } from '../../../demo/server/http';
import { mergeTags, postedValues, resumeUrl } from '../../../demo/server/forms/process';
import { injectPostback } from '../../../demo/server/routes/forms';

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

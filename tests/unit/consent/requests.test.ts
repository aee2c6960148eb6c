import { describe, expect, it } from 'vitest';
import { declineFields, giveFields, parsePopupMarkup, parsePopupOptions } from '../../../src/core/consent/requests';

describe('giveFields', () => {
  it.each<[number, number[] | undefined, boolean, Record<string, unknown>]>([
    [5, undefined, false, { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '5' }],
    [5, undefined, true, { skip_cookies: 'true', action: 'ct_ultimate_gdpr_cookie_consent_give', level: '5' }],
    [3, [5, 6], false, { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '3', 'level_id[]': ['5', '6'] }],
    [2, [8, 6], true, { skip_cookies: 'true', action: 'ct_ultimate_gdpr_cookie_consent_give', level: '2', 'level_id[]': ['6', '8'] }],
    [1, [1], false, { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '1', 'level_id[]': ['1'] }],
    [1, [], false, { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '1' }],
  ])('level %s, ids %j, skip %s -> %j', (level, ids, skip, expected) => {
    expect(giveFields(level, ids, skip)).toEqual(expected);
  });
  it('decline -> action and ct_ultimate_gdpr_button_close=1', () => {
    expect(declineFields()).toEqual({ action: 'ct_ultimate_gdpr_cookie_consent_decline', ct_ultimate_gdpr_button_close: '1' });
  });
});

describe('parsePopupOptions', () => {
  it.each<[unknown, unknown]>([
    [{ cookie_popup_ajax_enabled: true }, { ajaxEnabled: true }],
    ['{"cookie_popup_ajax_enabled":true}', { ajaxEnabled: true }],
    ['{"cookie_popup_ajax_enabled":"1"}', { ajaxEnabled: true }],
    [{ cookie_popup_ajax_enabled: 'on' }, { ajaxEnabled: true }],
    [{ cookie_popup_ajax_enabled: false }, { ajaxEnabled: false }],
    [{}, { ajaxEnabled: false }],
    ['not json', null],
    [[1], null],
    [null, null],
    [42, null],
  ])('%j -> %j', (data, expected) => expect(parsePopupOptions(data)).toEqual(expected));
});

describe('parsePopupMarkup', () => {
  it.each<[string, string | null]>([
    ['<div>x</div>', '<div>x</div>'],
    ['  <div>x</div>\n', '<div>x</div>'],
    ['"<div class=\\"a\\">x</div>"', '<div class="a">x</div>'],
    ['{"html":"<p>y</p>"}', '<p>y</p>'],
    ['""', null],
    ['"just text"', null],
    ['"broken', null],
    ['{"nope":1}', null],
    ['', null],
  ])('%j -> %j', (text, expected) => expect(parsePopupMarkup(text)).toBe(expected));
});

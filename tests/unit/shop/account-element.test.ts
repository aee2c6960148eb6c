/** <wc-my-account>'s pure rules (src/core/shop/account.ts): which clicks it takes over, Elementor's logout parameters, field problems. */
import { describe, expect, it } from 'vitest';
import { elementorLogoutUrl, fieldProblem, tabTarget, type ClickInfo, type FieldFacts } from '../../../src/core/shop/account';

const PLAIN: ClickInfo = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const LOC = { href: 'https://bakkerij.example/mijn-account/', origin: 'https://bakkerij.example' };

describe('tabTarget', () => {
  const cases: [string, string | null, string | null, Partial<ClickInfo>, string | undefined][] = [
    ['a tab', '/mijn-account/orders/', null, {}, 'https://bakkerij.example/mijn-account/orders/'],
    ['an absolute tab URL', 'https://bakkerij.example/mijn-account/edit-address/', null, {}, 'https://bakkerij.example/mijn-account/edit-address/'],
    ['its fragment dropped', '/mijn-account/orders/#top', null, {}, 'https://bakkerij.example/mijn-account/orders/'],
    ['target _self', '/mijn-account/orders/', '_self', {}, 'https://bakkerij.example/mijn-account/orders/'],
    ['another site', 'https://elders.example/mijn-account/', null, {}, undefined],
    ['logout', '/mijn-account/customer-logout/?_wpnonce=0123456789', null, {}, undefined],
    ["Elementor's logout on any path", '/mijn-account/?elementor_wc_logout=true', null, {}, undefined],
    ['target _blank', '/mijn-account/orders/', '_blank', {}, undefined],
    ['ctrl-click', '/mijn-account/orders/', null, { ctrlKey: true }, undefined],
    ['meta-click', '/mijn-account/orders/', null, { metaKey: true }, undefined],
    ['shift-click', '/mijn-account/orders/', null, { shiftKey: true }, undefined],
    ['middle button', '/mijn-account/orders/', null, { button: 1 }, undefined],
    ['already handled', '/mijn-account/orders/', null, { defaultPrevented: true }, undefined],
    ['no href', null, null, {}, undefined],
    ['javascript:', 'javascript:alert(1)', null, {}, undefined],
    ['a fragment of this page', '#inhoud', null, {}, undefined],
  ];
  it.each(cases)('%s', (_n, href, target, click, want) => expect(tabTarget(href, target, false, { ...PLAIN, ...click }, LOC)).toBe(want));
  it('a download link is left alone', () => expect(tabTarget('/mijn-account/orders/', null, true, PLAIN, LOC)).toBeUndefined());
});

describe('elementorLogoutUrl', () => {
  const account = 'https://bakkerij.example/mijn-account/';
  const cases: [string, string, string][] = [
    [
      "WooCommerce's link: Elementor's parameters added, the nonce last",
      '/mijn-account/customer-logout/?_wpnonce=0123456789',
      'https://bakkerij.example/mijn-account/customer-logout/?elementor_wc_logout=true&elementor_my_account_redirect=https%3A%2F%2Fbakkerij.example%2Fmijn-account%2F&_wpnonce=0123456789',
    ],
    ['already complete: unchanged as printed', '/mijn-account/customer-logout/?elementor_wc_logout=true&elementor_my_account_redirect=https://x.example/&_wpnonce=1', '/mijn-account/customer-logout/?elementor_wc_logout=true&elementor_my_account_redirect=https://x.example/&_wpnonce=1'],
    ['only the redirect missing', '/?elementor_wc_logout=true&_wpnonce=1', 'https://bakkerij.example/?elementor_wc_logout=true&elementor_my_account_redirect=https%3A%2F%2Fbakkerij.example%2Fmijn-account%2F&_wpnonce=1'],
    ['without a nonce: none invented', '/mijn-account/customer-logout/', 'https://bakkerij.example/mijn-account/customer-logout/?elementor_wc_logout=true&elementor_my_account_redirect=https%3A%2F%2Fbakkerij.example%2Fmijn-account%2F'],
    ['not a logout link', '/mijn-account/orders/', '/mijn-account/orders/'],
    ['unparseable', 'http://[', 'http://['],
  ];
  it.each(cases)('%s', (_n, href, want) => expect(elementorLogoutUrl(href, account, account)).toBe(want));
});

describe('fieldProblem', () => {
  const f = (o: Partial<FieldFacts>): FieldFacts => ({ value: '', type: 'text', required: false, minLength: 0, ...o });
  const cases: [string, FieldFacts, string | undefined][] = [
    ['required and empty', f({ required: true }), 'missing'],
    ['required, only spaces', f({ required: true, value: '   ' }), 'missing'],
    ['optional and empty', f({}), undefined],
    ['an e-mail address', f({ type: 'email', value: 'klant@zonneveld.example' }), undefined],
    ['an e-mail without domain', f({ type: 'email', value: 'klant@' }), 'email'],
    ['an e-mail without a dot', f({ type: 'email', value: 'klant@zonneveld' }), 'email'],
    ['a password shorter than minlength', f({ type: 'password', value: 'kort', minLength: 8 }), 'short'],
    ['a password of spaces is not trimmed', f({ type: 'password', value: '        ', minLength: 8, required: true }), undefined],
    ['a confirmation that differs', f({ type: 'password', value: 'Abcdefgh1', confirms: 'Abcdefgh2' }), 'mismatch'],
    ['a confirmation that matches', f({ type: 'password', value: 'Abcdefgh1', confirms: 'Abcdefgh1' }), undefined],
    ['an empty confirmation of a typed password', f({ type: 'password', value: '', confirms: 'Abcdefgh1' }), 'missing'],
    ['an empty confirmation of an empty password', f({ type: 'password', value: '', confirms: '' }), undefined],
  ];
  it.each(cases)('%s', (_n, facts, want) => expect(fieldProblem(facts)).toBe(want));
});

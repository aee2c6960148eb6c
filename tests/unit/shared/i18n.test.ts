import { describe, expect, it } from 'vitest';
import { format, pick, type Bundle } from '../../../src/i18n';
import { commonStrings } from '../../../src/i18n/common';
import { articleStrings } from '../../../src/i18n/article';
import { consentStrings } from '../../../src/i18n/consent';
import { consentModalStrings } from '../../../src/i18n/consent-modal';
import { cookieBlockStrings } from '../../../src/i18n/cookie-block';
import { cookieListStrings } from '../../../src/i18n/cookie-list';
import { ebPopupStrings } from '../../../src/i18n/ebpopup';
import { formsStrings } from '../../../src/i18n/forms';
import { leadStrings } from '../../../src/i18n/lead';
import { popupStrings } from '../../../src/i18n/popup';
import { wcCartStrings } from '../../../src/i18n/wccart';
import { checkoutStrings } from '../../../src/i18n/checkout';

const bundles: [string, Bundle<Record<string, string>>][] = [
  ['common', commonStrings],
  ['consent', consentStrings],
  ['cookie-list', cookieListStrings],
  ['cookie-block', cookieBlockStrings],
  ['forms', formsStrings],
  ['popup', popupStrings],
  ['lead', leadStrings],
  ['article', articleStrings],
  ['ebpopup', ebPopupStrings],
  ['wccart', wcCartStrings],
  ['checkout', checkoutStrings],
];

/** Bundles of a widget's lazily loaded part: its own strings only (the widget's bundle has the shared ones). */
const partBundles: [string, Bundle<Record<string, string>>][] = [['consent-modal', consentModalStrings]];

describe('i18n', () => {
  it.each([...bundles, ...partBundles])('%s: nl and en have the same keys', (_name, bundle) => {
    expect(Object.keys(bundle.en).sort()).toEqual(Object.keys(bundle.nl).sort());
  });
  it.each([...bundles, ...partBundles])('%s: no empty strings', (_name, bundle) => {
    for (const [k, v] of [...Object.entries(bundle.nl), ...Object.entries(bundle.en)]) expect(v, k).not.toBe('');
  });
  it.each(bundles)('%s: every widget bundle carries the shared strings', (_name, bundle) => {
    for (const k of Object.keys(commonStrings.nl)) expect(bundle.nl, k).toHaveProperty(k);
  });
  it('nl is the default', () => {
    expect(pick(consentStrings, 'nl')).toBe(consentStrings.nl);
    expect(pick(consentStrings, 'en')).toBe(consentStrings.en);
  });
  it.each([
    ['Form {id} not found.', { id: 3 }, 'Form 3 not found.'],
    ['{a} and {b}', { a: 'x' }, 'x and {b}'],
  ])('format(%j) -> %j', (template, vars, expected) => {
    expect(format(template, vars)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { format, stringsFor } from '../../../src/i18n';
import { en } from '../../../src/i18n/en';
import { nl } from '../../../src/i18n/nl';

describe('i18n', () => {
  it('nl and en have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
  });
  it('no empty strings', () => {
    for (const [k, v] of [...Object.entries(nl), ...Object.entries(en)]) expect(v, k).not.toBe('');
  });
  it('nl is the default', () => {
    expect(stringsFor('nl')).toBe(nl);
    expect(stringsFor('en')).toBe(en);
  });
  it.each([
    ['Form {id} not found.', { id: 3 }, 'Form 3 not found.'],
    ['{a} and {b}', { a: 'x' }, 'x and {b}'],
  ])('format(%j) -> %j', (template, vars, expected) => {
    expect(format(template, vars)).toBe(expected);
  });
});

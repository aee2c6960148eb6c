import { describe, expect, it } from 'vitest';
import { cookieEntries, cookieEntry, filterByParty, parseBlockable, parseParty, type CookieEntry } from '../../../src/core/consent/cookie-list';

describe('cookie list entries', () => {
  it.each<[unknown, unknown]>([
    ['first_party', 'first'],
    ['First party', 'first'],
    ['eerste partij', 'first'],
    ['first', 'first'],
    ['third_party', 'third'],
    ['Third party', 'third'],
    ['3rd party', 'third'],
    ['second', undefined],
    [1, undefined],
  ])('party %j -> %j', (v, expected) => expect(parseParty(v)).toBe(expected));

  it.each<[unknown, boolean]>([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('can_be_blocked %j -> %s', (v, expected) => expect(parseBlockable(v)).toBe(expected));

  it.each<[unknown, unknown]>([
    [
      { name: '_ga', purpose: 'stats', expiry: '2 jaar', first_or_third_party: 'third_party', can_be_blocked: 1 },
      { ok: true, value: { name: '_ga', type: '', party: 'third', blockable: true, session: undefined, expiry: '2 jaar', purpose: 'stats' } },
    ],
    [
      { cookie_name: 'PHPSESSID', cookie_type_label: 'Essentieel', first_or_third_party: 'First party', can_be_blocked: '', session_or_persistent: 'Session', expiry_time: 'Einde sessie', purpose: 'cart' },
      { ok: true, value: { name: 'PHPSESSID', type: 'Essentieel', party: 'first', blockable: false, session: 'session', expiry: 'Einde sessie', purpose: 'cart' } },
    ],
    [{ purpose: 'x' }, { ok: false, issue: { path: 'cookies[0].name', expected: 'a non-empty string', got: 'nothing' } }],
    [{ name: 'a', first_or_third_party: 'fourth' }, { ok: false, issue: { path: 'cookies[0].first_or_third_party', expected: 'one of "first_party", "third_party"', got: '"fourth"' } }],
    ['x', { ok: false, issue: { path: 'cookies[0]', expected: 'an object', got: 'string' } }],
  ])('%j -> %j', (entry, expected) => expect(cookieEntry.parse(entry, 'cookies[0]')).toEqual(expected));

  it('a list that is not an array -> an issue naming cookies', () => {
    const r = cookieEntries.parse({}, 'cookies');
    expect(r.ok).toBe(false);
  });
});

describe('filterByParty', () => {
  const e = (name: string, party: CookieEntry['party']): CookieEntry => ({ name, type: '', party, blockable: false, session: undefined, expiry: '', purpose: '' });
  const list = [e('a', 'first'), e('b', 'third'), e('c', undefined), e('d', 'third')];
  it.each<[string, string[]]>([
    ['', ['a', 'b', 'c', 'd']],
    ['first', ['a']],
    ['third', ['b', 'd']],
  ])('%j -> %j', (filter, names) => expect(filterByParty(list, filter as '' | 'first' | 'third').map((x) => x.name)).toEqual(names));
});

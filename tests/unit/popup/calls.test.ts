import { describe, expect, it } from 'vitest';
import { conversionFields, dismissCookie, dismissCookieName, dismissDurationAttr, viewFields } from '../../../src/core/popup/calls';

describe('conversionFields (spec section 7)', () => {
  it.each([
    [1, { action: 'ays_increment_pb_conversions', id: '1' }],
    [42, { action: 'ays_increment_pb_conversions', id: '42' }],
  ])('%i -> %j', (id, expected) => {
    expect(conversionFields(id)).toEqual(expected);
  });
});

describe('viewFields (the plugin counts a view on the first close)', () => {
  it.each([
    [1, { action: 'ays_increment_pb_views', id: '1' }],
    [42, { action: 'ays_increment_pb_views', id: '42' }],
  ])('%i -> %j', (id, expected) => {
    expect(viewFields(id)).toEqual(expected);
  });
});

describe('dismissCookie (spec section 9)', () => {
  const now = new Date('2025-01-31T10:00:00Z');
  it.each([
    ['no duration -> one calendar month', undefined, new Date(new Date(now).setMonth(now.getMonth() + 1))],
    ['0 -> one month', 0, new Date(new Date(now).setMonth(now.getMonth() + 1))],
    ['a day in ms', 86_400_000, new Date('2025-02-01T10:00:00Z')],
    ['an hour in ms', 3_600_000, new Date('2025-01-31T11:00:00Z')],
    ['NaN -> one month', Number.NaN, new Date(new Date(now).setMonth(now.getMonth() + 1))],
  ])('%s', (_name, duration, expires) => {
    expect(dismissCookie(12, now, duration)).toEqual({ name: 'ays_pb_dismiss_ad_12', value: 'ays_pb_dismiss_ad_12', expires });
  });

  it('mid-month -> the same day next month', () => {
    const mid = new Date(2025, 4, 15, 9, 30);
    expect(dismissCookie(1, mid).expires).toEqual(new Date(2025, 5, 15, 9, 30));
  });

  it.each([
    [3, 'ays_pb_dismiss_ad_3'],
    [100, 'ays_pb_dismiss_ad_100'],
  ])('name of %i -> %s', (id, name) => {
    expect(dismissCookieName(id)).toBe(name);
  });
});

describe('dismissDurationAttr (the dismiss element\'s data-dismiss, ms)', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['abc', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['60000', 60000],
    [' 86400000 ', 86400000],
  ])('%j -> %j', (value, expected) => {
    expect(dismissDurationAttr(value)).toBe(expected);
  });
});

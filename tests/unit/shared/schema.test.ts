import { describe, expect, it } from 'vitest';
import { array, boolean, formatIssue, number, object, oneOf, optional, parseJson, record, string, withDefault } from '../../../src/core/shared/schema';

const config = object({
  title: string({ nonEmpty: true }),
  style: withDefault(oneOf(['top', 'bottom'] as const), 'bottom'),
  delay: optional(number({ integer: true, min: 0 })),
  cookies: withDefault(array(object({ name: string(), party: oneOf(['first', 'third'] as const) })), []),
  flags: optional(record(boolean())),
});

describe('schema', () => {
  it.each([
    [{ title: 'x' }, { title: 'x', style: 'bottom', cookies: [] }],
    [{ title: 'x', style: 'top', delay: '5' }, { title: 'x', style: 'top', delay: 5, cookies: [] }],
    [{ title: 'x', extra: 1 }, { title: 'x', extra: 1, style: 'bottom', cookies: [] }],
    [{ title: 'x', flags: { a: 'on', b: 'off', c: true } }, { title: 'x', style: 'bottom', cookies: [], flags: { a: true, b: false, c: true } }],
  ])('%j -> %j', (input, expected) => {
    expect(config.parse(input, '')).toEqual({ ok: true, value: expected });
  });

  it.each([
    [null, '"(root)" expected an object, got null'],
    [[], '"(root)" expected an object, got an array'],
    [{}, '"title" expected a non-empty string, got nothing'],
    [{ title: 3 }, '"title" expected a non-empty string, got number 3'],
    [{ title: 'x', style: 'left' }, '"style" expected one of "top", "bottom", got "left"'],
    [{ title: 'x', delay: -1 }, '"delay" expected an integer >= 0, got number -1'],
    [{ title: 'x', delay: 1.5 }, '"delay" expected an integer >= 0, got number 1.5'],
    [{ title: 'x', cookies: [{ name: 'a', party: 'first' }, { name: 'b', party: 'fourth' }] }, '"cookies[1].party" expected one of "first", "third", got "fourth"'],
    [{ title: 'x', flags: { a: 'maybe' } }, '"flags.a" expected a boolean, got "maybe"'],
  ])('%j -> %s', (input, message) => {
    const r = config.parse(input, '');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatIssue(r.issue)).toBe(message);
  });

  it('parseJson: bad text -> issue, never throws', () => {
    const r = parseJson('{nope');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.expected).toBe('valid JSON');
  });
});

import { describe, expect, it } from 'vitest';
import { array, boolean, formatIssue, inspectJson, number, object, oneOf, optional, parseJson, record, safeUrl, string, withDefault } from '../../../src/core/shared/schema';
import { isSafeLinkUrl, isSafeMediaUrl, urlScheme } from '../../../src/core/shared/url';

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
    // Found by the bad-config corpus (an article's post-id 1e308 was taken): integers are safe integers.
    [{ title: 'x', delay: 1e308 }, '"delay" expected an integer >= 0, got number 1e+308'],
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

  // Found by the bad-config corpus (tests/corpus/tags.ts).
  const forbidden = 'a key other than "__proto__", "constructor", "prototype"';
  it.each([
    ['a __proto__ key', '{"__proto__": {"polluted": 1}}', '__proto__', forbidden],
    ['a constructor key deep inside', '{"a": [{"constructor": {"prototype": {}}}]}', 'a[0].constructor', forbidden],
    ['a prototype key', '{"prototype": 1}', 'prototype', forbidden],
    ['10,000 levels of arrays', `{"x": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, `x${'[0]'.repeat(63)}`, 'JSON nested at most 64 levels deep'],
  ])('parseJson: %s -> an issue', (_name, text, path, expected) => {
    const r = parseJson(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue).toMatchObject({ path, expected });
  });

  it('inspectJson: a cyclic object ends at the depth limit instead of looping', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(inspectJson(a).ok).toBe(false);
  });

  it('record: a __proto__ key is refused, never assigned through the prototype setter', () => {
    const r = record(string()).parse(JSON.parse('{"__proto__": "x"}'), 'texts');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe('texts.__proto__');
  });

  it('formatIssue abbreviates a huge value', () => {
    expect(formatIssue({ path: 'k', expected: 'x', got: 'y'.repeat(1_000_000) }).length).toBeLessThan(300);
  });

  it.each([
    ['/privacy', true, true],
    ['#cookies', true, true],
    ['//cdn.example/x.png', true, true],
    ['https://example.nl/', true, true],
    ['mailto:a@example.nl', true, false],
    ['javascript:alert(1)', false, false],
    [' \tjava\nscript:alert(1)', false, false],
    ['\u0001javascript:x', false, false],
    ['JAVASCRIPT:x', false, false],
    ['vbscript:x', false, false],
    ['data:text/html,<script>x</script>', false, false],
    ['data:image/png;base64,iVBORw0KGgo=', false, true],
    ['data:image/svg+xml,<svg onload=x>', false, false],
    ['javascript&colon;x', true, true], // not decoded in JSON: a relative path
  ])('url %j -> link %s, media %s', (url, link, media) => {
    const u = url;
    expect(isSafeLinkUrl(u)).toBe(link);
    expect(isSafeMediaUrl(u)).toBe(media);
    expect(safeUrl('link').parse(u, 'url').ok).toBe(link);
  });

  it('urlScheme reads the scheme as a browser does', () => {
    expect(urlScheme(' \tJava\tScript:x')).toBe('javascript');
    expect(urlScheme('/a:b')).toBe(null);
  });
});

import { describe, expect, it } from 'vitest';
import { stripInlineHandlers } from '../../../src/core/shared/html';

describe('inline handler pre-pass (before DOMPurify)', () => {
  it.each([
    ['<img src=x onerror="alert(1)" alt="">', '<img src=x  alt="">'],
    ["<a href='#' onClick='x()'>a</a>", "<a href='#' >a</a>"],
    ['<img/onerror=alert(1)/src=x>', '<img/>'],
    ['<img src=x onerror=a onload=b>', '<img src=x  >'],
    ['<svg onload=alert(1)><p>text</p></svg>', '<svg ><p>text</p></svg>'],
    ['<p>Bel ons online = snel</p>', '<p>Bel ons online = snel</p>'],
    ['<p data-one="1">on=1</p>', '<p data-one="1">on=1</p>'],
    ['plain text', 'plain text'],
  ])('%j -> %j', (html, expected) => {
    expect(stripInlineHandlers(html)).toBe(expected);
  });
});

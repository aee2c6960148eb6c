import { describe, expect, it } from 'vitest';
import { stripCspTriggers } from '../../../src/core/shared/html';

describe('CSP pre-pass (before DOMPurify): handlers, style attributes, <style> and <base> out', () => {
  it.each([
    ['<img src=x onerror="alert(1)" alt="">', '<img src=x  alt="">'],
    ["<a href='#' onClick='x()'>a</a>", "<a href='#' >a</a>"],
    ['<img/onerror=alert(1)/src=x>', '<img/>'],
    ['<img src=x onerror=a onload=b>', '<img src=x  >'],
    ['<svg onload=alert(1)><p>text</p></svg>', '<svg ><p>text</p></svg>'],
    ['<p>Bel ons online = snel</p>', '<p>Bel ons online = snel</p>'],
    ['<p data-one="1">on=1</p>', '<p data-one="1">on=1</p>'],
    ['plain text', 'plain text'],
    // Found by the XSS corpus (tests/e2e/xss.spec.ts): each made the inert parse report a violation.
    ['<div style="position:fixed;inset:0">x</div>', '<div >x</div>'],
    ['<p STYLE=color:red>x</p>', '<p >x</p>'],
    ['<style>@keyframes x{}</style><div style="animation-name:x">', '<div >'],
    ['<svg><style><img src=x onerror=a></style></svg>', '<svg></svg>'],
    ['<svg></p><style><a id="</style><img src=1 onerror=a>">', '<svg></p><img src=1 >">'],
    ['<base href="//evil.example/"><a href="x">link</a>', '<a href="x">link</a>'],
    ['<img alt=">" src=x onerror=a>', '<img alt=">" src=x >'],
    ['<img src="x"onerror=a>', '<img src="x" >'],
    ['<xmp><p title="</xmp><img src=x onerror=a>"></xmp>', '<xmp><p title="</xmp><img src=x >"></xmp>'],
    ['<style>p{}', 'p{}'],
    // Found by tests/browser/sanitize.property.test.ts: empty and missing values still make an attribute.
    ['<x STYLE=>', '<x >'],
    ['<img src=x onerror>', '<img src=x >'],
    ['<img onerror/src=x>', '<img /src=x>'],
    ['<p styled="1" one="2">', '<p styled="1" >'], // any on… name goes; DOMPurify drops unknown ones anyway
    ['<div><img src=x onerror=a//</div><div>', '<div><img src=x ><div>'],
    // A quote opens a value only after `=`: in a tag's name it is a character (the parser made onclick an attribute).
    ["<javascript:'/onclick=]]><", "<javascript:'/><"],
    ["<x'/onclick=a>'", "<x'/>'"],
    ['<a b=c"d onclick=x>"', '<a b=c"d >"'],
    // Values are not cut: Dutch paths and words begin with "on" (onze, online, ontbijt) and "style" is a word.
    ['<a href="/online-bestellen/">Bestel</a>', '<a href="/online-bestellen/">Bestel</a>'],
    ["<a href='/onze-taarten/ontbijt/' title=\"in style\">x</a>", "<a href='/onze-taarten/ontbijt/' title=\"in style\">x</a>"],
    ['<img src="/on/x.png" alt="on" srcset="/a.png 1x,/onder.png 2x">', '<img src="/on/x.png" alt="on" srcset="/a.png 1x,/onder.png 2x">'],
    ['<a href="/online-bestellen/" onclick="x()">', '<a href="/online-bestellen/" >'],
    ['<div title="<img src=x onerror=alert(1)>">', '<div title="<img src=x >">'],
  ])('%j -> %j', (html, expected) => {
    expect(stripCspTriggers(html)).toBe(expected);
  });
});

// The docs site's own Markdown rules (scripts/docs/eleventy.config.mjs): where a file is published,
// relative URLs, links between docs/ files, and `html live` examples rendered from the same text.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module (the Eleventy config), no types
import { configureMarkdown, relativeUrl, rewrite, urlOfInput } from '../../../scripts/docs/eleventy.config.mjs';

describe('docs site URLs', () => {
  it.each([
    ['README.md', '/'],
    ['tags/gform-form.md', '/tags/gform-form/'],
    ['guides/README.md', '/guides/'],
    ['benchmarks.md', '/benchmarks/'],
  ])('%s is published at %s', (input, url) => expect(urlOfInput(input)).toBe(url));

  it.each([
    ['/tags/gform-form/', '/', 'tags/gform-form/'],
    ['/', '/tags/gform-form/', '../../'],
    ['/guides/security/#csp', '/tags/x/', '../../guides/security/#csp'],
    ['/static/docs.css', '/', 'static/docs.css'],
    ['/static/docs.css', '/guides/security/', '../../static/docs.css'],
    ['/tags/x/', '/tags/x/', './'],
    ['/screenshots/a.png', '/screenshots/', 'a.png'],
  ])('%s from %s is %s', (to, from, rel) => expect(relativeUrl(to, from)).toBe(rel));

  const env = { page: { inputPath: './docs/tags/gform-form.md', url: '/tags/gform-form/' } };
  it.each([
    ['../guides/security.md#csp', '../../guides/security/#csp'],
    ['../README.md', '../../'],
    ['eb-popup.md', '../eb-popup/'],
    ['../screenshots/forms-page1.png', '../../screenshots/forms-page1.png'],
    ['https://example.org/a.md', 'https://example.org/a.md'],
    ['#attributes', '#attributes'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    // outside docs/: left as written (GitHub resolves it; the link check reports it on the site)
    ['../../README.md', '../../README.md'],
  ])('a link %s in tags/gform-form.md becomes %s', (target, out) => expect(rewrite(target, env)).toBe(out));
});

describe('docs site Markdown', () => {
  const md = configureMarkdown(new MarkdownIt({ html: true }));
  const env = { page: { inputPath: './docs/guides/security.md', url: '/guides/security/' } };

  it('renders an `html live` fence twice from the same text: live, then as code', () => {
    const html = md.render('```html live\n<gform-form form-id="2"></gform-form>\n```\n', env);
    expect(html).toContain('<figure class="example"><div class="example-preview"><gform-form form-id="2"></gform-form>\n</div>');
    expect(html).toContain('&lt;gform-form form-id=&quot;2&quot;&gt;&lt;/gform-form&gt;');
    expect(html.match(/<gform-form/g)).toHaveLength(1);
  });

  it('leaves other fences as code only', () => {
    const html = md.render('```html\n<b>x</b>\n```\n', env);
    expect(html).not.toContain('example');
    expect(html).not.toContain('<b>x</b>');
  });

  it('gives headings ids and rewrites links and images', () => {
    const html = md.render('## Strict CSP, no `eval`\n\nSee [the gform page](../tags/gform-form.md#live-example).\n\n![shot](../screenshots/x.png)\n', env);
    expect(html).toContain('<h2 id="strict-csp-no-eval"');
    expect(html).toContain('href="../../tags/gform-form/#live-example"');
    expect(html).toContain('src="../../screenshots/x.png"');
    expect(html).toContain('loading="lazy"');
  });
});

// The docs site: Eleventy 3 over docs/*.md (the same Markdown GitHub shows) into site/docs/
// (`npm run build:docs`, also part of `npm run build:demo` and `npm start`). Chosen by
// measurement against VitePress 1.6.4 (2026-11-27, this machine, the 14 pages of docs/ then):
// Eleventy installs 23 MB / 107 packages in 10 s and builds in 0.45 s with no client script;
// VitePress 102 MB in 17 s, builds in 9.2 s and ships 57 KB gzip of Vue and its theme to every
// page, plus an inline dark-mode script our Content-Security-Policy refuses.
//
// What is ours here is configuration, not a parser or an engine: markdown-it (Eleventy's own) gets
// heading anchors (markdown-it-anchor), links between the .md files rewritten to the pages they
// become, relative URLs everywhere (the same build serves at /docs/ from `npm start` and from
// site/docs/ of the static demo), and `html live` fences rendered twice: the markup itself, live,
// then its code, from the same text, so an example cannot drift from what it shows.
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import markdownItAnchor from 'markdown-it-anchor';
import syntaxHighlight from '@11ty/eleventy-plugin-syntaxhighlight';

/** The output URL of a docs/ Markdown file given relative to docs/ ('tags/x.md' -> '/tags/x/'). */
export function urlOfInput(rel) {
  const p = rel.replace(/\\/g, '/');
  if (p === 'README.md') return '/';
  if (p.endsWith('/README.md')) return `/${p.slice(0, -'README.md'.length)}`;
  return `/${p.replace(/\.md$/, '')}/`;
}

/** `to` (an absolute site URL such as '/tags/x/' or '/static/docs.css') relative to the page at `from`. */
export function relativeUrl(to, from) {
  const fromDir = from.endsWith('/') ? from : path.posix.dirname(from) + '/';
  let rel = path.posix.relative(fromDir, to.split('#')[0]);
  if (to.split('#')[0].endsWith('/') && rel !== '') rel += '/';
  if (rel === '') rel = './';
  const hash = to.includes('#') ? to.slice(to.indexOf('#')) : '';
  return rel + hash;
}

export const slugify = (s) =>
  String(s)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const INPUT = 'docs';

/** Rewrites a link or image target of a Markdown file to the site URL it points at. */
export function rewrite(target, env) {
  if (!target || /^([a-z]+:|#|\/\/)/i.test(target)) return target;
  const page = env?.page;
  if (!page?.inputPath || !page.url) return target;
  const [file, hash] = target.split('#');
  const inputRel = path.posix.relative(INPUT, path.posix.normalize(page.inputPath.replace(/^\.\//, '')));
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(inputRel), file));
  if (resolved.startsWith('..')) return target;
  const url = resolved.endsWith('.md') ? urlOfInput(resolved) : `/${resolved}`;
  return relativeUrl(url + (hash ? `#${hash}` : ''), page.url);
}

/**
 * What this site adds to markdown-it: heading anchors, links and images between docs/ files
 * rewritten to the pages they become (relative), and `html live` fences shown live and as code.
 */
export function configureMarkdown(lib) {
  lib.use(markdownItAnchor, { slugify, tabIndex: false });
  const rules = lib.renderer.rules;
  const link = rules.link_open ?? ((t, i, o, e, self) => self.renderToken(t, i, o));
  rules.link_open = (tokens, idx, options, env, self) => {
    const t = tokens[idx];
    t.attrSet('href', rewrite(t.attrGet('href'), env));
    return link(tokens, idx, options, env, self);
  };
  const image = rules.image;
  rules.image = (tokens, idx, options, env, self) => {
    const t = tokens[idx];
    t.attrSet('src', rewrite(t.attrGet('src'), env));
    t.attrSet('loading', 'lazy');
    return image(tokens, idx, options, env, self);
  };
  // Markdown tables scroll sideways on a phone: a labelled, focusable region (named after the
  // heading above it) so keyboards can scroll them; an empty header cell (picture grids) is a td.
  const seen = new WeakMap();
  rules.table_open = (tokens, idx, options, env) => {
    let label = 'Table';
    for (let i = idx - 1; i >= 0; i--) {
      if (tokens[i].type === 'heading_open') { label = tokens[i + 1].content.replace(/`/g, ''); break; }
    }
    // Landmarks need unique names: the second table under a heading is "<heading> (2)".
    const counts = seen.get(tokens) ?? new Map();
    seen.set(tokens, counts);
    const n = (counts.get(label) ?? 0) + 1;
    counts.set(label, n);
    if (n > 1) label = `${label} (${n})`;
    return `<div class="table-wrap" tabindex="0" role="region" aria-label="${lib.utils.escapeHtml(label)}"><table>\n`;
  };
  rules.table_close = () => '</table></div>\n';
  const emptyCell = (t) => t?.type === 'inline' && t.content.trim() === '';
  rules.th_open = (tokens, idx, options, env, self) => (emptyCell(tokens[idx + 1]) ? '<td>' : self.renderToken(tokens, idx, options));
  rules.th_close = (tokens, idx, options, env, self) => (emptyCell(tokens[idx - 1]) ? '</td>' : self.renderToken(tokens, idx, options));
  const fence = rules.fence;
  rules.fence = (tokens, idx, options, env, self) => {
    const t = tokens[idx];
    const info = t.info.trim().split(/\s+/);
    // A scrollable <pre> must be reachable by keyboard (the highlighter adds this to fences with a language).
    const code = fence(tokens, idx, options, env, self).replace(/^<pre(?![^>]*tabindex)/, '<pre tabindex="0"');
    if (info[0] !== 'html' || info[1] !== 'live') return code;
    return `<figure class="example"><div class="example-preview">${t.content}</div>` +
      `<figcaption class="example-code"><span class="example-label">Code</span>${code}</figcaption></figure>\n`;
  };
  return lib;
}

/** The docs hold `{{` and `{%` in code samples: Markdown is Markdown, no template language first. */
export const config = { markdownTemplateEngine: false };

export default function (eleventyConfig) {
  eleventyConfig.setInputDirectory(INPUT);
  eleventyConfig.setIncludesDirectory('_layouts');
  eleventyConfig.setLayoutsDirectory('_layouts');
  eleventyConfig.setDataDirectory('_data');
  eleventyConfig.setQuietMode(true);
  eleventyConfig.setTemplateFormats(['md', 'njk', '11ty.js']);
  eleventyConfig.addPassthroughCopy({ 'docs/screenshots': 'screenshots', 'docs/_assets': 'static' });
  eleventyConfig.addPlugin(syntaxHighlight, { preAttributes: { tabindex: 0 } });

  eleventyConfig.amendLibrary('md', (lib) => configureMarkdown(lib));

  eleventyConfig.addFilter('rel', (to, from) => relativeUrl(to, from ?? '/'));
  // The manifest's descriptions are text with `code` spans: rendered without raw HTML, so a
  // description that names `<script type="application/json">` shows it instead of opening one.
  const inline = new MarkdownIt({ html: false });
  eleventyConfig.addFilter('mdInline', (s) => (s ? inline.renderInline(String(s)) : ''));
  eleventyConfig.addFilter('slug', slugify);
  /** The page of collections.all made from a file given relative to docs/. */
  eleventyConfig.addFilter('byInput', (all, rel) => all.find((p) => path.posix.normalize(p.inputPath.replace(/^\.\//, '')) === `${INPUT}/${rel}`));
  /** A page title short enough for the navigation: a tag page's title is its tags. */
  eleventyConfig.addFilter('navTitle', (t) => String(t ?? '').replace(/\s*\((?:light elements|Elementor's[^)]*)\)\s*$/, ''));
  eleventyConfig.addFilter('methodsOnly', (members) => (members ?? []).filter((m) => m.kind === 'method'));
}

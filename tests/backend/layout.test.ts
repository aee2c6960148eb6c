/**
 * One layout for the demo pages (issue 41, demo/server/layout.ts): the bakery pages pull their
 * header, footer and consent from demo/partials with `<!--#include name key="value"-->`; what differs
 * per page (the current menu item, the mini cart, the footer's links and tags line) is a parameter.
 * A mistake (an unknown partial, a missing partial file, an unknown or missing parameter, a `current`
 * that is no menu item) is an error naming the page, and the server refuses to start on it.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LayoutError, PARTIALS_DIR, checkDemoPages, expandIncludes, readDemoPage } from '../../demo/server/layout';
import { startServer } from '../../demo/server/server';

const PARTIALS = path.resolve('demo', PARTIALS_DIR);
const BAKERY = ['index', 'winkel', 'winkelwagen', 'afrekenen', 'bestellen', 'taartadvies', 'blog-taart-kiezen', 'contact', 'mijn-account'].map((p) => `${p}.html`);
const expand = (html: string) => expandIncludes(html, PARTIALS, 'test.html');

const dirs: string[] = [];
/** A demo folder of its own: the given pages, and the partials of demo/partials unless `partials` is false. */
function demoFolder(pages: Record<string, string>, partials = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'se-layout-'));
  dirs.push(dir);
  if (partials) {
    mkdirSync(path.join(dir, PARTIALS_DIR));
    for (const f of readdirSync(PARTIALS)) copyFileSync(path.join(PARTIALS, f), path.join(dir, PARTIALS_DIR, f));
  }
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, name), html);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the bakery pages', () => {
  for (const page of BAKERY) {
    it(`${page}: one include each for header and footer, expanded to the whole layout`, async () => {
      const source = readFileSync(path.join('demo', page), 'utf8');
      expect(source.match(/<!--#include header\b/g)).toHaveLength(1);
      expect(source.match(/<!--#include footer\b/g)).toHaveLength(1);
      expect(source).not.toContain('<footer');
      const html = await readDemoPage('demo', page);
      expect(html).not.toContain('<!--#include');
      expect(html).not.toContain('{{');
      expect(html.match(/<header class="bakery-header">/g)).toHaveLength(1);
      expect(html.match(/<footer class="bakery-footer">/g)).toHaveLength(1);
      expect(html).toMatch(/<p class="bakery-footer__tags">Deze pagina is gemaakt met <a href="\/docs\/tags\/header-menu\/">&lt;header-menu&gt;<\/a>/);
      // At most one menu item is the current page, and it says so both ways.
      const header = /<header class="bakery-header">[\s\S]*?<\/header>/.exec(html)![0];
      expect((header.match(/aria-current="page"/g) ?? []).length).toBe((header.match(/elementor-item-active/g) ?? []).length);
      expect((header.match(/aria-current="page"/g) ?? []).length).toBeLessThanOrEqual(1);
    });
  }

  it('every demo page expands (the check the server runs at its start)', async () => {
    expect(await checkDemoPages('demo')).toBe(readdirSync('demo').filter((f) => f.endsWith('.html')).length);
  });
});

describe('expandIncludes', () => {
  it('returns a page without includes as it is, reading no partial', async () => {
    const html = '<!doctype html><title>x</title><p>no includes</p>';
    expect(await expandIncludes(html, '/no/such/folder')).toBe(html);
  });

  it('indents the partial as the include line is and keeps the lines around it', async () => {
    const html = await expand('<body>\n    <!--#include consent-->\n</body>\n');
    const lines = html.split('\n');
    expect(lines[0]).toBe('<body>');
    expect(lines[1]).toBe('    <gdpr-consent id="consent" banner-style="bottom-panel" decline-button>');
    expect(html.endsWith('    </gdpr-consent>\n</body>\n')).toBe(true);
  });

  it('header: `current` marks that top menu item, `mini-cart="no"` leaves the mini cart out', async () => {
    const shop = await expand('<!--#include header current="/winkel.html"-->');
    expect(shop).toContain('<a class="elementor-item elementor-item-active" href="/winkel.html" aria-current="page">Winkel</a>');
    expect(shop.match(/aria-current/g)).toHaveLength(1);
    expect(shop).toContain('<wc-mini-cart');
    const cart = await expand('<!--#include header mini-cart="no"-->');
    expect(cart).not.toContain('aria-current');
    expect(cart).not.toContain('wc-mini-cart');
    expect(cart).toMatch(/<\/header-menu>\n<\/header>$/);
  });

  it('footer: the chosen links in the partial\'s order, the tags line with each tag\'s docs page', async () => {
    const html = await expand('<!--#include footer links="privacy winkelwagen" tags="header-menu seoaic-lead-form:seoaic"-->');
    expect(html).toContain('<p><a href="/winkelwagen.html">Winkelwagen</a><br><a href="/contact.html#privacy">Privacy</a></p>');
    expect(html).toContain('Deze pagina is gemaakt met <a href="/docs/tags/header-menu/">&lt;header-menu&gt;</a>, <a href="/docs/tags/seoaic/">&lt;seoaic-lead-form&gt;</a>. <a href="/docs/">');
  });

  const mistakes: [string, string, RegExp][] = [
    ['an unknown include', '<!--#include sidebar-->', /test\.html: include sidebar: no such partial \(known: header, footer, consent\)/],
    ['an unknown parameter', '<!--#include consent style="dark"-->', /include consent: unknown parameter "style"/],
    ['a missing parameter', '<!--#include footer links="privacy"-->', /include footer: missing parameter "tags"/],
    ['a parameter given twice', '<!--#include header current="/" current="/"-->', /given twice/],
    ['a `current` that is no top menu item', '<!--#include header current="/nergens.html"-->', /current="\/nergens\.html" is no top menu item/],
    ['a mini-cart value that is no yes or no', '<!--#include header mini-cart="nee"-->', /mini-cart="nee"/],
    ['an unknown footer link', '<!--#include footer links="blog" tags="header-menu"-->', /links: "blog" is none of the footer's links/],
    ['a tag that is no tag name', '<!--#include footer links="privacy" tags="<b>"-->', /tags: "<b>" is no tag name/],
    ['a tag with two docs pages', '<!--#include footer links="privacy" tags="gdpr-cookie-list:a:b"-->', /tags: "gdpr-cookie-list:a:b" is no tag name/],
    ['an include inside a line', '<p><!--#include consent--></p>', /not on a line of its own/],
    ['an include written wrongly', "<!--#include header current='/'-->", /not on a line of its own or not written as/],
  ];
  for (const [what, page, message] of mistakes) {
    it(`${what} is an error naming the page, not an empty string`, async () => {
      const result = expand(page);
      await expect(result).rejects.toThrow(LayoutError);
      await expect(result).rejects.toThrow(message);
    });
  }

  it('a missing partial file is an error naming the file', async () => {
    const dir = demoFolder({ 'a.html': '<body>\n  <!--#include header-->\n</body>' }, false);
    await expect(readDemoPage(dir, 'a.html')).rejects.toThrow(/a\.html: include header: cannot read .*partials[\\/]header\.html \(ENOENT\)/);
  });
});

describe('the server at its start', () => {
  it('refuses to start when a demo page names a partial that does not exist', async () => {
    const dir = demoFolder({ 'index.html': '<!doctype html><title>x</title>\n<!--#include hedaer-->\n' });
    await expect(startServer({ databasePath: ':memory:', dataDir: dir, demoDir: dir, port: 0, host: '127.0.0.1', log: false })).rejects.toThrow(/index\.html: include hedaer: no such partial/);
  });

  it('refuses to start when a partial the pages include is missing', async () => {
    const dir = demoFolder({ 'index.html': '<!doctype html><title>x</title>\n<!--#include consent-->\n' }, false);
    await expect(startServer({ databasePath: ':memory:', dataDir: dir, demoDir: dir, port: 0, host: '127.0.0.1', log: false })).rejects.toThrow(/index\.html: include consent: cannot read/);
  });

  it('serves a page with its includes expanded, Content-Length the expanded size', async () => {
    const dir = demoFolder({ 'x.html': '<!doctype html><title>x</title>\n<!--#include header current="/contact.html"-->\n' });
    const server = await startServer({ databasePath: ':memory:', dataDir: dir, demoDir: dir, port: 0, host: '127.0.0.1', log: false });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/x.html`);
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).toBe(await readDemoPage(dir, 'x.html'));
      expect(text).toContain('href="/contact.html" aria-current="page"');
      expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    } finally {
      await server.close();
    }
  });
});

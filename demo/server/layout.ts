/**
 * One layout for the bakery's demo pages (issue 41): the header, footer and consent markup live once
 * in `demo/partials/{name}.html`, and a page pulls each in with a line of its own:
 *
 *   <!--#include header current="/winkel.html"-->
 *   <!--#include header mini-cart="no"-->
 *   <!--#include footer links="winkelwagen privacy" tags="header-menu gdpr-consent seoaic-lead-form:seoaic"-->
 *   <!--#include consent-->
 *
 * The line is replaced by the partial, each of its lines indented as the include line is. What
 * differs per page is a parameter:
 * - header `current`: the href of the top menu item that is this page (marked `elementor-item-active`
 *   and `aria-current="page"`); left out on a page that is no menu item. `mini-cart="no"`: no
 *   `<wc-mini-cart>` (the cart, checkout and account pages).
 * - footer `links`: which of the partial's "Meer" links the page shows (each named by its text in
 *   lower case, spaces as `-`: `winkelwagen afrekenen mijn-account cookie-instellingen privacy`), in
 *   the partial's order; `tags`: the tags the page is made with, for the `bakery-footer__tags` line,
 *   each `tag` or `tag:docs-page` when its page in /docs/tags/ has another name.
 * - consent: none (the `<gdpr-consent>` element and its cookie list).
 * Everything else in the page (its head, its config JSON, its `<main>`) stays in the page.
 *
 * The server expands a page when it serves or renders it (server.ts, routes/loop.ts, forms.ts,
 * product.ts, account.ts), the static build gets the pages from the server, and tests read a page
 * through readDemoPage. An unknown partial, a missing partial file, an unknown or missing parameter or
 * a `current` that is no menu item is an error, and checkDemoPages runs every page at the server's
 * start, so a mistake stops the start instead of serving a page with a hole in it.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { esc as escAttr } from './html';

/** The partials' folder under the demo folder. */
export const PARTIALS_DIR = 'partials';

type Params = Readonly<Record<string, string>>;

interface Partial {
  /** The parameters it takes: true = required. */
  params: Readonly<Record<string, boolean>>;
  /** The partial's markup with the page's parameters applied. */
  apply(markup: string, params: Params, fail: (message: string) => never): string;
}

/** The partials a page may include, with what each does with its parameters. */
const PARTIALS: Readonly<Record<string, Partial>> = {
  header: {
    params: { current: false, 'mini-cart': false },
    apply(markup, params, fail) {
      let html = markup;
      const current = params.current;
      if (current !== undefined) {
        const item = `<a class="elementor-item" href="${escAttr(current)}">`;
        const count = html.split(item).length - 1;
        if (count !== 1) fail(`current="${current}" is ${count ? 'more than one' : 'no'} top menu item of the header`);
        html = html.replace(item, () => `<a class="elementor-item elementor-item-active" href="${escAttr(current)}" aria-current="page">`);
      }
      const cart = params['mini-cart'] ?? 'yes';
      if (cart !== 'yes' && cart !== 'no') fail(`mini-cart="${cart}" is neither "yes" nor "no"`);
      if (cart === 'no') {
        const line = /^[ \t]*<wc-mini-cart\b[^\n]*<\/wc-mini-cart>\n/m;
        if (!line.test(html)) fail('the header partial has no <wc-mini-cart> line to leave out');
        html = html.replace(line, '');
      }
      return html;
    },
  },
  footer: {
    params: { links: true, tags: true },
    apply(markup, params, fail) {
      const meer = /(<section aria-labelledby="footer-meer">[^\n]*?<p>)([^\n]*?)(<\/p><\/section>)/;
      const m = meer.exec(markup);
      if (!m) return fail('the footer partial has no "Meer" links');
      const all = m[2]!.split('<br>').map((link) => ({ link, key: link.replace(/<[^>]*>/g, '').trim().toLowerCase().replace(/\s+/g, '-') }));
      const wanted = words(params.links!);
      for (const w of wanted) if (!all.some((a) => a.key === w)) fail(`links: "${w}" is none of the footer's links (${all.map((a) => a.key).join(', ')})`);
      const links = all.filter((a) => wanted.includes(a.key)).map((a) => a.link);
      const tags = words(params.tags!).map((t) => {
        const [tag, docs = tag, ...rest] = t.split(':');
        if (rest.length || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(tag!) || !/^[a-z][a-z0-9-]*$/.test(docs!)) fail(`tags: "${t}" is no tag name (or tag:docs-page)`);
        return `<a href="/docs/tags/${docs}/">&lt;${tag}&gt;</a>`;
      });
      if (!tags.length) fail('tags: name at least one tag');
      if (!markup.includes('{{tags}}')) fail('the footer partial has no {{tags}}');
      return markup.replace(meer, (_all, open: string, _links, close: string) => `${open}${links.join('<br>')}${close}`).replace('{{tags}}', () => tags.join(', '));
    },
  },
  consent: { params: {}, apply: (markup) => markup },
};

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** An include line: indentation, `<!--#include name key="value" …-->`, nothing else on the line. */
const INCLUDE = /^([ \t]*)<!--#include\s+([\w-]+)((?:\s+[\w-]+="[^"]*")*)\s*-->[ \t]*$/gm;
const PARAM = /([\w-]+)="([^"]*)"/g;

/** A page's or partial's mistake, naming the file. */
export class LayoutError extends Error {
  override name = 'LayoutError';
}

/**
 * `html` (the page `page`, for messages) with its include lines replaced by the partials of
 * `partialsDir`. A page without include lines is returned as it is (no partial is read).
 */
export async function expandIncludes(html: string, partialsDir: string, page = 'the page'): Promise<string> {
  if (!html.includes('<!--#include')) return html;
  const found = [...html.matchAll(INCLUDE)];
  // An include that is not on a line of its own, or not written as above, is a mistake too.
  const written = html.split('<!--#include').length - 1;
  if (found.length !== written) throw new LayoutError(`${page}: an <!--#include …--> is not on a line of its own or not written as <!--#include name key="value"-->`);
  const parts = await Promise.all(
    found.map(async ([, indent, name, rawParams]) => {
      const fail = (message: string): never => {
        throw new LayoutError(`${page}: include ${name}: ${message}`);
      };
      const partial = PARTIALS[name!] ?? fail(`no such partial (known: ${Object.keys(PARTIALS).join(', ')})`);
      const params: Record<string, string> = {};
      for (const [, key, value] of rawParams!.matchAll(PARAM)) {
        if (!(key! in partial.params)) fail(`unknown parameter "${key}" (it takes: ${Object.keys(partial.params).join(', ') || 'none'})`);
        if (key! in params) fail(`parameter "${key}" given twice`);
        params[key!] = value!;
      }
      for (const [key, required] of Object.entries(partial.params)) if (required && !(key in params)) fail(`missing parameter "${key}"`);
      const file = path.join(partialsDir, `${name}.html`);
      const markup = await readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => fail(`cannot read ${file} (${e.code ?? e.message})`));
      const body = partial.apply(markup.replace(/\n$/, ''), params, fail);
      return body
        .split('\n')
        .map((line) => (line ? indent + line : line))
        .join('\n');
    }),
  );
  let i = 0;
  return html.replace(INCLUDE, () => parts[i++]!);
}

/** The demo page `name` (`winkel.html`) of the folder `demoDir`, its includes expanded. */
export async function readDemoPage(demoDir: string, name: string): Promise<string> {
  const html = await readFile(path.join(demoDir, name), 'utf8');
  return expandIncludes(html, path.join(demoDir, PARTIALS_DIR), name);
}

/**
 * Expands every page of `demoDir` once (the server's start): a page with a mistake in its includes
 * throws here, naming the page, instead of when a visitor asks for it. A folder that does not exist
 * has nothing to check.
 */
export async function checkDemoPages(demoDir: string): Promise<number> {
  const files = await readdir(demoDir).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? [] : Promise.reject(e)));
  const pages = files.filter((f) => f.endsWith('.html'));
  await Promise.all(pages.map((f) => readDemoPage(demoDir, f)));
  return pages.length;
}

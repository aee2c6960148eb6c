/**
 * Shared by eb-form.spec.ts, eb-posts.spec.ts and eb-search.spec.ts: what seed.php made for issue 30's
 * Elementor pages on stack 2 (fixtures/elementor-widgets.json; `seed.elementorWidgets`), and how each
 * spec switches between the tag and Elementor's own front end (the project's plugin, its Elementor switches).
 */
import type { Page } from '@playwright/test';
import { expect, sql, type WpInfo } from './fixtures';

export interface ElementorWidgetsSeed {
  posts: Record<string, number>;
  postItem: number;
  category: { slug: string; termTaxonomyId: number };
  contact: { page: number; form: string; callback: string };
  blog: { page: number; loadMore: string; infinite: string };
  search: { page: number; search: string; searchForm: string };
}

export function widgetsSeed(wp: WpInfo): ElementorWidgetsSeed {
  const seed = (wp.seed as { elementorWidgets?: ElementorWidgetsSeed }).elementorWidgets;
  if (!seed) throw new Error(`the seed of stack ${wp.stack} has no issue 30 Elementor pages (seed.php's "form, posts and search widgets" section; ${JSON.stringify(Object.keys(wp.seed))})`);
  return seed;
}

/** The stack 2 / build guards every spec of these three files shares. */
export const STACK2 = 'Elementor and PRO Elements are on stack 2 only';

/** A form post as the page's script made it (recorded page-side by recordPosts()). */
export interface RecordedPost {
  method: string;
  url: string;
  /** FormData / URLSearchParams entries in order; files as "[file name type size]". */
  entries: [string, string][];
  status?: number;
  body?: string;
}

/**
 * Records, in the page itself, every XMLHttpRequest and fetch POST to admin-ajax.php with its body's
 * entries and the answer's text, in sessionStorage (so a redirect after the answer does not lose it).
 * Page-side because Chromium gives Playwright no body for a multipart request holding a file, and
 * no answer body once the page has navigated away. Works for jQuery's XHR (Elementor) and fetch alike.
 */
export async function recordPosts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = 'se-test-posts';
    const all: Record<string, unknown>[] = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    const save = () => sessionStorage.setItem(KEY, JSON.stringify(all));
    const entriesOf = (body: unknown): [string, string][] => {
      if (body instanceof FormData || body instanceof URLSearchParams) {
        return [...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `[file ${v.name} ${v.type} ${v.size}]`]);
      }
      if (typeof body === 'string') return [...new URLSearchParams(body).entries()];
      return [];
    };
    const ours = (url: string, method: string) => method.toUpperCase() === 'POST' && new URL(url, location.href).pathname.endsWith('/admin-ajax.php');
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { seRec?: Record<string, unknown> }, method: string, url: string | URL, ...rest: unknown[]) {
      this.seRec = { method, url: new URL(String(url), location.href).href };
      return (open as (...a: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { seRec?: Record<string, unknown> }, body?: Document | XMLHttpRequestBodyInit | null) {
      const rec = this.seRec;
      if (rec && ours(rec.url as string, rec.method as string)) {
        rec.entries = entriesOf(body);
        all.push(rec);
        save();
        this.addEventListener('readystatechange', () => {
          if (this.readyState !== 4) return;
          rec.status = this.status;
          rec.body = this.responseText;
          save();
        });
      }
      return send.call(this, body);
    };
    const fetch0 = window.fetch;
    window.fetch = async function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (!ours(url, method)) return fetch0.call(window, input, init);
      const rec: Record<string, unknown> = { method, url, entries: entriesOf(init?.body) };
      all.push(rec);
      save();
      const res = await fetch0.call(window, input, init);
      rec.status = res.status;
      rec.body = await res.clone().text();
      save();
      return res;
    };
  });
}

/** What recordPosts() has recorded on this tab so far. */
export async function recordedPosts(page: Page): Promise<RecordedPost[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('se-test-posts') ?? '[]') as RecordedPost[]);
}

/** The recorded posts that are PRO Elements form submissions, answered. */
export async function recordedSubmissions(page: Page): Promise<RecordedPost[]> {
  return (await recordedPosts(page)).filter((p) => p.entries.some(([k, v]) => k === 'action' && v === 'elementor_pro_forms_send_form') && typeof p.body === 'string');
}

/** PRO Elements' submissions of a form (its element id), newest first, with their values. */
export async function submissions(wp: WpInfo, elementId: string): Promise<{ id: string; postId: string; formName: string; referer: string; refererTitle: string; status: string; values: Record<string, string> }[]> {
  const rows = await sql(wp, `SELECT id, post_id, form_name, referer, referer_title, status FROM wp_e_submissions WHERE element_id = '${elementId.replace(/[^a-z0-9]/g, '')}' ORDER BY id DESC`);
  const out = [];
  for (const r of rows) {
    const values = await sql(wp, `SELECT \`key\` AS k, value AS v FROM wp_e_submissions_values WHERE submission_id = ${Number(r.id)} ORDER BY id`);
    out.push({
      id: r.id!,
      postId: r.post_id!,
      formName: r.form_name!,
      referer: r.referer!,
      refererTitle: r.referer_title!,
      status: r.status!,
      values: Object.fromEntries(values.map((v) => [v.k!, v.v ?? ''])),
    });
  }
  return out;
}

/** The demo posts of the category, as the Posts widgets list them (newest first). */
export async function categoryPosts(wp: WpInfo, termTaxonomyId: number): Promise<{ id: number; title: string }[]> {
  const rows = await sql(
    wp,
    `SELECT p.ID AS id, p.post_title AS title FROM wp_posts p JOIN wp_term_relationships tr ON tr.object_id = p.ID AND tr.term_taxonomy_id = ${Number(termTaxonomyId)}
     WHERE p.post_type = 'post' AND p.post_status = 'publish' ORDER BY p.post_date DESC, p.ID DESC`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title! }));
}

/** A widget as the server printed it: the wrapper's attributes (in order, as written) and its children's markup. */
export interface Printed {
  name: string;
  attributes: [string, string][];
  inner: string;
}

function attributesOf(open: string): [string, string][] {
  return [...open.matchAll(/\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']);
}

/**
 * The widget `id` in a page's HTML as the server sent it (not the live DOM, which the tag may change):
 * the element whose class list holds `elementor-element-{id}` and, up to its closing tag, its children.
 * `tag`: the element name to expect (`div` for Elementor's wrapper, `eb-…` for the plugin's).
 */
export function printedWidget(html: string, id: string, tag: string): Printed | null {
  const open = new RegExp(`<${tag}\\b[^>]*\\bclass="elementor-element elementor-element-${id}\\b[^"]*"[^>]*>`).exec(html);
  if (!open) return null;
  const from = open.index + open[0].length;
  let inner: string;
  if (tag === 'div') {
    // Count nested divs to the wrapper's own </div>.
    const re = /<div\b|<\/div>/g;
    re.lastIndex = from;
    let depth = 1;
    let m: RegExpExecArray | null;
    let end = -1;
    while ((m = re.exec(html))) {
      depth += m[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = m.index;
        break;
      }
    }
    if (end < 0) return null;
    inner = html.slice(from, end);
  } else {
    const end = html.indexOf(`</${tag}>`, from);
    if (end < 0) return null;
    inner = html.slice(from, end);
  }
  return { name: tag, attributes: attributesOf(open[0].slice(tag.length + 1, -1)), inner };
}

/**
 * Checks the plugin's contract for one widget: with the tag on, the wrapper is `<{tag} widget-id
 * post-id data-delay-child-handlers …>` with every attribute Elementor printed, in Elementor's order,
 * and Elementor's children byte for byte; with the switch off, Elementor's own `<div>` and no tag.
 */
export function expectPrintedAsTag(on: string, off: string, id: string, tag: string, postId: number): void {
  const own = printedWidget(off, id, 'div');
  const ours = printedWidget(on, id, tag);
  expect(own, `Elementor's wrapper of ${id} with the switch off`).not.toBeNull();
  expect(ours, `<${tag}> for ${id} with the tag on`).not.toBeNull();
  expect(printedWidget(on, id, 'div'), `no Elementor <div> wrapper for ${id} left with the tag on`).toBe(null);
  expect(off.includes(`<${tag} `), `no <${tag}> with the switch off`).toBe(false);
  expect(ours!.attributes).toEqual([['widget-id', id], ['post-id', String(postId)], ['data-delay-child-handlers', 'true'], ...own!.attributes]);
  expect(ours!.inner).toBe(own!.inner);
}

/** The project's page settings (`#site-elements-config`, printed by wordpress/site-elements) in a page's HTML. */
export function projectConfig(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="site-elements-config">([\s\S]*?)<\/script>/.exec(html);
  expect(m, '#site-elements-config on the page').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

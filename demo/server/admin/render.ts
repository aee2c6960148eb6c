/**
 * The admin area's HTML (pure; routes/admin.ts gathers the data and the nonces): one page layout
 * (skip link, header with the admin's address and the logout button, the section menu, the main
 * content), the lists' filter form, table and paging, and the small pieces the pages share. No
 * inline script or style anywhere (the strict CSP): the look is /assets/beheer.css.
 */
import { esc } from '../account/render';
import type { AdminLocale, AdminTexts } from './i18n';

export { esc };

export const ADMIN_PATH = '/beheer/';

/** The sections, in menu order: their path under ADMIN_PATH and their text key. */
export const SECTIONS = [
  { slug: '', key: 'dashboard' },
  { slug: 'bestellingen/', key: 'orders' },
  { slug: 'inzendingen/', key: 'entries' },
  { slug: 'elementor/', key: 'ebSubmissions' },
  { slug: 'leads/', key: 'leads' },
  { slug: 'artikelstatistieken/', key: 'stats' },
  { slug: 'toestemmingen/', key: 'consents' },
  { slug: 'pop-ups/', key: 'popups' },
  { slug: 'persoonsgegevens/', key: 'privacy' },
  { slug: 'bewaartermijn/', key: 'retention' },
] as const;
export type SectionKey = (typeof SECTIONS)[number]['key'];

export interface Notice {
  type: 'error' | 'success' | 'info';
  text: string;
}

export function notices(list: readonly Notice[]): string {
  return list.map((n) => (n.type === 'error' ? `<div class="adm-notice adm-notice--error" role="alert"><p>${esc(n.text)}</p></div>` : `<div class="adm-notice adm-notice--${n.type}" role="status"><p>${esc(n.text)}</p></div>`)).join('');
}

export interface Shell {
  locale: AdminLocale;
  t: AdminTexts;
  siteName: string;
  title: string;
  /** The section whose menu item is current; undefined: no menu (login, refusals). */
  section?: SectionKey | undefined;
  /** The logged-in admin's e-mail and the logout form's nonce (no header form without it). */
  user?: { email: string; logoutNonce: string } | undefined;
  body: string;
}

/** The whole document. */
export function layout(s: Shell): string {
  const { t } = s;
  // The menu is the project's own <header-menu> around the plain list (a list without the script):
  // on a phone a "Menu" toggle instead of eleven wrapped buttons.
  const menuConfig = JSON.stringify({ dropdown: 'mobile', toggleLabel: t.menu }).replace(/</g, '\\u003c');
  const nav = s.section
    ? `<header-menu class="adm-nav elementor-nav-menu--dropdown-mobile"><script type="application/json">${menuConfig}</script><nav aria-label="${esc(t.navLabel)}"><ul>${SECTIONS.map((x) => {
        const current = x.key === s.section;
        return `<li><a href="${ADMIN_PATH}${x.slug}"${current ? ' aria-current="page"' : ''}>${esc(t[x.key])}</a></li>`;
      }).join('')}</ul></nav></header-menu>`
    : '';
  const enhance = nav ? '\n<link rel="stylesheet" href="/dist/header-menu.css">\n<script type="module" src="/dist/site-elements.js"></script>' : '';
  const user = s.user
    ? `<div class="adm-user"><span class="adm-user__who">${esc(t.loggedInAs)} <strong>${esc(s.user.email)}</strong></span><form method="post" action="${ADMIN_PATH}uitloggen/"><input type="hidden" name="_wpnonce" value="${esc(s.user.logoutNonce)}"><button type="submit" class="adm-button adm-button--quiet">${esc(t.logout)}</button></form></div>`
    : '';
  return `<!doctype html>
<html lang="${s.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(s.title)} – ${esc(t.admin)} – ${esc(s.siteName)}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/beheer.css">${enhance}
</head>
<body class="adm">
<a class="adm-skip" href="#inhoud">${esc(t.skip)}</a>
<header class="adm-header"><a class="adm-logo" href="${ADMIN_PATH}"><img src="/assets/page-wheat.svg" alt="" width="28" height="28"><span>${esc(s.siteName)}</span> <span class="adm-logo__tag">${esc(t.admin)}</span></a>${user}</header>
<div class="adm-layout${nav ? '' : ' adm-layout--single'}">
${nav}<main id="inhoud" class="adm-main" tabindex="-1">
${s.body}
</main>
</div>
</body>
</html>`;
}

/** A hidden nonce field. */
export const nonceField = (name: string, value: string): string => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

export interface FilterSelect {
  label: string;
  all: string;
  options: readonly { value: string; label: string }[];
}

export interface ListView {
  t: AdminTexts;
  /** The list's own path (`/beheer/bestellingen/`). */
  path: string;
  /** The table's caption / region name. */
  caption: string;
  searchLabel: string;
  query: { s: string; filter: string; from: string; to: string; page: number };
  select?: FilterSelect | undefined;
  /** False for a list without dates or search (the pop-up counters). */
  filters?: boolean;
  total: number;
  pages: number;
  head: readonly string[];
  /** Cells as HTML; the first cell of a row is its header cell. */
  rows: readonly (readonly string[])[];
  /** Columns whose cells are numbers (right-aligned). */
  numeric?: readonly number[];
}

/** The query string of a list with some parameters changed ('' drops one). */
export function listHref(path: string, q: ListView['query'], change: Record<string, string | number> = {}): string {
  const p = new URLSearchParams();
  const all: Record<string, string | number> = { s: q.s, status: q.filter, from: q.from, to: q.to, paged: q.page > 1 ? q.page : '', ...change };
  for (const [k, v] of Object.entries(all)) if (v !== '' && v !== 0) p.set(k, String(v));
  const s = p.toString();
  return s ? `${path}?${s}` : path;
}

/** The filter form, the count, the table in a keyboard-scrollable region, the paging. */
export function listPage(v: ListView): string {
  const { t, query: q } = v;
  const filters = v.filters !== false;
  const select = v.select
    ? `<p class="adm-field"><label for="f-status">${esc(v.select.label)}</label><select id="f-status" name="status"><option value="">${esc(v.select.all)}</option>${v.select.options
        .map((o) => `<option value="${esc(o.value)}"${o.value === q.filter ? ' selected' : ''}>${esc(o.label)}</option>`)
        .join('')}</select></p>`
    : '';
  const form = filters
    ? `<form class="adm-filters" method="get" action="${esc(v.path)}" role="search" aria-label="${esc(t.filter)}">
<p class="adm-field adm-field--grow"><label for="f-s">${esc(v.searchLabel)}</label><input type="search" id="f-s" name="s" value="${esc(q.s)}" maxlength="200"></p>
${select}<p class="adm-field"><label for="f-from">${esc(t.from)}</label><input type="date" id="f-from" name="from" value="${esc(q.from)}"></p>
<p class="adm-field"><label for="f-to">${esc(t.to)}</label><input type="date" id="f-to" name="to" value="${esc(q.to)}"></p>
<p class="adm-actions"><button type="submit" class="adm-button">${esc(t.filter)}</button> <a class="adm-link" href="${esc(v.path)}">${esc(t.clear)}</a></p>
</form>`
    : '';
  const here = listHref(v.path, q, { paged: '' });
  const exportHref = `${here}${here.includes('?') ? '&' : '?'}export=csv`;
  const bar = `<div class="adm-listbar"><p class="adm-count">${esc(t.results(v.total))}</p><a class="adm-button adm-button--secondary" href="${esc(exportHref)}" download>${esc(t.exportCsv)}</a></div>`;
  const numeric = new Set(v.numeric ?? []);
  const cls = (i: number) => (numeric.has(i) ? ' class="adm-num"' : '');
  const table = v.rows.length
    ? `<div class="adm-table-wrap" role="region" aria-label="${esc(t.tableLabel(v.caption))}" tabindex="0"><table class="adm-table adm-table--list">
<caption class="adm-visually-hidden">${esc(v.caption)}</caption>
<thead><tr>${v.head.map((h, i) => `<th scope="col"${cls(i)}>${esc(h)}</th>`).join('')}</tr></thead>
<tbody>${v.rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row"${cls(i)}>${c}</th>` : `<td${cls(i)} data-title="${esc(v.head[i] ?? '')}"><div class="adm-cell">${c}</div></td>`)).join('')}</tr>`).join('\n')}</tbody>
</table></div>`
    : `<p class="adm-empty">${esc(t.none)}</p>`;
  const paging =
    v.pages > 1
      ? `<nav class="adm-paging" aria-label="${esc(t.paging)}"><ul>
${q.page > 1 ? `<li><a href="${esc(listHref(v.path, q, { paged: q.page - 1 }))}" rel="prev">${esc(t.previous)}</a></li>` : ''}
<li><span aria-current="page">${esc(t.pageOf(q.page, v.pages))}</span></li>
${q.page < v.pages ? `<li><a href="${esc(listHref(v.path, q, { paged: q.page + 1 }))}" rel="next">${esc(t.next)}</a></li>` : ''}
</ul></nav>`
      : '';
  return `${form}${bar}${table}${paging}`;
}

/** Money from minor units in the admin's locale (`€ 12,50` / `€12.50`). */
export function money(minor: number, currency: string, locale: AdminLocale): string {
  try {
    return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: currency || 'EUR' }).format(minor / 100);
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

const formats = new Map<AdminLocale, Intl.DateTimeFormat>();
/** A date and time in Amsterdam, in the admin's locale. */
export function dateTime(unix: number, locale: AdminLocale): string {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })));
  return f.format(unix * 1000);
}
export const timeTag = (unix: number, locale: AdminLocale): string => `<time datetime="${new Date(unix * 1000).toISOString()}">${esc(dateTime(unix, locale))}</time>`;

/** The unix second a `YYYY-MM-DD` day starts in Amsterdam (0 for anything else); `next` gives the day after's. */
export function amsterdamDay(date: string, next = false): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return 0;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (next ? 1 : 0));
  if (!Number.isFinite(guess)) return 0;
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(guess).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.floor((guess - (local - guess)) / 1000);
}

/**
 * Label/value pairs out of a stored JSON record, whatever its shape: Elementor's `{id: {title,
 * value}}`, SEOAIC's `[{question, answer | answers}]` (contact answers `[{field, value}]`), Gravity
 * Forms' `{input_1: value}` (labels by `label(key)`), else `key: value`.
 */
export function pairs(json: string, label: (key: string) => string = (k) => k): [string, string][] {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return json ? [['', json]] : [];
  }
  const out: [string, string][] = [];
  const flat = (x: unknown): string => (x === null || x === undefined ? '' : Array.isArray(x) ? x.map(flat).filter(Boolean).join(', ') : typeof x === 'object' ? Object.values(x as Record<string, unknown>).map(flat).filter(Boolean).join(', ') : String(x));
  if (Array.isArray(v)) {
    for (const item of v) {
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        const answer = o.answer ?? o.answers ?? o.value;
        if (Array.isArray(answer) && answer.every((a) => a && typeof a === 'object' && 'field' in (a as object))) {
          for (const a of answer as { field: unknown; value: unknown }[]) out.push([flat(a.field), flat(a.value)]);
        } else out.push([flat(o.question ?? o.title ?? o.id ?? o.field ?? ''), flat(answer)]);
      } else out.push(['', flat(item)]);
    }
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (x && typeof x === 'object' && !Array.isArray(x) && 'value' in (x as object)) {
        const o = x as { title?: unknown; value?: unknown };
        out.push([flat(o.title) || k, flat(o.value)]);
      } else out.push([label(k), flat(x)]);
    }
  } else if (v !== undefined) out.push(['', flat(v)]);
  return out.filter(([, value]) => value !== '');
}

/** Pairs as a compact definition list (the lists' data column). */
export function pairList(p: readonly [string, string][], max = 6): string {
  if (!p.length) return '';
  const shown = p.slice(0, max);
  const more = p.length > max ? `<div class="adm-more">… +${p.length - max}</div>` : '';
  return `<dl class="adm-pairs">${shown.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v.length > 160 ? `${v.slice(0, 157)}…` : v)}</dd></div>`).join('')}</dl>${more}`;
}

/** Pairs as one line of CSV text (`label: value; …`). */
export const pairText = (p: readonly [string, string][]): string => p.map(([k, v]) => (k ? `${k}: ${v}` : v)).join('; ');

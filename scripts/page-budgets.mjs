// Page budgets (issue 43): what each bakery page loads, per build, against budgets/pages.<build>.json.
// Pure: tests/e2e/page-budgets.spec.ts measures a page (JavaScript and CSS, gzip -9 per file, before
// first paint and in total) and asks check() whether it went over; tests/unit/page-budgets.test.ts
// shows it fails on a page made 1 KB heavier. `npm run budgets:update` writes the measured values
// as the new budgets (a deliberate change, reviewed in the diff).
//
// Before first paint: the stylesheets and scripts the page's HTML itself links (render-blocking CSS
// and the loader), the same on every load. In total: every script and stylesheet loaded by the
// time the page is idle (the chunks of the tags on it; what a visitor's taps fetch later is not in).

/** Bytes a page may grow by before it is over its budget: less than the 1 KB the issue asks to catch. */
export const BUDGET_SLACK_BYTES = 512;

/** The measures of a page, in gzip bytes. */
export const MEASURES = /** @type {const} */ (['jsFirst', 'cssFirst', 'js', 'css']);

const LABEL = { jsFirst: 'JS before first paint', cssFirst: 'CSS before first paint', js: 'JS in total', css: 'CSS in total' };

/**
 * A file's name without its origin, query and content hash, so a rebuild keeps its key:
 * `/dist/chunks/gdpr-consent-56caf236cb.js` → `dist/chunks/gdpr-consent.js`,
 * `/dist/chunks/light-HOTVXYIJ.js` → `dist/chunks/light-*.js` (the light chunks share a name).
 * @param {string} url
 */
export function fileKey(url) {
  const p = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/^\//, '');
  return p.replace(/^(.*\/)light-[0-9A-Z]{8}(\.m?js)$/, '$1light-*$2').replace(/-(?:[0-9a-f]{10}|[0-9A-Z]{8})(\.m?js|\.css)$/, '$1');
}

/**
 * Sums a page's files into its measures.
 * @param {{ url: string, type: 'js' | 'css', bytes: number, first: boolean }[]} files
 */
export function measure(files) {
  const out = { jsFirst: 0, cssFirst: 0, js: 0, css: 0, files: /** @type {Record<string, number>} */ ({}) };
  for (const f of files) {
    out[f.type] += f.bytes;
    if (f.first) out[f.type === 'js' ? 'jsFirst' : 'cssFirst'] += f.bytes;
    const key = fileKey(f.url);
    out.files[key] = (out.files[key] ?? 0) + f.bytes;
  }
  return out;
}

/**
 * What is over budget on a page: one line per measure over its budget by more than the slack,
 * naming the files that grew (or came new) and by how much, largest first.
 * @param {string} page
 * @param {{ jsFirst: number, cssFirst: number, js: number, css: number, files: Record<string, number> }} budget
 * @param {{ jsFirst: number, cssFirst: number, js: number, css: number, files: Record<string, number> }} now
 * @param {number} [slack]
 * @returns {string[]}
 */
export function check(page, budget, now, slack = BUDGET_SLACK_BYTES) {
  const grew = Object.entries(now.files)
    .map(([file, bytes]) => [file, bytes - (budget.files?.[file] ?? 0), file in (budget.files ?? {})])
    .filter(([, d]) => d > 0)
    .sort((a, b) => b[1] - a[1]);
  const out = [];
  for (const m of MEASURES) {
    const over = now[m] - budget[m];
    if (over <= slack) continue;
    const type = m.startsWith('js') ? /\.m?js$/ : /\.css$/;
    const files = grew.filter(([f]) => type.test(f)).map(([f, d, known]) => `${f} ${known ? '+' : 'new, '}${d} B`);
    out.push(`${page}: ${LABEL[m]} ${now[m]} B, budget ${budget[m]} B (+${over} B, more than the ${slack} B allowed)${files.length ? `; grew: ${files.join(', ')}` : ''}`);
  }
  return out;
}

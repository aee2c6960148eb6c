/**
 * The corpora of issue 14 hold what they say and cover every widget: header counts match the
 * files, every built tag is in the bad-config and demo-page registries with every kind of bad
 * config, and the sizes are written to .cache/corpus-counts.json for scripts/test.mjs to print.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TAGS as ALL_TAGS } from '../../elements/tags';
import { CALLS, CONTRACT_CALLS, FAULTS } from '../corpus/calls';
import { DEMO_PAGES } from '../corpus/pages';
import { SINKS, URL_SINKS } from '../corpus/sinks';
import { casesFor, TAGS } from '../corpus/tags';
import { XSS_PAYLOADS, XSS_URLS } from '../fixtures/xss/payloads';

/** Tags whose element is still the placeholder widget (their issues add them to the corpora). */
const pending = Object.keys(ALL_TAGS).filter((tag) => readFileSync(`elements/${tag}.ts`, 'utf8').includes('PendingWidget'));
const built = Object.keys(ALL_TAGS).filter((tag) => !pending.includes(tag));

const counts = {
  payloads: XSS_PAYLOADS.length,
  urls: XSS_URLS.length,
  sinks: SINKS.length + URL_SINKS.length,
  injections: SINKS.length * XSS_PAYLOADS.length + URL_SINKS.length * XSS_URLS.length,
  configs: TAGS.reduce((n, t) => n + casesFor(t).length, 0),
  hostile: TAGS.reduce((n, t) => n + (t.hostile?.length ?? 0), 0),
  tags: TAGS.length,
  calls: CALLS.length,
  faults: FAULTS.length,
  cells: CALLS.length * FAULTS.length,
  pages: DEMO_PAGES.length,
  states: DEMO_PAGES.reduce((n, p) => n + p.states.length, 0),
};

describe(`corpora: ${counts.payloads} XSS payloads + ${counts.urls} URLs through ${counts.sinks} sinks, ${counts.configs} bad configs, ${counts.cells} fault cells, ${counts.states} CSP walk states`, () => {
  it('the payload file says how many payloads and URLs it holds, and it holds at least 60 payloads', () => {
    const header = readFileSync('tests/fixtures/xss/payloads.ts', 'utf8').split('\n').slice(0, 3).join(' ');
    const m = /(\d+) payloads and (\d+) URLs/.exec(header);
    expect(m, 'header "N payloads and M URLs"').not.toBeNull();
    expect(Number(m![1])).toBe(XSS_PAYLOADS.length);
    expect(Number(m![2])).toBe(XSS_URLS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it('every payload would reach the trap (or a dialog) if it ran; ids are unique', () => {
    for (const p of XSS_PAYLOADS) expect(p.html, `payload ${p.id}`).toMatch(/xss\(|;base64,|http-equiv|<base /); // <base> and <meta> act without the trap: the DOM check and CSP catch them
    expect(new Set(XSS_PAYLOADS.map((p) => p.id)).size).toBe(XSS_PAYLOADS.length);
    const kinds = new Set(XSS_PAYLOADS.map((p) => p.kind));
    for (const k of ['script', 'handler', 'url', 'svg', 'math', 'srcdoc', 'mutation', 'base', 'meta', 'css']) expect(kinds, k).toContain(k);
  });

  it(`every built tag (${built.join(', ')}) is in the bad-config registry and on a demo page of the CSP walk`, () => {
    const inConfigs = TAGS.map((t) => t.tag);
    const onPages = DEMO_PAGES.flatMap((p) => p.tags);
    const missing = built.filter((tag) => !inConfigs.includes(tag) || !onPages.includes(tag));
    expect(missing, 'add them to tests/corpus/tags.ts and tests/corpus/pages.ts (see the comments there)').toEqual([]);
    expect(DEMO_PAGES.map((p) => p.file).sort()).toEqual(readdirSync('demo').filter((f) => f.endsWith('.html')).sort());
  });

  it('every tag of the bad-config registry has each kind of bad config the issue lists', () => {
    const kinds = ['wrong type', 'unknown enum', 'huge number', '1 MB', 'deep nesting', '__proto__', 'constructor', 'invalid JSON'];
    for (const t of TAGS) {
      const names = casesFor(t).map((c) => c.name).join(' | ');
      for (const k of kinds) expect(names, `<${t.tag}>: a "${k}" case`).toContain(k);
      if (!t.missing) expect(names, `<${t.tag}>: a "missing required key" case (or a \`missing\` reason)`).toContain('missing required key');
    }
  });

  it('every CONTRACT call of a built tag has fault cells (a CALLS entry names it) or says why not', () => {
    const missing = CONTRACT_CALLS.filter((c) => built.includes(c.tag) && !c.noCells && !CALLS.some((e) => e.call.includes(c.name))).map((c) => `${c.tag}: ${c.name}`);
    expect(missing, 'add an entry to CALLS in tests/corpus/calls.ts').toEqual([]);
    expect(CONTRACT_CALLS.every((c) => c.tag in ALL_TAGS), 'tags of CONTRACT_CALLS exist').toBe(true);
  });

  it('every fault entry names its call and its documented behaviour; sinks and pages have unique ids', () => {
    for (const c of CALLS) expect(c.call.length * c.documented.length).toBeGreaterThan(0);
    const ids = [...SINKS, ...URL_SINKS].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  /** Every .ts/.tsx file under src/ and elements/. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

  it('every file that puts raw HTML into the DOM is a sink of the XSS corpus', () => {
    const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|unsafeHTML|unsafeSVG|createContextualFragment|setHTMLUnsafe|document\.write/;
    const files = sources('src').filter((f) => RAW_HTML.test(readFileSync(f, 'utf8')));
    const named = new Set(SINKS.filter((s) => s.kind === 'html').map((s) => s.source));
    expect(files.filter((f) => !named.has(f.split(path.sep).join('/'))), 'add an html sink for it to tests/corpus/sinks.ts').toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });

  it('no eval, new Function or string timers anywhere in src/ and elements/ (a strict CSP forbids them)', () => {
    const EVAL = /\beval\s*\(|new\s+Function\s*\(|set(?:Timeout|Interval)\(\s*['"`]/;
    // Code only: a comment may say "never eval, never new Function (…)".
    const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect([...sources('src'), ...sources('elements')].filter((f) => EVAL.test(code(readFileSync(f, 'utf8'))))).toEqual([]);
    expect([code('/** never new Function (x) */\n// eval(x)\nok()'), code('/* a */ run(eval(x))')].map((t) => EVAL.test(t)), 'comments skipped, code seen').toEqual([false, true]);
  });

  it('writes the counts for the summary of npm test', () => {
    const dir = path.resolve('.cache');
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'corpus-counts.json'), JSON.stringify({ ...counts, pending }));
    console.log(
      `corpora: ${counts.payloads} XSS payloads + ${counts.urls} URLs through ${counts.sinks} sinks (${counts.injections} injections), ` +
        `${counts.configs} bad configs (+${counts.hostile} hostile but readable) over ${counts.tags} tags, ${counts.cells} fault cells (${counts.calls} calls × ${counts.faults} faults), ` +
        `${counts.states} CSP walk states on ${counts.pages} pages; not built yet: ${pending.join(', ') || 'none'}`,
    );
  });
});

// The user-facing pages of the docs site (everything in docs/ except the project's own pages:
// contributing, testing, benchmarks) read as a product's docs: what a tag does and how to use it,
// not where its code lives (issue 40). No source paths (src/, tests/, scripts/, bench/, the
// reference backend's demo/server/, the reference notes) and no issue numbers ("issue 31",
// "(#12)", an upstream tracker's "#19522"); developer detail belongs in docs/contributing.md and
// docs/testing.md. Code samples are checked too: a command a site owner runs is an npm script.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PROJECT_PAGES = new Set(['contributing.md', 'testing.md', 'benchmarks.md']);

/** The Markdown and template pages under docs/ a site owner reads (not _layouts, _data, _assets). */
export const USER_PAGES = (readdirSync('docs', { recursive: true }) as string[])
  .map((f) => f.split('\\').join('/'))
  .filter((f) => /\.(md|njk)$/.test(f) && !f.split('/').some((p) => p.startsWith('_')) && !PROJECT_PAGES.has(f))
  .sort();

const RULES: [string, RegExp][] = [
  ['a source path', /(?<![\w./-])(?:(?:src|tests|scripts|bench|reference|elements)\/[\w.{}*-]|demo\/(?:server|static)\b)/],
  ['a source file', /(?<![\w./-])[\w-]+\.(?:tsx?|test\.ts)\b(?!\w)/],
  ['an issue number', /\bissues? #?\d+|\(#\d+\)|\bISS #\d+|(?<![&\w#/`])#\d{3,}\b(?![\w-])/i],
];

/** The problems of one page: "line: what (the match)". A published .d.ts (dist/) is no source file. */
export function problems(text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [what, re] of RULES) {
      const m = re.exec(line.replace(/[\w.-]+\.d\.ts\b/g, ''));
      if (m) out.push(`${i + 1}: ${what} (${m[0]})`);
    }
  });
  return out;
}

describe('the rules catch what they should', () => {
  it.each([
    ['Code: `src/light/carousel/`.', 'a source path'],
    ['unit tables in tests/unit/shop/account-element.test.ts', 'a source path'],
    ['the reference backend (`demo/server/routes/account.ts`)', 'a source path'],
    ['`demo/server` (built to `dist/server/server.mjs`)', 'a source path'],
    ['`node scripts/screenshots-ebpopup.mjs` makes these', 'a source path'],
    ['(reference 5.9, ISS #19522)', 'an issue number'],
    ["Elementor's six carousel widgets (issue 31)", 'an issue number'],
    ['fixed in (#12)', 'an issue number'],
    ['the rules in `carousel-nav.ts`', 'a source file'],
  ])('%s: %s', (line, what) => expect(problems(line).join()).toContain(what));
  it.each([
    'Load `dist/site-elements.js` and its types `dist/site-elements.d.ts`.',
    'a colour such as #2f5d50 or `&#8220;`',
    'Open <http://localhost:8080/eb-search.html> after `npm start`.',
    'the light elements share a base',
  ])('no problem in: %s', (line) => expect(problems(line)).toEqual([]));
});

describe('user pages have no source paths or issue numbers', () => {
  it('there are user pages to check', () => expect(USER_PAGES.length).toBeGreaterThan(25));
  it.each(USER_PAGES)('docs/%s', (page) => {
    expect(problems(readFileSync(`docs/${page}`, 'utf8'))).toEqual([]);
  });
});

// Issue 34: the README shrank to what a newcomer needs first; nothing of it was lost. Every heading
// of the README as it was before the split (2,198 lines, 39c670b^) is a heading in docs/ (the level
// may differ), or is listed in MOVED with the page and heading it became.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const OLD_README_HEADINGS = [
  'site-elements', 'The two commands', 'Using it on a page', 'From a CDN', 'On a WordPress site', 'Self-hosting',
  'The reference backend', 'The static demo', 'Versions', 'The lite build', 'Page settings', 'Element config and errors',
  'Events, theming, security', 'Tags', '`<gdpr-consent>`, `<gdpr-cookie-list>`, `<gdpr-cookie-block>`', '`<ays-popup>`',
  '`<gform-form>`', '`<eb-popup>`', '`<header-menu>`, `<eb-loop-grid>`, `<eb-sticky>`, `<eb-carousel>` (light elements)',
  '`<header-menu>`', '`<eb-loop-grid widget-id post-id>`', '`<eb-sticky devices="desktop tablet">`',
  "`<eb-carousel>` (Elementor's six carousel widgets, issue 31)", 'Page behaviours of the loader',
  '`<seoaic-lead-form>` and `<interactive-article>`', 'Security', 'What is guaranteed', 'What is stored where',
  'How each guarantee is tested (all in `npm test`)', 'Reporting a problem', 'The reference backend', 'Repository layout',
  'Tests', 'Benchmarks',
];

/** Old heading -> [docs file, heading it became] where the words changed. */
const MOVED: Record<string, [string, string]> = {
  'site-elements': ['README.md', 'site-elements documentation'],
  'The two commands': ['guides/getting-started.md', 'See it run: the two commands'],
  '`<header-menu>`, `<eb-loop-grid>`, `<eb-sticky>`, `<eb-carousel>` (light elements)': ['guides/light-elements.md', 'Light elements'],
  "`<eb-carousel>` (Elementor's six carousel widgets, issue 31)": ['tags/eb-carousel.md', '`<eb-carousel>`'],
};

const norm = (s: string) => s.replace(/`/g, '').trim().toLowerCase();

/** Every heading of every Markdown page under docs/ (outside code fences), by file. */
function docsHeadings(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of (readdirSync('docs', { recursive: true }) as string[]).filter((f) => f.endsWith('.md') && !f.includes('_'))) {
    let fence = false;
    const heads: string[] = [];
    for (const line of readFileSync(`docs/${f}`, 'utf8').split('\n')) {
      if (line.startsWith('```')) fence = !fence;
      else if (!fence && /^#{1,6} /.test(line)) heads.push(norm(line.replace(/^#+ /, '')));
    }
    out.set(f.split('\\').join('/'), heads);
  }
  return out;
}

describe('the old README lives on in docs/', () => {
  const docs = docsHeadings();
  const all = new Set([...docs.values()].flat());
  it.each(OLD_README_HEADINGS)('"%s" is a heading in docs/', (heading) => {
    const moved = MOVED[heading];
    if (moved) expect(docs.get(moved[0]) ?? [], `${moved[0]}`).toContain(norm(moved[1]));
    else expect(all.has(norm(heading)), heading).toBe(true);
  });

  it('the README is at most 250 lines and links each tag page and guide in docs/', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    for (const f of docs.keys()) if (f.startsWith('tags/') || f.startsWith('guides/')) expect(readme, f).toContain(`docs/${f}`);
  });

  it("the README's two commands are the ones CI runs", () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = /## The two commands\s+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block).toMatch(/^npm install && npm start\b/m);
    expect(block).toMatch(/^npm test\b/m);
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toMatch(/^\s*npm test\b/m);
  });
});

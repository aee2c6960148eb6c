/**
 * Strict CSP everywhere (issue 14): every demo page of tests/corpus/pages.ts, walked through every
 * state of its widgets, under the policy the demo server sends, must cause no
 * `securitypolicyviolation` event (top page or any frame), no CSP report on the console and no
 * uncaught error.
 */
import { readdirSync } from 'node:fs';
import { CSP } from '../../demo/server/csp';
import { LIGHT_TAGS } from '../../elements/base/tag-props';
import { DEMO_PAGES, type PageState } from '../corpus/pages';
import { expect, test } from './fixtures';
import { PageGuard } from './models/guard';

const stateCount = DEMO_PAGES.reduce((n, p) => n + p.states.length, 0);

test.describe(`strict CSP walk: ${DEMO_PAGES.length} demo pages, ${stateCount} states`, () => {
  test('the server sends exactly the strict policy on every demo page; every demo page is in the walk', async ({ request }) => {
    expect(CSP).toBe("default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
    const files = readdirSync('demo').filter((f) => f.endsWith('.html')).sort();
    expect(DEMO_PAGES.map((p) => p.file).sort()).toEqual(files);
    for (const file of files) {
      const res = await request.get(`/${file === 'index.html' ? '' : file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-security-policy'], file).toBe(CSP);
    }
  });

  // A state with `goto` starts a new segment: segments are independent tests (parallel, own timeout).
  for (const demo of DEMO_PAGES) {
    const segments: PageState[][] = [];
    for (const state of demo.states) {
      if (state.goto || segments.length === 0) segments.push([]);
      segments.at(-1)!.push(state);
    }
    // A page without a React widget loads the same bytes in both builds (loader.spec.ts checks the
    // light tags' files on the metafiles): walked once, on the react project.
    const reactFree = demo.tags.every((t) => t in LIGHT_TAGS);
    for (const states of segments) {
      test(`${demo.file}: ${states.map((s) => s.name).join(' · ')} -> no violation, no uncaught error`, async ({ page, context, build }) => {
        test.skip(reactFree && build === 'lite', 'no React widget on this page: the same files as the react build, walked there');
        test.skip(demo.composition === true && build === 'lite', 'a page of the bakery site: its tags are walked on their own pages on both builds');
        test.setTimeout(20_000 + states.length * 15_000); // a long segment (the pop-up gallery) on a loaded machine
        const guard = await PageGuard.install(page);
        const seen: string[] = [];
        for (const state of states) {
          if (state.fresh) await context.clearCookies();
          await state.before?.(page);
          if (state.goto) await page.goto(state.goto);
          await test.step(state.name, () => state.run(page));
          const r = await guard.report();
          seen.push(...r.cspViolations.map((v) => `${state.name}: ${v}`), ...r.pageErrors.map((e) => `${state.name}: uncaught ${e}`));
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await guard.reset();
        }
        expect(seen).toEqual([]);
      });
    }
  }
});

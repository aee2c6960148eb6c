/** The e2e test object: baseURL from global setup, a console/page-error watcher, axe and the database. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { settleAnimations } from '../shared/settle-animations';

export { expect };

export interface PageProblems {
  /** Uncaught exceptions and unhandled rejections on the page. */
  pageErrors: string[];
  /** console.error texts. */
  consoleErrors: string[];
  /** Content-Security-Policy violations. */
  cspViolations: string[];
}

/** Which build a project runs against (playwright.config.ts: a project per build). */
export type Build = 'react' | 'lite';

/** The request header that makes the demo server answer /dist/site-elements(.iife).js with the lite build. */
export const BUILD_HEADER = 'X-Site-Elements-Build';

/** The HTTP headers a context needs to see `build` (for contexts a test makes itself). */
export function buildHeaders(build: Build): Record<string, string> {
  return build === 'lite' ? { [BUILD_HEADER]: 'lite' } : {};
}

/** Where `build` puts its files in dist/ (scripts/esbuild-shared.mjs, BUILDS). */
export function buildFiles(build: Build): { chunkDir: string; meta: string } {
  return build === 'lite' ? { chunkDir: 'chunks-lite', meta: 'meta.lite.json' } : { chunkDir: 'chunks', meta: 'meta.json' };
}

export const test = base.extend<{ problems: PageProblems; db: Database.Database }, { build: Build }>({
  build: ['react', { option: true, scope: 'worker' }],
  extraHTTPHeaders: async ({ build, extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...buildHeaders(build) });
  },
  baseURL: async ({}, use) => {
    await use(process.env.SE_BASE_URL);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { pageErrors: [], consoleErrors: [], cspViolations: [] };
    page.on('pageerror', (e) => problems.pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') {
        if (/Content.Security.Policy/i.test(m.text())) problems.cspViolations.push(m.text());
        else problems.consoleErrors.push(m.text());
      }
    });
    await use(problems);
  },
  db: async ({}, use) => {
    const db = new Database(process.env.SE_DB_PATH!, { readonly: true, fileMustExist: true });
    await use(db);
    db.close();
  },
});

/** Axe violations on the page (open shadow roots included). */
export async function axe(page: Page, include?: string) {
  await page.evaluate(settleAnimations, 3000);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

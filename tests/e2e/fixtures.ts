/** The e2e test object: baseURL from global setup, a console/page-error watcher, axe and the database. */
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type axeCore from 'axe-core';
import { DatabaseSync, type DatabaseSyncInstance } from '@photostructure/sqlite';
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

/** Page events the tests listen to: their listeners are taken off a reused page after each test. */
const PAGE_EVENTS = ['console', 'pageerror', 'dialog', 'request', 'response', 'requestfinished', 'requestfailed', 'download', 'popup', 'filechooser', 'websocket', 'worker', 'frameattached', 'framedetached', 'framenavigated', 'load', 'domcontentloaded'] as const;

export const test = base.extend<{ problems: PageProblems; db: DatabaseSyncInstance; resetReused: void }, { build: Build }>({
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
  /**
   * playwright.config.ts reuses one browser context and page per worker (`reuseContext`): a new
   * context and page cost about 1.2 s of CPU per test here, most of the suite's time on two cores.
   * Between tests Playwright clears cookies, the cache, localStorage and IndexedDB, closes other
   * pages, removes routes, init scripts and bindings, uninstalls the clock and resets the viewport
   * and media; a test.use() of another option gets a fresh context. What it leaves is reset here:
   * sessionStorage (the tab is the same one: the page-builder pop-ups count sessions there), the
   * offline switch, and the listeners a test put on the page. A test that used the fake clock
   * closes the context, and the next test gets a new one: Playwright 1.65 resumes a paused clock
   * after the test without waiting, and that resume's init script could land after the reset
   * had removed the clock, throwing "reading 'controller'" in every later page of the worker.
   */
  resetReused: [
    async ({ page, context, reuseContext }, use) => {
      await use();
      if (!reuseContext) return;
      if (!page.isClosed()) {
        if (await page.evaluate(() => '__pwClock' in globalThis).catch(() => false)) return void (await context.close());
        await page.evaluate(() => sessionStorage.clear()).catch(() => {});
        for (const type of PAGE_EVENTS) page.removeAllListeners(type);
        // A test's emulated media (reduced motion, colour scheme) is not the next one's.
        await page.emulateMedia({ reducedMotion: null, colorScheme: null }).catch(() => {});
      }
      await context.setOffline(false).catch(() => {});
    },
    { auto: true },
  ],
  db: async ({}, use) => {
    const db = new DatabaseSync(process.env.SE_DB_PATH!, { readOnly: true });
    await use(db);
    db.close();
  },
});

/**
 * Puts axe-core into `frame` unless it is there already (once per page load, not once per run; as
 * @axe-core/playwright's legacy mode configures it: results from same-origin frames only, and a
 * frame that cannot take it, such as a cross-origin error page, is left out).
 */
/**
 * The axe-core that @axe-core/playwright bundles (its own version, as the e2e checks have always
 * used), minified: its `source` is the 1.3 MB unminified axe.js, which cost about 450 ms to inject
 * into each page here; axe.min.js is the same code in 580 KB.
 */
const AXE_SOURCE = readFileSync(createRequire(path.resolve('node_modules/@axe-core/playwright/package.json')).resolve('axe-core/axe.min.js'), 'utf8');

async function injectAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
    const inject = frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
    await Promise.race([inject, new Promise((_, reject) => setTimeout(() => reject(new Error('axe injection timed out')), 1000))]);
  } catch {
    // A frame that is gone or cannot run scripts: axe in the page reports nothing from it.
  }
}

/**
 * Axe violations on the page (open shadow roots and same-origin frames included), after the
 * animations settle. axe.run in the page itself, as @axe-core/playwright's legacy mode does: its
 * default mode opens a second page per run to merge partial results (cross-origin frames, which
 * the demo pages do not have), which made every check cost seconds on a busy 2-core machine.
 */
export async function axe(page: Page, include?: string) {
  await page.evaluate(settleAnimations, 3000);
  for (const frame of page.frames()) await injectAxe(frame);
  const context = { include: include ? [include] : [], exclude: [] };
  const violations = await page.evaluate(async (ctx) => {
    const w = window as unknown as { axe: typeof axeCore };
    // Violations only: axe still checks every node, but gathers passes and the rest for one node per rule.
    const results = await w.axe.run((ctx.include.length ? ctx : document) as axeCore.ElementContext, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, context);
  return violations.map((v) => `${v.id}: ${v.help} -> ${v.targets.join(', ')}`);
}

/**
 * Logs `request` in as the site's administrator (made by global-setup.ts), through the account
 * page's login form as a browser without script would: its cookies then carry the admin's session.
 */
export async function loginAdmin(request: import('@playwright/test').APIRequestContext): Promise<void> {
  const page = await (await request.get('/mijn-account/')).text();
  const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]{10})"/.exec(page)?.[1];
  if (!nonce) throw new Error('no login nonce on /mijn-account/');
  const res = await request.post('/mijn-account/', {
    form: { username: process.env.SE_ADMIN_EMAIL!, password: process.env.SE_ADMIN_PASSWORD!, 'woocommerce-login-nonce': nonce, login: 'Inloggen' },
    maxRedirects: 0,
  });
  if (res.status() !== 302) throw new Error(`admin login answered ${res.status()}`);
}

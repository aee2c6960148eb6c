/**
 * The WordPress interop suite's test object: the stack's info (from global-setup.ts), the page
 * with the chosen build, page problems, and SQL against the stack's own database (what the
 * plugins themselves stored).
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export { expect };

export type Build = 'react' | 'lite';
export interface WpProjectOptions {
  stack: 1 | 2;
  build: Build;
}

/** What scripts/wordpress/stack.mjs reports for a running stack. */
export interface WpInfo {
  stack: number;
  wordpress: string;
  baseUrl: string;
  port: number;
  wpPath: string;
  db: { name: string; user: string; password: string; socket: string };
  debugLog: string;
  plugins: string[];
  seed: Record<string, unknown>;
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  cspViolations: string[];
}

export type Row = Record<string, string | null>;

const run = promisify(execFile);
const DIST = path.resolve('dist');

/** Runs SQL on a stack's database through the mariadb client; rows as objects of strings (NULL -> null). */
export async function sql(info: WpInfo, query: string): Promise<Row[]> {
  const args = ['--protocol=socket', `--socket=${info.db.socket}`, '-u', info.db.user, ...(info.db.password ? [`-p${info.db.password}`] : []), '--batch', '--raw', info.db.name, '-e', query];
  const { stdout } = await run('mariadb', args, { maxBuffer: 16 * 1024 * 1024 });
  const lines = stdout.split('\n').filter((l) => l !== '');
  if (lines.length === 0) return [];
  const head = lines[0]!.split('\t');
  return lines.slice(1).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [head[i]!, v === 'NULL' ? null : v])));
}

/** The stack's info, or null when global setup skipped it. */
export function stackInfo(stack: number): WpInfo | null {
  const raw = process.env[`SE_WP_${stack}`];
  if (!raw) return null;
  const info = JSON.parse(raw) as WpInfo & { skipped?: string };
  return info.skipped ? null : info;
}

/**
 * A visitor's browser: Playwright's automation markers hidden (navigator.webdriver and its globals),
 * so the tag's bot check sends the server-printed version_hash, as in a real visitor's browser.
 */
export async function asVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    for (const k of Object.keys(window)) if (k.startsWith('__pw') || k.startsWith('__playwright')) delete (window as unknown as Record<string, unknown>)[k];
  });
}

/**
 * Waits until a tag has upgraded: its shadow root holds what it rendered (a light tag's slot, a
 * React tag's tree). Before that the page is Elementor's printed markup, where a click is a plain
 * link or a native post and a key press does nothing; a loaded CI machine showed all of those.
 */
export async function upgraded(tag: Locator): Promise<void> {
  await expect
    .poll(() => tag.evaluate((el) => !!el.shadowRoot?.querySelector('*')), { message: 'the tag upgraded', timeout: 30_000 })
    .toBe(true);
}

/** Serves the lite build where the page asks for the plugin's React loader (same folder, so its chunks resolve). */
export async function useBuild(page: Page, build: Build): Promise<void> {
  if (build !== 'lite') return;
  await page.route(/\/site-elements(\.iife)?\.js(\?.*)?$/, (route) => {
    const iife = /\.iife\.js/.test(route.request().url());
    return route.fulfill({ path: path.join(DIST, iife ? 'site-elements.lite.iife.js' : 'site-elements.lite.js'), contentType: 'text/javascript' });
  });
}

export const test = base.extend<{ wp: WpInfo; problems: PageProblems; visitor: boolean }, WpProjectOptions>({
  stack: [1, { option: true, scope: 'worker' }],
  build: ['react', { option: true, scope: 'worker' }],
  wp: async ({ stack }, use, testInfo) => {
    const info = stackInfo(stack);
    testInfo.skip(!info, `stack ${stack} is not running (see global setup's output)`);
    await use(info!);
  },
  baseURL: async ({ wp }, use) => {
    await use(wp.baseUrl);
  },
  /** Hide the automation markers (default); a test that checks the bot rule sets it false. */
  visitor: [true, { option: true }],
  page: async ({ page, build, visitor }, use) => {
    await useBuild(page, build);
    if (visitor) await asVisitor(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { pageErrors: [], consoleErrors: [], cspViolations: [] };
    page.on('pageerror', (e) => problems.pageErrors.push(e.message));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      if (/Content.Security.Policy/i.test(m.text())) problems.cspViolations.push(m.text());
      else problems.consoleErrors.push(m.text());
    });
    await use(problems);
  },
});

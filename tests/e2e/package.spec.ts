/**
 * The published package: `npm pack` of what the build makes (the files package.json lists),
 * installed from the tarball into an empty folder, then loaded in Chromium from node_modules
 * under a strict CSP, both builds and the classic script. Checks both builds itself, so it runs
 * in the react project only (playwright.config.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TAGS } from '../../elements/tags';
import { expect, test } from './fixtures';
import { serveFolder, type StaticServer } from './static-server';

const PACKAGE = 'site-elements';
/** What the package holds besides the hashed chunks (dist/chunks/, dist/chunks-lite/). */
const FILES = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'custom-elements.json',
  'dist/site-elements.js',
  'dist/site-elements.lite.js',
  'dist/site-elements.iife.js',
  'dist/site-elements.lite.iife.js',
  'dist/site-elements.d.ts',
  'dist/site-elements.lite.d.ts',
  'dist/eb-carousel.css',
  'dist/eb-form.css',
  'dist/header-menu.css',
  'dist/eb-search.css',
  'dist/THIRD-PARTY-LICENSES.txt',
  'dist/integrity.json',
];
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

let tmp = '';
let packed: string[] = [];
let server: StaticServer | undefined;
let base = '';

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'se-pack-'));
  // The package folder as `npm pack` in the repo would see it after its prepack build.
  const stage = path.join(tmp, 'stage');
  cpSync(process.env.SE_DIST_DIR!, path.join(stage, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.db') });
  for (const f of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'custom-elements.json']) cpSync(f, path.join(stage, f));
  const [info] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], stage)) as { filename: string; files: { path: string }[] }[];
  packed = info!.files.map((f) => f.path).sort();
  // An empty site that installs the tarball (no dependencies: nothing to fetch).
  const app = path.join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  npm(['install', path.join(tmp, info!.filename), '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], app);
  server = await serveFolder(app, (url) => {
    if (url.pathname !== '/page.html') return undefined;
    const script = url.searchParams.get('script')!;
    const sri = url.searchParams.get('integrity');
    const attrs = sri ? ` integrity="${sri}" crossorigin="anonymous"` : '';
    const tag = script.includes('iife') ? `<script src="${script}"${attrs}></script>` : `<script type="module" src="${script}"${attrs}></script>`;
    const tags = url.searchParams.has('all') ? Object.keys(TAGS) : ['gdpr-consent'];
    const body = tags.map((t) => `<${t}></${t}>`).join('');
    return {
      html: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>pakket</title>${tag}</head><body><p>Pagina</p>${body}</body></html>`,
      headers: { 'Content-Security-Policy': CSP },
    };
  });
  base = server.base;
});

test.afterAll(async () => {
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the tarball holds exactly both builds, their types, the manifest and the licences; not the server or build notes', () => {
  for (const f of FILES) expect(packed, f).toContain(f);
  for (const dir of ['dist/chunks/', 'dist/chunks-lite/']) {
    expect(packed.some((f) => new RegExp(`^${dir}runtime-[0-9A-Za-z]{8,10}\\.js$`).test(f)), `${dir}runtime-<hash>.js`).toBe(true);
    expect(packed.some((f) => new RegExp(`^${dir}gdpr-consent-[0-9A-Za-z]{8,10}\\.js$`).test(f)), `${dir}gdpr-consent-<hash>.js`).toBe(true);
  }
  // Exactly these: the files above and hashed chunks, nothing else (no server, build notes, database).
  expect(packed.filter((f) => !FILES.includes(f) && !/^dist\/chunks(-lite)?\/[a-z]+(-[a-z]+)*-[0-9A-Za-z]{8,10}\.js$/.test(f))).toEqual([]);
  // Every chunk of both builds' metafiles, as `npm pack --dry-run` lists them.
  for (const meta of ['meta.json', 'meta.lite.json']) {
    const outputs = Object.keys((JSON.parse(readFileSync(path.join(process.env.SE_DIST_DIR!, meta), 'utf8')) as { outputs: object }).outputs);
    for (const o of outputs) expect(packed, o).toContain(`dist/${o.split('/').slice(-2).join('/')}`);
  }
  expect(readFileSync(path.join(tmp, 'app/node_modules', PACKAGE, 'dist/THIRD-PARTY-LICENSES.txt'), 'utf8')).toContain('react-dom');
});

test('the exports resolve: ".", "./lite", the classic scripts, the manifest and the types', () => {
  const app = path.join(tmp, 'app');
  const resolve = (spec: string) => execFileSync(process.execPath, ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(spec)}))`], { cwd: app, encoding: 'utf8' }).trim();
  expect(resolve(PACKAGE)).toMatch(/node_modules\/site-elements\/dist\/site-elements\.js$/);
  expect(resolve(`${PACKAGE}/lite`)).toMatch(/dist\/site-elements\.lite\.js$/);
  expect(resolve(`${PACKAGE}/iife`)).toMatch(/dist\/site-elements\.iife\.js$/);
  expect(resolve(`${PACKAGE}/lite/iife`)).toMatch(/dist\/site-elements\.lite\.iife\.js$/);
  expect(resolve(`${PACKAGE}/custom-elements.json`)).toMatch(/custom-elements\.json$/);
  const pkg = JSON.parse(readFileSync(path.join(app, 'node_modules', PACKAGE, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(pkg.customElements).toBe('custom-elements.json');
  // <script src="https://cdn.jsdelivr.net/npm/site-elements@x.y.z"> is the classic script.
  expect([pkg.jsdelivr, pkg.unpkg]).toEqual(['dist/site-elements.iife.js', 'dist/site-elements.iife.js']);
  expect(readFileSync(path.join(app, 'node_modules', PACKAGE, pkg.types as string), 'utf8')).toContain('interface HTMLElementTagNameMap');
  expect(pkg.dependencies ?? {}).toEqual({});
});

for (const script of ['dist/site-elements.js', 'dist/site-elements.lite.js', 'dist/site-elements.iife.js', 'dist/site-elements.lite.iife.js']) {
  test(`installed ${script} shows the consent banner under a strict CSP`, async ({ page, problems }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(r.url());
    });
    await page.goto(`${base}/page.html?script=/node_modules/${PACKAGE}/${script}`);
    await expect(page.locator('gdpr-consent [part~="banner"]')).toBeVisible({ timeout: 15_000 });
    expect(failed).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}

for (const script of ['dist/site-elements.js', 'dist/site-elements.lite.js']) {
  test(`installed ${script} loads every tag's chunk from the package`, async ({ page, problems }) => {
    const loaded = new Set<string>();
    const failed: string[] = [];
    page.on('response', (r) => {
      const m = /\/dist\/chunks(?:-lite)?\/([a-z]+(?:-[a-z]+)*)-[0-9A-Za-z]{8,10}\.js$/.exec(r.url());
      if (m && r.ok()) loaded.add(m[1]!);
      if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(r.url());
    });
    await page.goto(`${base}/page.html?all&script=/node_modules/${PACKAGE}/${script}`);
    await expect.poll(() => Object.keys(TAGS).filter((t) => !loaded.has(t)), { timeout: 20_000 }).toEqual([]);
    expect(failed).toEqual([]);
    // A tag without its config may say so ([tag] console error, data-error); none failed to load.
    expect(await page.locator('[data-error]').evaluateAll((els) => els.map((e) => e.getAttribute('data-error')).filter((m) => /chunk/i.test(m ?? '')))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });
}

test('installed classic scripts define every tag', async ({ page, problems }) => {
  for (const script of ['dist/site-elements.iife.js', 'dist/site-elements.lite.iife.js']) {
    await page.goto(`${base}/page.html?all&script=/node_modules/${PACKAGE}/${script}`);
    await expect.poll(() => page.evaluate((tags) => tags.filter((t) => !customElements.get(t)), Object.keys(TAGS))).toEqual([]);
  }
  expect(problems.pageErrors).toEqual([]);
});

test('the loader pinned with its integrity (dist/integrity.json) loads; a wrong hash is refused', async ({ page }) => {
  const integrity = JSON.parse(readFileSync(path.join(tmp, 'app/node_modules', PACKAGE, 'dist/integrity.json'), 'utf8')) as Record<string, string>;
  expect(integrity['site-elements.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  const url = (sri: string) => `${base}/page.html?script=/node_modules/${PACKAGE}/dist/site-elements.js&integrity=${encodeURIComponent(sri)}`;
  await page.goto(url(integrity['site-elements.js']!));
  await expect(page.locator('gdpr-consent [part~="banner"]')).toBeVisible({ timeout: 15_000 });
  await page.goto(url(`sha384-${'A'.repeat(64)}`));
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => customElements.get('gdpr-consent'))).toBeUndefined();
});

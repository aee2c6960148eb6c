import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DatabaseSync } from '@photostructure/sqlite';
import { expect, test } from './fixtures';
import { ConsentPage } from './models/consent';
import { FormModel } from './models/form';

test('health check answers and the database is reachable', async ({ request }) => {
  const res = await request.get('/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true });
});

test('a consent give POST from the page stores a row with level, level_ids and a truncated IP', async ({ page, db }) => {
  await page.goto('/');
  const marker = Math.floor(Math.random() * 4) + 2;
  const answer = await page.evaluate(async (level) => {
    const body = new URLSearchParams([['action', 'ct_ultimate_gdpr_cookie_consent_give'], ['level', String(level)], ['level_id[]', '5'], ['level_id[]', '6']]);
    const res = await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body });
    return { status: res.status, json: await res.json() };
  }, marker);
  expect(answer).toEqual({ status: 200, json: { success: true } });
  const row = db.prepare('SELECT level, level_ids, ip FROM consents ORDER BY id DESC LIMIT 1').get() as { level: number; level_ids: string; ip: string };
  expect(row.level).toBe(marker);
  expect(JSON.parse(row.level_ids)).toEqual([5, 6]);
  expect(row.ip).toBe('127.0.0.0');
});

test.describe('bad input -> 400 with a JSON error, never a crash', () => {
  const cases: [string, Record<string, string> | string, string, RegExp][] = [
    ['no action', {}, 'application/x-www-form-urlencoded', /Missing field "action"/],
    ['unknown action', { action: 'nope' }, 'application/x-www-form-urlencoded', /Unknown action/],
    ['level not a number', { action: 'ct_ultimate_gdpr_cookie_consent_give', level: 'x' }, 'application/x-www-form-urlencoded', /whole number/],
    ['level out of range', { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '99' }, 'application/x-www-form-urlencoded', /between/],
    ['garbage multipart', '--zz\r\nnonsense', 'multipart/form-data; boundary=zz', /not valid form data/],
  ];
  for (const [name, body, type, message] of cases) {
    test(`${name} -> 400`, async ({ request }) => {
      const data = typeof body === 'string' ? body : new URLSearchParams(body).toString();
      const res = await request.post('/wp-admin/admin-ajax.php', { data, headers: { 'content-type': type } });
      expect(res.status()).toBe(400);
      const json = await res.json();
      expect(json.success).toBe(false);
      expect(json.data.message).toMatch(message);
    });
  }

  test('unknown REST route -> 404 JSON', async ({ request }) => {
    const res = await request.get('/wp-json/nope/v1/x');
    expect(res.status()).toBe(404);
    expect((await res.json()).data.code).toBe('rest_no_route');
  });

  test('path traversal -> 404', async ({ request }) => {
    expect((await request.get('/dist/..%2f..%2fpackage.json')).status()).toBe(404);
  });

  test('the server still answers after all that', async ({ request }) => {
    expect((await request.get('/health')).status()).toBe(200);
  });
});

test('demo pages carry a strict Content-Security-Policy and the security headers', async ({ request }) => {
  const res = await request.get('/gdpr-consent.html');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers()['content-security-policy']).toContain("style-src 'self'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test.describe('rate limit: a 429 is a failure the widgets retry later, nothing lost', () => {
  // A second backend from the same build with a limit of one public write per visitor per hour.
  let limited: { port: number; close(): Promise<void> };
  let dbPath: string;
  test.beforeAll(async () => {
    const dist = process.env.SE_DIST_DIR!;
    dbPath = path.join(dist, `limited-${test.info().workerIndex}.db`);
    const { startServer } = await import(pathToFileURL(path.join(dist, 'server/server.mjs')).href);
    limited = await startServer({ port: 0, host: '127.0.0.1', databasePath: dbPath, distDir: dist, log: false, rateLimit: 1, rateWindowSeconds: 3600 });
  });
  test.afterAll(async () => {
    await limited.close();
  });
  /** Spends this visitor's one write, so the widget's own calls meet the 429. */
  const spendLimit = async (base: string) => {
    const body = new URLSearchParams({ action: 'ays_increment_pb_conversions', id: '1' });
    for (let i = 0; i < 2; i++) await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body });
  };

  test('consent: give -> 429, retried with skip_cookies -> 429, the cookie is written client-side and the event fires', async ({ browser }) => {
    const base = `http://127.0.0.1:${limited.port}`;
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const statuses: number[] = [];
    page.on('response', (r) => r.url().endsWith('/admin-ajax.php') && statuses.push(r.status()));
    await spendLimit(base);
    const c = new ConsentPage(page);
    await c.goto();
    await c.recordEvents();
    await c.acceptButton.click();
    await expect.poll(() => c.events()).toEqual([{ level: 5, levels: [5, 6, 7, 8] }]);
    expect(statuses).toEqual([429, 429]);
    expect(c.ajaxBodies.map((b) => b.skipCookies)).toEqual([null, 'true']);
    expect((await c.cookie(context))?.value).toMatchObject({ consent_level: 5 });
    const db = new DatabaseSync(dbPath, { readOnly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM consents').get()).toEqual({ n: 0 });
    db.close();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('form: next -> 429 -> the error banner shows the server text, the page and values stay, the next click tries again', async ({ browser }) => {
    const base = `http://127.0.0.1:${limited.port}`;
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const form = new FormModel(page);
    await form.goto();
    await form.fillPage1();
    await spendLimit(base);
    await form.next();
    const banner = form.part('error-banner');
    await expect(banner).toContainText('Te veel verzoeken');
    expect(await form.currentPage()).toBe(1);
    await expect(form.field('Voornaam')).toHaveValue('Sanne');
    await form.next();
    expect(form.submissions).toHaveLength(2);
    await expect(banner).toContainText('Te veel verzoeken');
    await context.close();
  });
});

import { expect, test } from './fixtures';

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

test('demo pages carry a strict Content-Security-Policy', async ({ request }) => {
  const res = await request.get('/gdpr-consent.html');
  expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers()['content-security-policy']).toContain("style-src 'self'");
});

/**
 * The backend suite over HTTP, on every engine (engines.ts): what each route stores, the limits
 * (body sizes, the form's upload limit, the per-IP rate limit, 400 naming the field), security
 * headers, no stack traces, and two real server processes on one database acting as one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../demo/server/server';
import { engines, type Fresh } from './engines';

const AJAX = '/wp-admin/admin-ajax.php';
const RATE_LIMIT = 5;

/** A demo folder whose forms are the real ones plus form 9: a required name and a 1 MB upload field. */
function demoWithUploadForm(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'se-demo-'));
  mkdirSync(path.join(dir, 'forms'));
  for (const f of readdirSync('demo/forms')) copyFileSync(path.join('demo/forms', f), path.join(dir, 'forms', f));
  writeFileSync(
    path.join(dir, 'forms', '9.json'),
    JSON.stringify({
      id: 9,
      title: 'Upload',
      save: { enabled: true, button: { type: 'link', text: 'Opslaan' } },
      fields: [
        { id: 1, type: 'text', label: 'Naam', isRequired: true },
        { id: 2, type: 'fileupload', label: 'Foto', maxFileSize: '1', multipleFiles: false },
      ],
    }),
  );
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title><gform-form form-id="9"></gform-form>');
  return dir;
}

/** A POST from visitor `ip` (the servers trust one proxy, so X-Forwarded-For names the visitor). */
function post(base: string, ip: string, body: URLSearchParams | FormData | string, pathname = AJAX, type?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (type) headers['content-type'] = type;
  return fetch(base + pathname, { method: 'POST', body, headers });
}
const form = (entries: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p;
};
let ipCounter = 0;
/** A fresh visitor address, so each case starts with an empty rate-limit window. */
const visitor = () => `203.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

let demoDir: string;
const savedDemoDir = process.env.DEMO_DIR;
beforeAll(() => {
  demoDir = demoWithUploadForm();
  process.env.DEMO_DIR = demoDir;
});
afterAll(() => {
  if (savedDemoDir === undefined) delete process.env.DEMO_DIR;
  else process.env.DEMO_DIR = savedDemoDir;
  rmSync(demoDir, { recursive: true, force: true });
});

for (const engine of engines()) {
  describe(`backend over HTTP on ${engine.name}`, () => {
    let fresh: Fresh;
    let server: Awaited<ReturnType<typeof startServer>>;
    let base: string;
    beforeAll(async () => {
      fresh = await engine.fresh();
      server = await startServer({ ...fresh.options, port: 0, host: '127.0.0.1', log: false, demoDir, rateLimit: RATE_LIMIT, rateWindowSeconds: 3600, trustProxy: 1 });
      base = `http://127.0.0.1:${server.port}`;
    });
    afterAll(async () => {
      await server.close();
      await fresh.drop();
    });

    it('consent give -> success, cookies, a row with the visitor network; decline -> a declined row', async () => {
      const res = await post(base, '198.51.100.77', form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '4', 'level_id[]': ['5', '6'] }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['ct-ultimate-gdpr-cookie', 'ct-ultimate-gdpr-cookie-level']);
      expect((await post(base, '198.51.100.78', form({ action: 'ct_ultimate_gdpr_cookie_consent_decline', ct_ultimate_gdpr_button_close: '1' }))).status).toBe(200);
      const rows = await server.store.db.all<Record<string, unknown>>("SELECT level, level_ids, declined, ip FROM consents WHERE ip = '198.51.100.0' ORDER BY id");
      expect(rows.map((r) => ({ ...r, level: Number(r.level), declined: Number(r.declined) }))).toEqual([
        { level: 4, level_ids: '[5,6]', declined: 0, ip: '198.51.100.0' },
        { level: 1, level_ids: '[]', declined: 1, ip: '198.51.100.0' },
      ]);
    });

    it('pop-up conversions -> counted, shown by the REST route', async () => {
      for (let i = 0; i < 3; i++) expect((await post(base, visitor(), form({ action: 'ays_increment_pb_conversions', id: '42' }))).status).toBe(200);
      const res = await fetch(`${base}/wp-json/ays-pb/v1/conversions/42`);
      expect((await res.json()).data).toMatchObject({ id: 42, conversions: 3 });
    });

    it('form: save-and-continue draft -> resumed by its token -> the entry stored and the draft gone', async () => {
      const ip = visitor();
      const saved = await (await post(base, ip, form({ action: 'gform_submit_form', form_id: '9', gform_save: '1', input_1: 'Sanne' }))).json();
      const token = saved.data.resume_token as string;
      expect(token).toMatch(/^[a-f0-9]{32}$/);
      const config = await (
        await post(base, ip, form({ action: 'gform_get_config', args: '{"form_ids":[9]}', config_path: 'gform_forms/9', query_string: `gf_token=${token}` }))
      ).text();
      expect(config).toContain('"values":{"input_1":"Sanne"}');
      const done = await (await post(base, ip, form({ action: 'gform_submit_form', form_id: '9', input_1: 'Sanne', gform_resume_token: token, gform_unique_id: 'u-77' }))).json();
      expect(done.data.is_valid).toBe(true);
      expect(await server.store.db.one("SELECT form_id, unique_id FROM form_entries WHERE unique_id = 'u-77'")).toEqual({ form_id: 9, unique_id: 'u-77' });
      expect(await server.store.db.one('SELECT token FROM form_drafts WHERE token = ?', [token])).toBeUndefined();
    });

    it.each<[string, Record<string, string>, string]>([
      ['no level', { action: 'ct_ultimate_gdpr_cookie_consent_give' }, '"level"'],
      ['level 9', { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '9' }, '"level"'],
      ['level id 0', { action: 'ct_ultimate_gdpr_cookie_consent_give', level: '2', 'level_id[]': '0' }, '"level_id[]"'],
      ['close flag x', { action: 'ct_ultimate_gdpr_cookie_consent_decline', ct_ultimate_gdpr_button_close: 'x' }, '"ct_ultimate_gdpr_button_close"'],
      ['conversion id abc', { action: 'ays_increment_pb_conversions', id: 'abc' }, '"id"'],
      ['form id missing', { action: 'gform_submit_form' }, '"form_id"'],
      ['config args not JSON', { action: 'gform_get_config', args: '{', config_path: 'gform_forms/1' }, '"args"'],
      ['page number too big', { action: 'gform_submit_form', form_id: '9', gform_target_page_number_9: '7' }, '"gform_target_page_number_9"'],
      ['no action', {}, '"action"'],
    ])('bad input (%s) -> 400 naming the field', async (_name, body, field) => {
      const res = await post(base, visitor(), form(body));
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json).toMatchObject({ success: false, data: { code: expect.any(String) } });
      expect(json.data.message).toContain(field);
    });

    it('body limits: consent over 4 KB -> 413; a file over the form field\'s 1 MB -> 413 naming the field; under it the form decides', async () => {
      const big = await post(base, visitor(), form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '2', pad: 'x'.repeat(5000) }));
      expect(big.status).toBe(413);
      expect((await big.json()).data.code).toBe('too_large');
      const upload = (bytes: number) => {
        const f = new FormData();
        f.append('action', 'gform_submit_form');
        f.append('form_id', '9');
        f.append('input_1', 'Sanne');
        f.append('input_2', new Blob([new Uint8Array(bytes)]), 'foto.jpg');
        return post(base, visitor(), f);
      };
      const over = await upload(1024 * 1024 + 1);
      expect(over.status).toBe(413);
      expect((await over.json()).data.message).toContain('"input_2"');
      // Files themselves are the upload issue's; the size check passes and the form answers as now.
      expect((await upload(1000)).status).not.toBe(413);
    });

    it(`rate limit: ${RATE_LIMIT} public writes per visitor, the next -> 429 with Retry-After; other visitors and reads unaffected`, async () => {
      const ip = visitor();
      const give = () => post(base, ip, form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '3' }));
      for (let i = 0; i < RATE_LIMIT; i++) expect((await give()).status).toBe(200);
      const limited = await give();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ success: false, data: { code: 'rate_limited' } });
      // a form submission counts against the same limit
      expect((await post(base, ip, form({ action: 'gform_submit_form', form_id: '9', input_1: 'x' }))).status).toBe(429);
      // and so do SEOAIC lead and article-stats creates (issue 11); their list is a read (an admin's: 401, not 429)
      const lead = JSON.stringify({ lead_data: [], title: 'Taart', url: 'https://bakkerij.example/' });
      expect((await post(base, ip, lead, '/wp-json/seoaic/v1/lead', 'application/json')).status).toBe(429);
      expect((await post(base, ip, JSON.stringify({ post_id: 1, blocks_count: 0, data: [] }), '/wp-json/seoaic/v1/interactive-article-stats', 'application/json')).status).toBe(429);
      expect((await post(base, visitor(), lead, '/wp-json/seoaic/v1/lead', 'application/json')).status).toBe(200);
      expect((await fetch(`${base}/wp-json/seoaic/v1/lead`, { headers: { 'x-forwarded-for': ip } })).status).toBe(401);
      expect((await post(base, visitor(), form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '3' }))).status).toBe(200);
      expect((await fetch(`${base}/wp-json/ays-pb/v1/conversions`, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
      expect((await post(base, ip, form({ action: 'gform_get_config', args: '{"form_ids":[9]}', config_path: 'gform_forms/9' }))).status).toBe(200);
    });

    it('security headers on a page, a file, JSON and an error; the page has the strict CSP', async () => {
      for (const [url, status] of [
        ['/', 200],
        ['/index.html', 200],
        ['/health', 200],
        ['/wp-json/nope', 404],
      ] as const) {
        const res = await fetch(base + url);
        expect(res.status, url).toBe(status);
        expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), url).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      }
      expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it('API answers carry a Content-Length (not chunked); a header a route sets replaces the default, never doubles it', async () => {
      const res = await post(base, '198.51.100.90', form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '3' }));
      const text = await res.text();
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
      expect(res.headers.get('transfer-encoding')).toBe(null);
      expect(res.headers.getSetCookie()).toHaveLength(2);
      // gform_get_config sets X-Content-Type-Options itself (the marked-text answer); fetch joins repeats with ", ".
      const config = await post(base, '198.51.100.90', form({ action: 'gform_get_config', args: '{"form_ids":[9]}', config_path: 'gform_forms/9' }));
      expect(config.status).toBe(200);
      expect(config.headers.get('x-content-type-options')).toBe('nosniff');
      expect(config.headers.get('cache-control')).toBe('no-store');
      expect(config.headers.get('content-length')).toBe(String(Buffer.byteLength(await config.text())));
    });

    it('bad percent-encoding in a REST param -> 400, not a crash', async () => {
      const res = await fetch(`${base}/wp-json/ays-pb/v1/conversions/%E0%A4%A`);
      expect(res.status).toBe(400);
    });
  });
}

describe('an internal error', () => {
  it('-> 500 with a generic message: no stack trace, no SQL, no path', async () => {
    const server = await startServer({ databasePath: ':memory:', port: 0, host: '127.0.0.1', log: false });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await server.store.close();
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    const text = await res.text();
    expect(errors).toHaveBeenCalled(); // the details go to the log
    errors.mockRestore();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ success: false, data: { code: 'internal_error', message: 'Internal server error' } });
    await server.close();
  });
});

/** Builds the server once into .cache (node_modules resolve from there) for the process tests. */
async function buildServer(): Promise<string> {
  const out = path.resolve('.cache', `backend-test-${process.pid}`, 'server.mjs');
  await esbuild.build({ entryPoints: ['demo/server/server.ts'], bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', outfile: out, logLevel: 'warning' });
  return out;
}

/** Starts a real server process; resolves with its base URL once it listens. */
function spawnServer(file: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG: 'on', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /on http:\/\/localhost:(\d+)\//.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolve({ base: `http://127.0.0.1:${m[1]}`, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

describe('several processes on one database', () => {
  let file: string;
  beforeAll(async () => {
    file = await buildServer();
  });
  afterAll(() => rmSync(path.dirname(file), { recursive: true, force: true }));

  for (const engine of engines()) {
    it(`${engine.name}: a draft saved through one process resumes through the other; the rate limit counts both; concurrent writes all land`, async () => {
      const fresh = await engine.fresh();
      const env: Record<string, string> = { DEMO_DIR: demoDir, RATE_LIMIT: '6', RATE_WINDOW: '3600', TRUST_PROXY: '1' };
      if (fresh.options.databaseUrl) env.DATABASE_URL = fresh.options.databaseUrl;
      else env.DATABASE_PATH = fresh.options.databasePath!;
      const procs = await Promise.all([spawnServer(file, env), spawnServer(file, env)]);
      try {
        const [a, b] = procs.map((p) => p.base) as [string, string];
        const saved = await (await post(a, visitor(), form({ action: 'gform_submit_form', form_id: '9', gform_save: '1', input_1: 'Daan' }))).json();
        const config = await (
          await post(b, visitor(), form({ action: 'gform_get_config', args: '{"form_ids":[9]}', config_path: 'gform_forms/9', query_string: `gf_token=${saved.data.resume_token}` }))
        ).text();
        expect(config).toContain('"values":{"input_1":"Daan"}');

        const ip = visitor();
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) statuses.push((await post(i % 2 ? b : a, ip, form({ action: 'ays_increment_pb_conversions', id: '5' }))).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);

        const gives = await Promise.all(
          Array.from({ length: 60 }, (_, i) => post(i % 2 ? b : a, `192.0.2.${i}`, form({ action: 'ct_ultimate_gdpr_cookie_consent_give', level: '2' })).then((r) => r.status)),
        );
        expect(gives.every((s) => s === 200)).toBe(true);
        const check = await (await import('../../demo/server/storage')).openStore(fresh.options);
        expect(Number((await check.db.one<{ n: unknown }>("SELECT COUNT(*) AS n FROM consents WHERE ip = '192.0.2.0'"))!.n)).toBe(60);
        await check.close();
      } finally {
        for (const p of procs) p.child.kill('SIGTERM');
        await Promise.all(procs.map((p) => new Promise((r) => (p.child.exitCode !== null ? r(null) : p.child.once('exit', r)))));
        await fresh.drop();
      }
    });
  }
});

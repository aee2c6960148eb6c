/**
 * The reference backend's `elementor_pro_forms_send_form` over HTTP, on every engine: PRO
 * Elements' answer shapes, the checks (required, types, options, uploads, the honeypot), what is
 * stored (values by custom_id, files under DATA_DIR, page and title) and the rate limit.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/server';
import { readDemoPage } from '../../demo/server/layout';
import { engines, type Fresh } from './engines';

const AJAX = '/wp-admin/admin-ajax.php';
let n = 0;
const visitor = () => `203.0.113.${(n++ % 200) + 1}`;

/** Elementor's body: the hidden inputs, the fields, action and referrer. */
function body(formId: string, values: [string, string | File][], extra: [string, string][] = []): FormData {
  const fd = new FormData();
  fd.append('post_id', '61');
  fd.append('form_id', formId);
  fd.append('referer_title', 'Contact – Bakkerij');
  for (const [k, v] of values) fd.append(k, v);
  for (const [k, v] of extra) fd.append(k, v);
  fd.append('action', 'elementor_pro_forms_send_form');
  fd.append('referrer', 'https://bakkerij.test/eb-form.html');
  return fd;
}
const VALID: [string, string | File][] = [
  ['form_fields[name]', 'Jan Bakker'],
  ['form_fields[email]', 'jan@bakkerij.nl'],
  ['form_fields[phone]', '+31201234567'],
  ['form_fields[kind]', 'taart'],
  ['form_fields[day]', '2026-12-24'],
  ['form_fields[pieces]', '12'],
  ['form_fields[diet][]', 'glutenvrij'],
  ['form_fields[diet][]', 'vegan'],
  ['form_fields[message]', 'Een verjaardagstaart graag.'],
  ['form_fields[photo]', new File([new Uint8Array(2048)], 'voorbeeld.jpg', { type: 'image/jpeg' })],
  ['form_fields[agree]', 'on'],
  ['form_fields[bron]', 'demo'],
  ['form_fields[hp]', ''],
];
const replace = (name: string, value: string | File) => VALID.map(([k, v]): [string, string | File] => [k, k === name ? value : v]);

for (const engine of engines()) {
  describe(`elementor_pro_forms_send_form on ${engine.name}`, () => {
    let fresh: Fresh;
    let server: Awaited<ReturnType<typeof startServer>>;
    let base: string;
    let dataDir: string;
    const send = async (fd: FormData, ip = visitor()) => {
      const res = await fetch(base + AJAX, { method: 'POST', body: fd, headers: { 'x-forwarded-for': ip } });
      return { status: res.status, json: (await res.json()) as Record<string, any> };
    };
    beforeAll(async () => {
      fresh = await engine.fresh();
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'se-ebform-'));
      server = await startServer({ ...fresh.options, dataDir, port: 0, host: '127.0.0.1', log: false, demoDir: path.resolve('demo'), rateLimit: 4, rateWindowSeconds: 3600, trustProxy: 1 });
      base = `http://127.0.0.1:${server.port}`;
    });
    afterAll(async () => {
      await server.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('an unknown form -> PRO Elements\' invalid form answer (errors [], data [])', async () => {
      expect(await send(body('nope123', VALID))).toEqual({ status: 200, json: { success: false, data: { message: 'Your submission failed because the form is invalid.', errors: [], data: [] } } });
    });

    it('field errors as an object keyed by custom_id, with the form\'s own error message; nothing stored', async () => {
      const values = VALID.filter(([k]) => k !== 'form_fields[message]' && k !== 'form_fields[diet][]').map(([k, v]): [string, string | File] => [k, k === 'form_fields[kind]' ? 'pizza' : v]);
      const r = await send(body('c0ffee1', [...values, ['form_fields[diet][]', 'paleo'], ['form_fields[message]', '']]));
      expect(r).toEqual({
        status: 200,
        json: { success: false, data: { message: 'Je bericht kon niet worden verstuurd.', errors: { kind: 'The field value is not one of its options.', diet: 'The field value is not one of its options.', message: 'Dit veld is verplicht.' }, data: [] } },
      });
      expect(await server.store.ebFormSubmissions.list('61', 'c0ffee1')).toHaveLength(0);
    });

    it.each<[string, string, string | File, string]>([
      ['a bad email', 'form_fields[email]', 'jan@', 'The field accepts only a valid email address.'],
      ['a tel with letters', 'form_fields[phone]', 'bel me', 'The field accepts only numbers and phone characters (#, -, *, etc).'],
      ['a number over field_max', 'form_fields[pieces]', '61', 'The field value must be less than or equal to 60.'],
      ['a date before min_date', 'form_fields[day]', '2025-12-31', 'The field value must be greater than or equal to 2026-01-01.'],
      ['an upload of another type', 'form_fields[photo]', new File(['x'], 'taart.pdf'), 'This file type is not allowed.'],
      ['an upload of a refused type', 'form_fields[photo]', new File(['<?php'], 'shell.php'), 'This file type is not allowed.'],
      ['an upload over file_sizes', 'form_fields[photo]', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'groot.png'), 'This file exceeds the maximum allowed size.'],
      ['acceptance not ticked', 'form_fields[agree]', '', 'Dit veld is verplicht.'],
    ])('%s', async (_n, name, value, text) => {
      const r = await send(body('c0ffee1', replace(name, value)));
      const id = /\[([^\]]+)\]/.exec(name)![1]!;
      expect(r.json).toEqual({ success: false, data: { message: 'Je bericht kon niet worden verstuurd.', errors: { [id]: text }, data: [] } });
    });

    it('a filled honeypot -> invalid_form "Invalid Form."', async () => {
      const r = await send(body('c0ffee1', replace('form_fields[hp]', 'http://spam.example')));
      expect(r.json).toEqual({ success: false, data: { message: 'Je bericht kon niet worden verstuurd.', errors: { invalid_form: 'Invalid Form.' }, data: [] } });
    });

    it('success: PRO Elements\' shape, the submission stored with its file, page and title', async () => {
      const r = await send(body('c0ffee1', VALID), '198.51.100.23');
      expect(r).toEqual({ status: 200, json: { success: true, data: { message: 'Bedankt! We antwoorden binnen twee werkdagen.', data: [] } } });
      const [row] = await server.store.ebFormSubmissions.list('61', 'c0ffee1');
      expect(row).toMatchObject({ postId: '61', formId: 'c0ffee1', formName: 'Contact met de bakkerij', pageUrl: 'https://bakkerij.test/eb-form.html', pageTitle: 'Contact – Bakkerij', ip: '198.51.100.0' });
      const fields = JSON.parse(row!.fields);
      expect(fields.diet).toEqual({ type: 'checkbox', title: 'Dieetwensen', value: 'glutenvrij, vegan' });
      expect(fields.kind.value).toBe('taart');
      expect(fields.photo.value).toBe('voorbeeld.jpg');
      expect(fields.hp).toBeUndefined();
      const [file] = JSON.parse(row!.files);
      expect(file).toMatchObject({ field: 'photo', name: 'voorbeeld.jpg', size: 2048 });
      expect(file.path).toMatch(/^ebform\/[0-9a-f-]{36}\/1-[0-9a-f-]{36}\.jpg$/);
      expect(existsSync(path.join(dataDir, file.path))).toBe(true);
      expect(readFileSync(path.join(dataDir, file.path)).length).toBe(2048);
    });

    it('Idempotency-Key (sent by <eb-form>): the repeat of a submission whose answer was lost stores nothing twice, leaves no second file, answers alike', async () => {
      const key = `k-${engine.name}-1`;
      const post = (k: string | undefined, name = 'Idem Potent') =>
        fetch(base + AJAX, { method: 'POST', body: body('c0ffee1', replace('form_fields[name]', name)), headers: { 'x-forwarded-for': visitor(), ...(k ? { 'idempotency-key': k } : {}) } });
      const before = (await server.store.ebFormSubmissions.list('61', 'c0ffee1', 500)).length;
      const first = await post(key);
      const again = await post(key);
      expect(first.headers.get('idempotent-replayed')).toBe(null);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const rows = await server.store.ebFormSubmissions.list('61', 'c0ffee1', 500);
      expect(rows.length - before).toBe(1);
      const files = rows.flatMap((r) => JSON.parse(r.files) as { path: string }[]).map((f) => f.path.split('/')[1]);
      const dirs = readdirSync(path.join(dataDir, 'ebform'));
      expect(dirs.filter((d) => !files.includes(d))).toEqual([]);
      // Another key, or none (PRO Elements' own script), is another submission; a malformed key is refused before anything is stored.
      await post(`k-${engine.name}-2`);
      await post(undefined);
      expect((await server.store.ebFormSubmissions.list('61', 'c0ffee1', 500)).length - before).toBe(3);
      expect((await post('bad key with spaces')).status).toBe(400);
      expect((await server.store.ebFormSubmissions.list('61', 'c0ffee1', 500)).length - before).toBe(3);
    });

    it('a checkbox with nothing ticked posted as "" is read as empty (not required here -> stored)', async () => {
      const r = await send(body('c0ffee2', [['form_fields[email]', 'a@b.nl'], ['form_fields[topics]', '']]));
      expect(r.json.success).toBe(true);
    });

    it('popup action -> data.data.popup {action: open, id}', async () => {
      const r = await send(body('c0ffee2', [['form_fields[email]', 'a@b.nl'], ['form_fields[topics][]', 'acties']]));
      expect(r.json).toEqual({ success: true, data: { message: 'Your submission was successful.', data: { popup: { action: 'open', id: '88' } } } });
    });

    it('redirect action -> data.data.redirect_url with [field] shortcodes url-encoded', async () => {
      const r = await send(body('c0ffee3', [['form_fields[name]', 'Jan & Els']]));
      expect(r.json.data.data).toEqual({ redirect_url: '/eb-form.html?offerte=Jan%20%26%20Els#offerte' });
    });

    it('with no JavaScript (a navigation): success -> 303 to the redirect URL; field errors -> a page with the messages and a way back', async () => {
      const ok = await fetch(base + AJAX, { method: 'POST', body: body('c0ffee3', [['form_fields[name]', 'Els']]), headers: { 'x-forwarded-for': visitor(), accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
      expect([ok.status, ok.headers.get('location')]).toEqual([303, '/eb-form.html?offerte=Els#offerte']);
      const bad = await fetch(base + AJAX, { method: 'POST', body: body('c0ffee3', [['form_fields[name]', '<b>']].slice(0, 0) as [string, string][]), headers: { 'x-forwarded-for': visitor(), accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
      const html = await bad.text();
      expect(bad.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<li>This field is required.</li>');
      expect(html).toContain('<a href="https://bakkerij.test/eb-form.html">');
    });

    it('counts against the per-IP rate limit of public writes', async () => {
      const ip = '192.0.2.99';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(base + AJAX, { method: 'POST', body: body('c0ffee3', [['form_fields[name]', 'x']]), headers: { 'x-forwarded-for': ip } })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
}

describe('the demo page and the backend agree', () => {
  it('demo/eb-form.html prints the same settings the backend checks against', async () => {
    const html = await readDemoPage('demo', 'eb-form.html');
    const blocks = [...html.matchAll(/<eb-form id="(\w+)" post-id="61">\s*<script type="application\/json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[2]!.replace(/<\\\//g, '</')));
    expect(blocks.map((b) => b.id)).toEqual(['c0ffee1', 'c0ffee2']);
    for (const b of blocks) expect(b).toEqual(JSON.parse(readFileSync(`demo/elementor-forms/61-${b.id}.json`, 'utf8')));
  });
});

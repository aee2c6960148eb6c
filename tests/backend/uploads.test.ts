/** Issue 10: the reference backend's upload call (chunk assembly, limits, safe names, link to the entry), files under the server's data folder. */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from '@photostructure/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeName, tempName } from '../../demo/server/forms/uploads';
import { startServer } from '../../demo/server/server';

const FORM_ID = 7001;
/** A form whose upload field sets no size: the server's own limit applies. */
const OPEN_FORM_ID = 7002;
let dir = '';
let base = '';
let stop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'se-uploads-'));
  mkdirSync(path.join(dir, 'forms'));
  writeFileSync(
    path.join(dir, 'forms', `${FORM_ID}.json`),
    JSON.stringify({ '0': { id: FORM_ID, title: 'Upload', fields: [{ id: '1', type: 'fileupload', label: 'Bestanden', multipleFiles: '1', maxFiles: '3', maxFileSize: '6', allowedExtensions: 'jpg, bin, pdf' }, { id: 2, type: 'text', label: 'Naam' }, { id: 3, type: 'fileupload', label: 'Offerte', maxFileSize: '1', allowedExtensions: 'pdf' }] }, version: '2.8' }),
  );
  writeFileSync(path.join(dir, 'forms', `${OPEN_FORM_ID}.json`), JSON.stringify({ id: OPEN_FORM_ID, title: 'Open', fields: [{ id: 1, type: 'fileupload', label: 'Bestand' }] }));
  process.env.FORMS_DIRS = path.join(dir, 'forms');
  // The uploads folder comes from the server's data folder (ctx.dataDir), not from the environment.
  const s = await startServer({ port: 0, host: '127.0.0.1', dataDir: dir, databasePath: path.join(dir, 'site.db'), log: false });
  base = `http://127.0.0.1:${s.port}`;
  stop = s.close;
});
afterAll(async () => {
  await stop();
  delete process.env.FORMS_DIRS;
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: string; data?: { temp_filename: string; uploaded_filename: string }; error?: { code: unknown; message: string }; success?: boolean };
async function post(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await fetch(`${base}/?gf_page=gf_upload`, { method: 'POST', body });
  return { status: res.status, json: (await res.json()) as Answer };
}
const params = (name: string, extra: Record<string, string> = {}) => ({ name, form_id: String(FORM_ID), field_id: '1', gform_unique_id: 'ab12cd34', original_filename: name, ...extra });

describe('upload call (POST /?gf_page=gf_upload)', () => {
  it('a 5 MB file in 1 MB chunks arrives intact (hash compared), then links to the entry on submit', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 123);
    const size = 1024 * 1024;
    const count = Math.ceil(bytes.length / size);
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < count; i++) last = await post(params('groot bestand.bin', { chunk: String(i), chunks: String(count) }), { name: 'blob', bytes: bytes.subarray(i * size, (i + 1) * size) });
    expect(last!.json.status).toBe('ok');
    const temp = last!.json.data!.temp_filename;
    expect(temp).toBe('ab12cd34_input_1_groot_bestand.bin');
    const stored = readFileSync(path.join(dir, 'uploads', 'tmp', temp));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));

    const sub = new FormData();
    for (const [k, v] of Object.entries({ action: 'gform_submit_form', form_id: String(FORM_ID), gform_submit: String(FORM_ID), gform_unique_id: 'ab12cd34', [`gform_source_page_number_${FORM_ID}`]: '1', [`gform_target_page_number_${FORM_ID}`]: '0', input_2: 'Jan', [`gform_uploaded_files_${FORM_ID}`]: JSON.stringify({ input_1: [{ temp_filename: temp, uploaded_filename: 'groot bestand.bin' }, { temp_filename: '../../etc/passwd', uploaded_filename: 'x' }] }) })) sub.append(k, v);
    const answer = (await (await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: sub })).json()) as { success: boolean; data: { is_valid: boolean } };
    expect(answer.success && answer.data.is_valid).toBe(true);
    const db = new DatabaseSync(path.join(dir, 'site.db'), { readOnly: true });
    const row = db.prepare('SELECT entry_id, stored_path FROM form_uploads WHERE temp_filename = ?').get(temp) as { entry_id: number; stored_path: string };
    db.close();
    expect(row.entry_id).toBeGreaterThan(0);
    expect(row.stored_path).toBe(path.join('entries', String(row.entry_id), temp));
    expect(createHash('sha256').update(readFileSync(path.join(dir, 'uploads', row.stored_path))).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(existsSync(path.join(dir, 'uploads', 'tmp', temp))).toBe(false);
  });

  it.each<[string, number, string]>([
    ['script.php', 10, 'Dit bestandstype is niet toegestaan.'],
    ['boek.epub', 10, 'Ongeldige bestandsextensie. Toegestaan zijn: jpg, bin, pdf'],
    ['te-groot.bin', 6 * 1024 * 1024 + 1, 'Het bestand is groter dan de maximale grootte.'],
  ])('%s (%d bytes) -> status error with the message', async (name, size, message) => {
    const r = await post(params(name), { name, bytes: Buffer.alloc(size) });
    expect(r.json).toEqual({ status: 'error', error: { code: 104, message } });
    expect(readdirSync(path.join(dir, 'uploads', 'tmp')).some((f) => f.includes(safeName(name)))).toBe(false);
  });

  it('chunks that together pass the field limit: the file is refused and removed', async () => {
    const mb = Buffer.alloc(1024 * 1024, 7);
    for (let i = 0; i < 6; i++) expect((await post(params('zes.bin', { chunk: String(i), chunks: '7' }), { name: 'blob', bytes: mb })).json.status).toBe('ok');
    const r = await post(params('zes.bin', { chunk: '6', chunks: '7' }), { name: 'blob', bytes: mb });
    expect(r.json).toEqual({ status: 'error', error: { code: 104, message: 'Het bestand is groter dan de maximale grootte.' } });
    expect(existsSync(path.join(dir, 'uploads', 'tmp', 'ab12cd34_input_1_zes.bin'))).toBe(false);
  });

  it('a chunk over the field limit -> 413 in Gravity Forms shape (the body follows the field, not the server cap)', async () => {
    // 7 MB in one request to a 6 MB field: under the server's 20 MB cap, over the field's own limit.
    const r = await post(params('brok.bin', { chunk: '0', chunks: '2' }), { name: 'blob', bytes: Buffer.alloc(7 * 1024 * 1024) });
    expect(r.status).toBe(413);
    expect(r.json).toEqual({ status: 'error', error: { code: 104, message: 'Het bestand is groter dan de maximale grootte.' } });
    expect(existsSync(path.join(dir, 'uploads', 'tmp', 'ab12cd34_input_1_brok.bin'))).toBe(false);
    // The same 7 MB to a field without its own limit is taken (the server's limit applies).
    const open = await post({ ...params('brok.bin'), form_id: String(OPEN_FORM_ID) }, { name: 'blob', bytes: Buffer.alloc(7 * 1024 * 1024) });
    expect(open.status).toBe(200);
    expect(open.json.status).toBe('ok');
  });

  it('a request over the server cap -> 413 before the form is read', async () => {
    const r = await post({ ...params('enorm.bin'), form_id: String(OPEN_FORM_ID) }, { name: 'blob', bytes: Buffer.alloc(20 * 1024 * 1024 + 64 * 1024 + 1) });
    expect(r.status).toBe(413);
    expect(r.json.success).toBe(false);
  });

  it('names cannot leave the folder', async () => {
    const r = await post(params('../../../../evil.jpg'), { name: 'x', bytes: Buffer.from('x') });
    expect(r.json.status).toBe('ok');
    expect(r.json.data!.temp_filename).toBe('ab12cd34_input_1_evil.jpg');
    expect(existsSync(path.join(dir, 'uploads', 'tmp', 'ab12cd34_input_1_evil.jpg'))).toBe(true);
    expect(tempName('a/../b', 1, '..\\..\\x.jpg')).toBe('ab_input_1_x.jpg');
    expect(safeName('...')).toBe('file');
  });

  it('the single file input: its file comes with the submission, is checked against the field (extension, size) and stored with the entry', async () => {
    const submit = async (file: { name: string; bytes: Buffer }) => {
      const sub = new FormData();
      for (const [k, v] of Object.entries({ action: 'gform_submit_form', form_id: String(FORM_ID), gform_submit: String(FORM_ID), gform_unique_id: 'cd34ef56', [`gform_source_page_number_${FORM_ID}`]: '1', [`gform_target_page_number_${FORM_ID}`]: '0', input_2: 'Jan' })) sub.append(k, v);
      sub.append('input_3', new Blob([new Uint8Array(file.bytes)]), file.name);
      const res = await fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body: sub });
      return { status: res.status, json: (await res.json()) as { success: boolean; data: { is_valid: boolean; validation_messages?: Record<string, string> } } };
    };
    const rows = () => {
      const db = new DatabaseSync(path.join(dir, 'site.db'), { readOnly: true });
      const r = db.prepare("SELECT original_name, size, entry_id, stored_path FROM form_uploads WHERE field_id = 3 AND form_id = ?").all(FORM_ID) as { original_name: string; size: number; entry_id: number; stored_path: string }[];
      db.close();
      return r;
    };
    // An extension the field does not take: a validation message, nothing stored.
    const refused = await submit({ name: 'offerte.exe', bytes: Buffer.from('MZ') });
    expect(refused.json.data.is_valid).toBe(false);
    expect(refused.json.data.validation_messages).toEqual({ '3': 'offerte.exe - Dit bestandstype is niet toegestaan.' });
    expect((await submit({ name: 'offerte.docx', bytes: Buffer.from('PK') })).json.data.validation_messages).toEqual({ '3': 'offerte.docx - Ongeldige bestandsextensie. Toegestaan zijn: pdf' });
    // Over the field's 1 MB: refused before the entry.
    expect((await submit({ name: 'groot.pdf', bytes: Buffer.alloc(1024 * 1024 + 1) })).status).toBe(413);
    expect(rows()).toEqual([]);
    // A good one, with a name that tries to leave the folder: stored under entries/{id}/, byte for byte.
    const bytes = randomBytes(200_000);
    const ok = await submit({ name: '../../offerte 2024.pdf', bytes });
    expect(ok.json.success && ok.json.data.is_valid).toBe(true);
    const [row] = rows();
    expect(row).toMatchObject({ original_name: '../../offerte 2024.pdf', size: bytes.length });
    expect(row!.entry_id).toBeGreaterThan(0);
    expect(row!.stored_path).toBe(path.join('entries', String(row!.entry_id), 'cd34ef56_input_3_offerte_2024.pdf'));
    expect(createHash('sha256').update(readFileSync(path.join(dir, 'uploads', row!.stored_path))).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('bad requests -> 400 with status error', async () => {
    expect((await post({ form_id: String(FORM_ID), field_id: '2', gform_unique_id: 'ab12cd34', original_filename: 'a.jpg' }, { name: 'a', bytes: Buffer.from('a') })).status).toBe(400);
    expect((await post(params('a.jpg', { gform_unique_id: '../x' }), { name: 'a', bytes: Buffer.from('a') })).status).toBe(400);
    expect((await post(params('a.jpg', { chunk: '5', chunks: '2' }), { name: 'a', bytes: Buffer.from('a') })).status).toBe(400);
  });
});

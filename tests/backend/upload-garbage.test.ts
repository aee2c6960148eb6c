/**
 * Issue 14, the upload call under garbage and faults (the reference backend's side of
 * POST /?gf_page=gf_upload, CONTRACT section 3): every request of GARBAGE gets a JSON error answer
 * (Gravity Forms' `{"status":"error"}` shape, or the router's `{success:false}` for a body it cannot
 * read), never a 5xx, never a file outside the uploads folder; a connection dropped halfway leaves
 * no file; the server answers a real upload afterwards. 30 requests, one server.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server/server';

const FORM_ID = 7101;
let dir = '';
let port = 0;
let base = '';
let stop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'se-upload-garbage-'));
  mkdirSync(path.join(dir, 'forms'));
  writeFileSync(
    path.join(dir, 'forms', `${FORM_ID}.json`),
    JSON.stringify({ id: FORM_ID, title: 'Upload', fields: [{ id: 1, type: 'fileupload', label: 'Bestand', maxFileSize: '1', allowedExtensions: 'jpg,pdf' }, { id: 2, type: 'text', label: 'Naam' }] }),
  );
  process.env.FORMS_DIRS = path.join(dir, 'forms');
  // The uploads folder comes from the server's data folder (dataDir), not from the environment.
  const s = await startServer({ port: 0, host: '127.0.0.1', dataDir: dir, databasePath: path.join(dir, 'site.db'), log: false, rateLimit: 1_000_000 });
  port = s.port;
  base = `http://127.0.0.1:${port}`;
  stop = s.close;
});
afterAll(async () => {
  await stop();
  delete process.env.FORMS_DIRS;
  rmSync(dir, { recursive: true, force: true });
});

const URL_PATH = '/?gf_page=gf_upload';
const ok = { form_id: String(FORM_ID), field_id: '1', gform_unique_id: 'abcd1234', original_filename: 'foto.jpg' };
const multipart = (fields: Record<string, string>, file?: { name: string; bytes: Uint8Array<ArrayBuffer> } | null) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file) body.append('file', new Blob([file.bytes]), file.name);
  return body;
};
const jpg = { name: 'blob', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) };
const boundary = '----se-garbage';
const raw = (parts: string) => ({ headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: parts });

/** [name, request init]: each must be refused with a JSON error, never a 5xx. */
const GARBAGE: [string, RequestInit & { path?: string }][] = [
  ['GET instead of POST', { method: 'GET' }],
  ['no body', { method: 'POST' }],
  ['JSON body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ok) }],
  ['urlencoded body without a file', { method: 'POST', body: new URLSearchParams(ok) }],
  ['plain text body', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'Warning: Undefined index {[ garbage' }],
  ['multipart without a boundary', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n\r\n' }],
  ['multipart whose boundary never closes', { method: 'POST', ...raw(`--${boundary}\r\nContent-Disposition: form-data; name="form_id"\r\n\r\n${FORM_ID}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8`) }],
  ['multipart of binary noise', { method: 'POST', ...raw('\u0000\u0001\u0002'.repeat(1000)) }],
  ['no file', { method: 'POST', body: multipart(ok) }],
  ['a file but no ids', { method: 'POST', body: multipart({ original_filename: 'a.jpg' }, jpg) }],
  ['form_id "abc"', { method: 'POST', body: multipart({ ...ok, form_id: 'abc' }, jpg) }],
  ['form_id 1e400', { method: 'POST', body: multipart({ ...ok, form_id: '1e400' }, jpg) }],
  ['form_id -1', { method: 'POST', body: multipart({ ...ok, form_id: '-1' }, jpg) }],
  ['unknown form', { method: 'POST', body: multipart({ ...ok, form_id: '999999' }, jpg) }],
  ['a field that takes no files', { method: 'POST', body: multipart({ ...ok, field_id: '2' }, jpg) }],
  ['unique id with a path', { method: 'POST', body: multipart({ ...ok, gform_unique_id: '../../etc' }, jpg) }],
  ['unique id of 10,000 characters', { method: 'POST', body: multipart({ ...ok, gform_unique_id: 'a'.repeat(10_000) }, jpg) }],
  ['chunk 5 of 2', { method: 'POST', body: multipart({ ...ok, chunk: '5', chunks: '2' }, jpg) }],
  ['chunk -1', { method: 'POST', body: multipart({ ...ok, chunk: '-1', chunks: '2' }, jpg) }],
  ['chunks 1e9', { method: 'POST', body: multipart({ ...ok, chunk: '0', chunks: '1000000000' }, jpg) }],
  ['chunk 1 without chunk 0', { method: 'POST', body: multipart({ ...ok, gform_unique_id: 'nochunk0', chunk: '1', chunks: '2' }, jpg) }],
  ['a .php file', { method: 'POST', body: multipart({ ...ok, original_filename: 'shell.php' }, jpg) }],
  ['a .php.jpg name with a NUL', { method: 'POST', body: multipart({ ...ok, original_filename: 'shell.php\u0000.jpg' }, jpg) }],
  ['a name of only dots and slashes', { method: 'POST', body: multipart({ ...ok, original_filename: '../../..' }, jpg) }],
  ['over the field size limit (1 MB)', { method: 'POST', body: multipart({ ...ok, original_filename: 'groot.jpg' }, { name: 'blob', bytes: new Uint8Array(1024 * 1024 + 1) }) }],
  ['over the server body limit', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: new Uint8Array(21 * 1024 * 1024) }],
];

describe(`upload call under garbage: ${GARBAGE.length} requests`, () => {
  it.each(GARBAGE)('%s -> a JSON error answer, no 5xx', async (_name, init) => {
    const res = await fetch(`${base}${URL_PATH}`, init);
    const text = await res.text();
    expect(res.status, text.slice(0, 200)).toBeLessThan(500);
    const json = JSON.parse(text) as { status?: string; success?: boolean; error?: { message?: unknown }; data?: { message?: unknown } };
    expect(json.status === 'error' || json.success === false, text.slice(0, 200)).toBe(true);
    expect(typeof (json.error?.message ?? json.data?.message)).toBe('string');
  });

  it('a connection dropped halfway through a chunk: no file kept, the server keeps answering', async () => {
    const body = multipart({ ...ok, gform_unique_id: 'dropped1', original_filename: 'half.jpg' }, { name: 'blob', bytes: new Uint8Array(200_000) });
    const bytes = new Uint8Array(await new Response(body).arrayBuffer());
    const type = new Response(body).headers.get('content-type') ?? '';
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST ${URL_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${bytes.length}\r\n\r\n`);
        socket.write(bytes.subarray(0, bytes.length >> 1), () => {
          socket.destroy();
          resolve();
        });
      });
      socket.on('error', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 200));
    const tmp = path.join(dir, 'uploads', 'tmp');
    expect(existsSync(tmp) ? readdirSync(tmp).filter((f) => f.includes('dropped1')) : []).toEqual([]);
  });

  it('after all of it: a real upload is stored, and every stored file is inside the uploads folder with a safe name', async () => {
    const res = await fetch(`${base}${URL_PATH}`, { method: 'POST', body: multipart(ok, jpg) });
    expect(await res.json()).toEqual({ status: 'ok', data: { temp_filename: 'abcd1234_input_1_foto.jpg', uploaded_filename: 'foto.jpg' } });
    const listed = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listed(path.join(d, e.name)) : [path.join(d, e.name)]));
    const files = listed(path.join(dir, 'uploads')).map((f) => path.relative(path.join(dir, 'uploads'), f));
    expect(files).toContain(path.join('tmp', 'abcd1234_input_1_foto.jpg'));
    for (const f of files) expect(f, f).toMatch(/^(tmp|entries\/\d+)\/[A-Za-z0-9._-]+$/);
    expect(files.some((f) => f.includes('php'))).toBe(false);
    expect(readdirSync(dir).filter((f) => !['forms', 'uploads'].includes(f) && !f.startsWith('site.db'))).toEqual([]);
  });
});

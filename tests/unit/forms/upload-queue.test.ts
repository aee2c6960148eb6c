/** Issue 10: a multi-file field's list (spec 4, 5, 8): checks on add, max_files, states, messages; chunk answers and sizes. */
import { describe, expect, it } from 'vitest';
import { canAddFiles, completedData, countedFiles, emptyQueue, isPending, nextToUpload, percentOf, queueReducer, type QueueEvent, type QueueRules, type UploadQueue } from '../../../src/core/forms/upload-queue';
import { formatFileSize, readChunkResponse, uploadedFilesOf } from '../../../src/core/forms/upload';
import { parseChunkSize } from '../../../src/core/shared/settings';

const m = {
  illegalExtension: 'illegal extension',
  invalidExtension: 'invalid extension, allowed:',
  exceedsLimit: 'exceeds limit',
  maxReached: 'max reached',
  unknownError: 'unknown',
  error: 'Error',
  message: 'Message',
  queued: 'queued',
  completed: 'done',
  cancelled: 'cancelled',
  removed: 'removed',
};
const rules: QueueRules = { allowed: ['jpg', 'png'], maxBytes: 1000, maxFiles: 3 };
const run = (events: QueueEvent[], r = rules, start: UploadQueue = emptyQueue()) => events.reduce((q, e) => queueReducer(q, e, r, m), start);
const file = (key: string, name = `${key}.jpg`, size = 100) => ({ key, name, size });
const statuses = (q: UploadQueue) => q.files.map((f) => `${f.name}:${f.status}`);
const texts = (q: UploadQueue) => q.messages.map((x) => x.text);

describe('upload queue: adding files (checks before upload, spec 5)', () => {
  it('valid files are queued; refused ones listed as "name - message" and never queued', () => {
    const q = run([{ type: 'ADD', files: [file('a'), file('b', 'script.php'), file('c', 'doc.pdf'), file('d', 'big.jpg', 1001)] }]);
    expect(statuses(q)).toEqual(['a.jpg:queued']);
    expect(texts(q)).toEqual(['big.jpg - exceeds limit', 'doc.pdf - invalid extension, allowed: jpg, png', 'script.php - illegal extension']);
    expect(q.announcement).toBe('script.php - illegal extension. doc.pdf - invalid extension, allowed: jpg, png. big.jpg - exceeds limit. a.jpg: queued');
    expect(isPending(q)).toBe(true);
  });

  it('max_files: further files dropped, the max-reached message once, the picker disabled; removing re-enables it', () => {
    let q = run([{ type: 'ADD', files: [file('a'), file('b'), file('c'), file('d'), file('e')] }]);
    expect(statuses(q)).toEqual(['a.jpg:queued', 'b.jpg:queued', 'c.jpg:queued']);
    expect(texts(q)).toEqual(['max reached']);
    expect(canAddFiles(q, 3)).toBe(false);
    q = run([{ type: 'ADD', files: [file('f')] }], rules, q);
    expect(q.files).toHaveLength(3);
    expect(texts(q)).toEqual(['max reached']);
    // A cancelled file no longer counts: below the maximum the message goes and the picker works.
    q = run([{ type: 'CANCEL', key: 'b' }], rules, q);
    expect(countedFiles(q)).toBe(2);
    expect(canAddFiles(q, 3)).toBe(true);
    expect(texts(q)).toEqual([]);
    expect(statuses(q)).toEqual(['a.jpg:queued', 'b.jpg:cancelled', 'c.jpg:queued']);
  });

  it('refused files take no place under max_files', () => {
    const q = run([{ type: 'ADD', files: [file('x', 'x.exe'), file('a'), file('b'), file('c')] }]);
    expect(statuses(q)).toEqual(['a.jpg:queued', 'b.jpg:queued', 'c.jpg:queued']);
    expect(texts(q)).toEqual(['max reached', 'x.exe - illegal extension']);
  });

  it('no maximum -> the picker always takes files', () => {
    const q = run([{ type: 'ADD', files: Array.from({ length: 30 }, (_, i) => file(String(i))) }], { allowed: [] });
    expect(q.files).toHaveLength(30);
    expect(canAddFiles(q, undefined)).toBe(true);
  });
});

describe('upload queue: queued -> uploading -> completed, failures, cancel, remove (spec 4)', () => {
  it('one at a time: next is the first queued; progress in whole percent; completed keeps its data', () => {
    let q = run([{ type: 'ADD', files: [file('a', 'a.jpg', 400), file('b')] }]);
    expect(nextToUpload(q)?.key).toBe('a');
    q = run([{ type: 'START', key: 'a' }, { type: 'PROGRESS', key: 'a', loaded: 150 }], rules, q);
    expect(nextToUpload(q)).toBeUndefined();
    expect(percentOf(q.files[0]!)).toBe(37);
    q = run([{ type: 'PROGRESS', key: 'a', loaded: 9999 }], rules, q);
    expect(percentOf(q.files[0]!)).toBe(100);
    q = run([{ type: 'DONE', key: 'a', data: { temp_filename: 't_a.jpg', uploaded_filename: 'a.jpg' } }], rules, q);
    expect(statuses(q)).toEqual(['a.jpg:completed', 'b.jpg:queued']);
    expect(q.announcement).toBe('a.jpg: done');
    expect(completedData(q)).toEqual([{ temp_filename: 't_a.jpg', uploaded_filename: 'a.jpg' }]);
    expect(nextToUpload(q)?.key).toBe('b');
    expect(isPending(q)).toBe(true);
    q = run([{ type: 'START', key: 'b' }, { type: 'DONE', key: 'b', data: { temp_filename: 't_b.jpg', uploaded_filename: 'b.jpg' } }], rules, q);
    expect(isPending(q)).toBe(false);
  });

  it("a failed file is removed and listed as 'filename - message'; below the maximum the max message goes", () => {
    let q = run([{ type: 'ADD', files: [file('a'), file('b'), file('c')] }, { type: 'START', key: 'a' }]);
    expect(texts(q)).toEqual(['max reached']);
    q = run([{ type: 'FAILED', key: 'a', message: 'Error: 500, Message: Internal server error' }], rules, q);
    expect(statuses(q)).toEqual(['b.jpg:queued', 'c.jpg:queued']);
    expect(texts(q)).toEqual(['a.jpg - Error: 500, Message: Internal server error']);
    expect(q.announcement).toBe('a.jpg - Error: 500, Message: Internal server error');
  });

  it('remove: only completed or cancelled files; an uploading one is cancelled first', () => {
    let q = run([{ type: 'ADD', files: [file('a')] }, { type: 'START', key: 'a' }, { type: 'REMOVE', key: 'a' }]);
    expect(statuses(q)).toEqual(['a.jpg:uploading']);
    q = run([{ type: 'CANCEL', key: 'a' }], rules, q);
    expect(q.announcement).toBe('a.jpg: cancelled');
    q = run([{ type: 'REMOVE', key: 'a' }], rules, q);
    expect(q.files).toEqual([]);
    // Late answers for a file that is gone change nothing.
    expect(run([{ type: 'DONE', key: 'a', data: { temp_filename: 't', uploaded_filename: 'a.jpg' } }, { type: 'FAILED', key: 'a', message: 'x' }], rules, q)).toEqual(q);
  });

  it('restore from the uploaded-files map: completed files, counted against the maximum', () => {
    const q = run([{ type: 'RESTORE', files: [{ temp_filename: 't1', uploaded_filename: '1.jpg' }, { temp_filename: 't2', uploaded_filename: '2.jpg' }, { temp_filename: 't3', uploaded_filename: '3.jpg' }] }]);
    expect(statuses(q)).toEqual(['1.jpg:completed', '2.jpg:completed', '3.jpg:completed']);
    expect(canAddFiles(q, 3)).toBe(false);
    expect(texts(q)).toEqual(['max reached']);
    expect(run([{ type: 'RESTORE', files: [{ temp_filename: 't1', uploaded_filename: '1.jpg' }] }], rules, q).files).toHaveLength(3);
  });
});

describe('chunk answers (spec 7, 8)', () => {
  const ok = '{"status":"ok","data":{"temp_filename":"t.jpg","uploaded_filename":"a.jpg"}}';
  it.each<[string, Parameters<typeof readChunkResponse>[0], boolean, unknown]>([
    ['200 ok, last', { status: 200, text: ok }, true, { ok: true, data: { temp_filename: 't.jpg', uploaded_filename: 'a.jpg' } }],
    ['200 ok without data, not last', { status: 200, text: '{"status":"ok","data":{"chunk":0}}' }, false, { ok: true, data: null }],
    ['200 ok without data, last', { status: 200, text: '{"status":"ok"}' }, true, { ok: false, retry: false, message: 'unknown' }],
    ['200 Gravity Forms error', { status: 200, text: '{"status":"error","error":{"code":104,"message":"a.jpg - te groot"}}' }, true, { ok: false, retry: false, message: 'a.jpg - te groot' }],
    ['413 Gravity Forms error', { status: 413, text: '{"status":"error","error":{"code":104,"message":"te groot"}}' }, false, { ok: false, retry: false, message: 'te groot' }],
    ['413 other body', { status: 413, text: '{"success":false,"data":{"code":"too_large","message":"Request body over 5 bytes"}}' }, false, { ok: false, retry: false, message: 'Error: 413, Message: Request body over 5 bytes' }],
    ['500 html', { status: 500, statusText: 'Internal Server Error', text: '<h1>oops' }, false, { ok: false, retry: true, message: 'Error: 500, Message: Internal Server Error' }],
    ['429', { status: 429, text: '{"success":false,"data":{"message":"Te veel verzoeken"}}' }, false, { ok: false, retry: true, message: 'Error: 429, Message: Te veel verzoeken' }],
    ['no answer', { status: 0, network: true }, false, { ok: false, retry: true, message: 'Error: 0, Message: unknown' }],
    ['200 garbage', { status: 200, text: '<html>' }, true, { ok: false, retry: false, message: 'unknown' }],
  ])('%s -> %j', (_t, res, last, expected) => expect(readChunkResponse(res, last, m)).toEqual(expected));
});

describe('sizes and the uploaded-files map', () => {
  it.each<[unknown, number | undefined]>([
    [1048576, 1048576],
    ['1mb', 1048576],
    ['512KB', 524288],
    ['200b', 200],
    ['2', 2],
    ['0', 0],
    ['1.5mb', 1572864],
    ['lots', undefined],
    [-1, undefined],
    [null, undefined],
  ])('chunk size %j -> %j', (v, expected) => expect(parseChunkSize(v)).toBe(expected));
  it.each<[number, string, string]>([
    [0, 'nl', '0 B'],
    [999, 'nl', '999 B'],
    [1536, 'nl', '1,5 kB'],
    [1536, 'en', '1.5 kB'],
    [5 * 1024 * 1024, 'nl', '5 MB'],
    [12.5 * 1024 * 1024, 'en', '13 MB'],
  ])('%d bytes (%s) -> %s', (n, locale, expected) => expect(formatFileSize(n, locale)).toBe(expected));
  it('the files of one field from a map; malformed entries skipped', () => {
    expect(uploadedFilesOf({ input_4: [{ temp_filename: 't', uploaded_filename: 'a.jpg' }, { temp_filename: 5 }, null], input_5: [] }, 4)).toEqual([{ temp_filename: 't', uploaded_filename: 'a.jpg' }]);
    expect(uploadedFilesOf('', 4)).toEqual([]);
    expect(uploadedFilesOf({ input_4: 'x' }, 4)).toEqual([]);
  });
});

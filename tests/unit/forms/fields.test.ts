/** Issue 10: password strength, card detection, the 13 social URL parsers, upload rules (tables). */
import { describe, expect, it } from 'vitest';
import { detectCardType } from '../../../src/core/forms/card';
import { rowControls, addRow, removeRow, rowsFromCells } from '../../../src/core/forms/list';
import { passwordStrength, meetsMinimum } from '../../../src/core/forms/password';
import { parseSocialProfile, type SocialPlatform } from '../../../src/core/forms/social';
import { admitFiles, checkFile, chunkPlan, extensionOf, newUniqueId, parseUploadAnswer, serverErrorMessage, uploadFields, withUploadedFile } from '../../../src/core/forms/upload';

describe('password strength (spec 5: blank, unknown, short, bad, good, strong, mismatch)', () => {
  it.each<[string, string, string]>([
    ['', '', 'blank'],
    ['', 'x', 'blank'],
    ['abc', '', 'short'],
    ['password', '', 'short'],
    ['abcdef', '', 'short'],
    ['Zonnebloem7', '', 'bad'],
    ['Zonnebloem7!x', '', 'good'],
    ['k9#Vq2!mZ$w8Lr', '', 'strong'],
    ['k9#Vq2!mZ$w8Lr', 'k9#Vq2!mZ$w8L', 'mismatch'],
    ['aaaaaaaaaaaaaaaa', '', 'short'],
    ['123456789012', '', 'short'],
    ['ab\u0001cdefgh', '', 'unknown'],
  ])('%j / %j -> %s', (pw, confirm, expected) => expect(passwordStrength(pw, confirm)).toBe(expected));
  it('a meter that cannot judge -> unknown', () => expect(passwordStrength('x', '', { meter: () => -1 })).toBe('unknown'));
  it.each<[string, string | undefined, boolean]>([
    ['good', 'good', true],
    ['bad', 'good', false],
    ['strong', 'good', true],
    ['short', undefined, true],
  ])('%s meets minimum %s -> %s', (s, min, expected) => expect(meetsMinimum(s as never, min)).toBe(expected));
});

describe('card type (spec 5: from 4 digits, by prefix, only when exactly one type matches)', () => {
  it.each<[string, string | null]>([
    ['411', null],
    ['4111', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['3412', 'amex'],
    ['3712', 'amex'],
    ['5105', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['6011', 'discover'],
    ['6221', 'discover'],
    ['3528', 'jcb'],
    ['5018', 'maestro'],
    ['6304', 'maestro'],
    ['1234', null],
    ['abcd', null],
  ])('%s -> %s', (n, expected) => expect(detectCardType(n)).toBe(expected));
  it('accepted types limit the match', () => expect(detectCardType('4111', ['mastercard'])).toBe(null));
});

describe('social-profile URLs (spec 5: 13 platforms)', () => {
  it.each<[string, SocialPlatform | undefined, string | null]>([
    ['https://calendly.com/Jan-Bakker/30min', undefined, 'https://calendly.com/jan-bakker/30min'],
    ['https://www.youtube.com/@bakkerij', undefined, 'https://youtube.com/@bakkerij'],
    ['youtube.com/channel/UCabc123', undefined, 'https://youtube.com/channel/UCabc123'],
    ['https://profiles.wordpress.org/Matt/', undefined, 'https://profiles.wordpress.org/matt/'],
    ['https://twitter.com/bakkerij_z', undefined, 'https://x.com/bakkerij_z'],
    ['x.com/bakkerij', undefined, 'https://x.com/bakkerij'],
    ['https://www.facebook.com/bakkerij.zonneveld', undefined, 'https://facebook.com/bakkerij.zonneveld'],
    ['https://facebook.com/profile.php?id=1000123', undefined, 'https://facebook.com/profile.php?id=1000123'],
    ['https://bsky.app/profile/jan.bsky.social', undefined, 'https://bsky.app/profile/jan.bsky.social'],
    ['https://www.tiktok.com/@bakker', undefined, 'https://tiktok.com/@bakker'],
    ['https://wa.me/31612345678', undefined, 'https://wa.me/31612345678'],
    ['https://www.threads.net/@bakker', undefined, 'https://threads.net/@bakker'],
    ['https://www.linkedin.com/in/jan-bakker', undefined, 'https://linkedin.com/in/jan-bakker'],
    ['https://linkedin.com/company/zonneveld', undefined, 'https://linkedin.com/company/zonneveld'],
    ['https://savvycal.com/jan/koffie', undefined, 'https://savvycal.com/jan'],
    ['https://github.com/octocat', undefined, 'https://github.com/octocat'],
    ['https://instagram.com/bakkerij.z', undefined, 'https://instagram.com/bakkerij.z'],
    ['@jan', 'bluesky', 'https://bsky.app/profile/jan.bsky.social'],
    ['jan.nl', 'bluesky', 'https://bsky.app/profile/jan.nl'],
    ['@octocat', 'github', 'https://github.com/octocat'],
    ['bakkerij', 'youtube', 'https://youtube.com/@bakkerij'],
    ['+31 6 1234 5678', 'whatsapp', 'https://wa.me/31612345678'],
    ['https://www.facebook.com/groups/bakkers', undefined, null],
    ['https://example.com/jan', undefined, null],
    ['a name with spaces', 'instagram', null],
    ['thisnameiswaytoolongforx', 'x', null],
    ['octocat', undefined, null],
    ['', 'github', null],
    // An invalid input for each of the 13 parsers (a URL of the platform that names no profile, or a bad handle).
    ['https://calendly.com/', undefined, null],
    ['calendly.com/jan/30min/extra', undefined, null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined, null],
    ['https://wordpress.org/plugins/gravityforms', undefined, null],
    ['https://x.com/', undefined, null],
    ['https://facebook.com/pages/bakkerij/123', undefined, null],
    ['https://bsky.app/profile/', undefined, null],
    ['jan!', 'bluesky', null],
    ['https://www.tiktok.com/bakker', undefined, null],
    ['https://wa.me/bakkerij', undefined, null],
    ['bel me', 'whatsapp', null],
    ['https://www.threads.net/bakker', undefined, null],
    ['https://www.linkedin.com/feed/', undefined, null],
    ['https://savvycal.com/', undefined, null],
    ['https://github.com/', undefined, null],
    ['https://instagram.com/', undefined, null],
  ])('%j (%s) -> %s', (input, platform, expected) => {
    const r = parseSocialProfile(input, platform);
    expect(r.valid ? r.url : null).toBe(expected);
  });
});

describe('upload rules (spec 5 and 8)', () => {
  const m = { illegalExtension: 'illegal extension', invalidExtension: 'invalid extension, allowed:', exceedsLimit: 'exceeds limit', maxReached: 'max', unknownError: 'unknown', error: 'Error', message: 'Message' };
  it.each<[string, number, string[], number | undefined, string | null]>([
    ['foto.jpg', 100, ['jpg', 'png'], 1000, null],
    ['FOTO.JPG', 100, ['jpg'], undefined, null],
    ['script.php', 10, [], undefined, 'script.php - illegal extension'],
    ['shell.php.jpg', 10, ['jpg'], undefined, 'shell.php.jpg - illegal extension'],
    ['page.html', 10, ['jpg'], undefined, 'page.html - illegal extension'],
    ['doc.pdf', 10, ['jpg', 'png'], undefined, 'doc.pdf - invalid extension, allowed: jpg, png'],
    ['noext', 10, ['jpg'], undefined, 'noext - invalid extension, allowed: jpg'],
    ['big.jpg', 2001, ['jpg'], 2000, 'big.jpg - exceeds limit'],
    ['exact.jpg', 2000, ['jpg'], 2000, null],
    ['any.zip', 10, [], undefined, null],
    // Found by the upload garbage corpus (tests/backend/upload-garbage.test.ts): a NUL hid the '.php.'.
    ['shell.php\u0000.jpg', 10, ['jpg'], undefined, 'shell.php.jpg - illegal extension'],
    ['shell.ph\u0007p', 10, [], undefined, 'shell.php - illegal extension'],
  ])('%s (%d bytes, allowed %j, max %j) -> %j', (name, size, allowed, maxBytes, expected) => expect(checkFile({ name, size }, { allowed, maxBytes }, m)).toBe(expected));
  it.each<[number, number, number | undefined, number, boolean]>([
    [3, 0, 2, 2, true],
    [1, 1, 2, 1, true],
    [1, 0, 2, 1, false],
    [2, 2, 2, 0, true],
    [5, 0, undefined, 5, false],
    [5, 0, 0, 5, false],
  ])('%d new with %d there, max %j -> %d accepted, reached %s', (n, current, max, accepted, reached) => {
    const r = admitFiles(Array.from({ length: n }, (_, i) => i), current, max);
    expect(r.accepted.length).toBe(accepted);
    expect(r.reached).toBe(reached);
    expect(r.dropped.length).toBe(n - accepted);
  });
  it('extension of a path -> lower case, none without a dot', () => {
    expect(extensionOf('C:\\Users\\x\\Foto.JPEG')).toBe('jpeg');
    expect(extensionOf('.htaccess')).toBe('');
  });
  it('chunk plan: 5 MB in 1 MB chunks -> 5 ranges covering every byte; chunking off -> one', () => {
    const plan = chunkPlan(5 * 1024 * 1024 + 7, 1024 * 1024);
    expect(plan.length).toBe(6);
    expect(plan[0]).toEqual({ start: 0, end: 1048576 });
    expect(plan.at(-1)!.end).toBe(5 * 1024 * 1024 + 7);
    expect(chunkPlan(10, 0)).toEqual([{ start: 0, end: 10 }]);
  });
  it('unique id: 8 hex characters', () => {
    expect(newUniqueId(() => 0.99)).toBe('ffffffff');
    expect(newUniqueId(Math.random)).toMatch(/^[0-9a-f]{8}$/);
  });
  it('upload fields as Gravity Forms posts them, chunk/chunks only when chunked', () => {
    expect(uploadFields({ formId: 3, fieldId: 7, uniqueId: 'abcd1234', fileName: 'a.jpg', nonce: 'n1', chunk: { index: 1, count: 3 } })).toEqual([
      ['name', 'a.jpg'],
      ['form_id', '3'],
      ['field_id', '7'],
      ['gform_unique_id', 'abcd1234'],
      ['original_filename', 'a.jpg'],
      ['_gform_file_upload_nonce_3_7', 'n1'],
      ['chunk', '1'],
      ['chunks', '3'],
    ]);
    expect(uploadFields({ formId: 3, fieldId: 7, uniqueId: 'x', fileName: 'a', chunk: { index: 0, count: 1 } }).some(([k]) => k === 'chunk')).toBe(false);
  });
  it.each<[string, unknown]>([
    ['{"status":"ok","data":{"temp_filename":"t.jpg","uploaded_filename":"a.jpg"}}', { ok: true, data: { temp_filename: 't.jpg', uploaded_filename: 'a.jpg' } }],
    ['{"status":"error","error":{"code":104,"message":"Te groot"}}', { ok: false, code: '104', message: 'Te groot' }],
    ['<html>', { ok: false, code: 'invalid_response', message: 'unknown' }],
    ['{"status":"ok"}', { ok: false, code: 'invalid_response', message: 'unknown' }],
  ])('answer %s -> %j', (text, expected) => expect(parseUploadAnswer(text, 'unknown')).toEqual(expected));
  it("server error -> 'Error: code, Message: text'", () => expect(serverErrorMessage(104, 'Te groot', m)).toBe('Error: 104, Message: Te groot'));
  it('uploaded files map keyed input_{id}', () => {
    const f = { temp_filename: 't1', uploaded_filename: 'a.jpg' };
    const map = withUploadedFile({}, 4, f);
    expect(map).toEqual({ input_4: [f] });
    expect(withUploadedFile(map, 4, f, true)).toEqual({ input_4: [] });
  });
});

describe('list and repeater limits (spec 5)', () => {
  it.each<[number, number | undefined, boolean, boolean]>([
    [1, undefined, true, false],
    [2, undefined, true, true],
    [3, 3, false, true],
    [1, 1, false, false],
    [2, 0, true, true],
  ])('%d rows, max %j -> add %s, delete shown %s', (n, max, canAdd, canRemove) => expect(rowControls(n, max)).toEqual({ canAdd, canRemove }));
  it('add at max refused; the last row never removed; cells split into rows', () => {
    expect(addRow(['a', 'b'], 0, 'x', 2)).toEqual(['a', 'b']);
    expect(addRow(['a', 'b'], 0, 'x', 3)).toEqual(['a', 'x', 'b']);
    expect(removeRow(['a'], 0)).toEqual(['a']);
    expect(removeRow(['a', 'b'], 0)).toEqual(['b']);
    expect(rowsFromCells(['1', '2', '3'], 2)).toEqual([['1', '2'], ['3', '']]);
    expect(rowsFromCells([], 3)).toEqual([['', '', '']]);
  });
});

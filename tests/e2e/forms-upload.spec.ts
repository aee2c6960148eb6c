/**
 * <gform-form> uploads against the reference backend (issue 10, demo/gform-upload.html, form 5):
 * several files with progress, the checks (illegal extension, too large), max files, submission
 * held while uploading, a 5 MB file in 1 MB chunks arriving intact (hash of the stored file), the
 * uploads linked to the entry; axe clean with files in every state. The single file input's file
 * stored with the entry (hash); the list and repeater limits, their rows and items posted under
 * Gravity Forms' names and kept in the entry; the lazy background loaded near the viewport.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axe, expect, test } from './fixtures';
import { one, requestFields } from './models/form';
import { UploadModel, patternFile } from './models/upload';

const FIELD = 3;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('several files in chunks with progress, refused files, max files, submit held while uploading, the 5 MB file stored intact', async ({ page, problems, db }) => {
  test.setTimeout(60_000);
  const form = new UploadModel(page);
  // From the third upload request on, requests wait for the test's go, so the states can be seen (and axe can look at them).
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let seen = 0;
  await page.route('**/?gf_page=gf_upload', async (route) => {
    if (++seen > 2) await gate;
    await route.continue();
  });
  await form.goto('/gform-upload.html');
  await form.field('Naam').fill('Sanne de Vries');
  await form.field('E-mailadres').fill('sanne@example.nl');

  const big = patternFile('bruidstaart.pdf', 5 * 1024 * 1024 + 12_345, 'application/pdf');
  const small = patternFile('schets.png', 40_000, 'image/png', 11);
  await form.pick(FIELD, [big, small, patternFile('macro.exe', 100), patternFile('poster.pdf', 9 * 1024 * 1024, 'application/pdf', 3)]);

  // Refused before any byte is sent, as 'name - message'.
  expect(await form.messages(FIELD)).toEqual(expect.arrayContaining(['macro.exe - Dit bestandstype is niet toegestaan.', 'poster.pdf - Het bestand is groter dan de maximale grootte.']));
  // One at a time: the big one uploading with a progress bar that moves, the small one queued.
  await expect(form.file(FIELD, 'bruidstaart.pdf')).toHaveAttribute('data-status', 'uploading');
  await expect(form.file(FIELD, 'schets.png')).toHaveAttribute('data-status', 'queued');
  const bar = form.file(FIELD, 'bruidstaart.pdf').locator('[part~="upload-progress"]');
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await axe(page)).toEqual([]);

  // Submitting now is refused with the alert; nothing is posted.
  await form.shown('submit-button').click();
  await expect(form.part('upload-alert')).toHaveText('Wacht tot het uploaden klaar is.');
  expect(form.submissions).toHaveLength(0);
  release();

  await expect(form.file(FIELD, 'bruidstaart.pdf')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(form.file(FIELD, 'schets.png')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  await expect(form.part('upload-alert')).toHaveCount(0);

  // The third file fills the field; the fourth is dropped with the max message and the zone is disabled.
  await form.pick(FIELD, [patternFile('taart.jpg', 2000, 'image/jpeg', 5), patternFile('nog-een.jpg', 2000, 'image/jpeg', 6)]);
  await expect(form.uploadField(FIELD).locator('.gfield__upload-message').first()).toHaveText('Het maximale aantal bestanden is bereikt.');
  await expect(form.dropzone(FIELD)).toBeDisabled();
  await expect(form.file(FIELD, 'nog-een.jpg')).toHaveCount(0);
  await expect(form.file(FIELD, 'taart.jpg')).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  expect(await axe(page)).toEqual([]);

  // Deleting one makes room again.
  await form.file(FIELD, 'taart.jpg').getByRole('button', { name: 'Bestand verwijderen: taart.jpg' }).click();
  await expect(form.dropzone(FIELD)).toBeEnabled();

  // The big file went in six chunks of at most 1 MB, with plupload's fields and the form view's unique id.
  const bigRequests = [];
  for (const r of form.uploads) {
    const f = await requestFields(r);
    if (one(f, 'original_filename') === 'bruidstaart.pdf') bigRequests.push(f);
  }
  expect(bigRequests.map((f) => `${one(f, 'chunk')}/${one(f, 'chunks')}`)).toEqual(['0/6', '1/6', '2/6', '3/6', '4/6', '5/6']);
  const uid = one(bigRequests[0]!, 'gform_unique_id')!;
  expect(uid).toMatch(/^[0-9a-f]{8}$/);
  expect(bigRequests[0]).toMatchObject({ form_id: ['5'], field_id: ['3'], name: ['bruidstaart.pdf'] });

  const [submission] = await Promise.all([page.waitForRequest((r) => r.url().includes('admin-ajax.php') && (r.postData() ?? '').includes('gform_submit_form')), form.shown('submit-button').click()]);
  await expect(form.part('confirmation')).toContainText('Bedankt!');
  const sent = await requestFields(submission);
  expect(one(sent, 'gform_unique_id')).toBe(uid);
  const map = JSON.parse(one(sent, 'gform_uploaded_files_5') ?? '{}') as Record<string, { temp_filename: string; uploaded_filename: string }[]>;
  expect(map.input_3!.map((f) => f.uploaded_filename)).toEqual(['bruidstaart.pdf', 'schets.png']);

  // On the server: both files linked to the entry, the 5 MB one byte for byte what was picked.
  const rows = db.prepare('SELECT original_name, size, entry_id, stored_path FROM form_uploads WHERE unique_id = ? ORDER BY original_name').all(uid) as { original_name: string; size: number; entry_id: number | null; stored_path: string }[];
  expect(rows.map((r) => [r.original_name, r.size, r.entry_id !== null && r.entry_id > 0])).toEqual([
    ['bruidstaart.pdf', big.buffer.length, true],
    ['schets.png', small.buffer.length, true],
    ['taart.jpg', 2000, false],
  ]);
  const stored = readFileSync(path.join(process.env.SE_DATA_DIR!, 'uploads', rows[0]!.stored_path));
  expect(sha256(stored)).toBe(sha256(big.buffer));
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test("a server refusal and a server error are listed under the field as Gravity Forms lists them; the single file input checks too", async ({ page, problems }) => {
  const form = new UploadModel(page);
  let calls = 0;
  await page.route('**/?gf_page=gf_upload', async (route) => {
    calls++;
    // The first file: the server's own refusal; the second: a broken server (500, each retry too).
    if (calls === 1) await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'error', error: { code: 104, message: 'Het bestand is groter dan de maximale grootte.' } }) });
    else await route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' });
  });
  await form.goto('/gform-upload.html');
  await form.pick(FIELD, [patternFile('foto.jpg', 500, 'image/jpeg')]);
  await expect.poll(() => form.messages(FIELD)).toEqual(['foto.jpg - Het bestand is groter dan de maximale grootte.']);
  await form.pick(FIELD, [patternFile('tweede.jpg', 500, 'image/jpeg')]);
  await expect.poll(() => form.messages(FIELD), { timeout: 10_000 }).toEqual(['tweede.jpg - Fout: 500, Bericht: Internal Server Error', 'foto.jpg - Het bestand is groter dan de maximale grootte.']);
  expect(calls).toBe(4); // one refusal, then one request and two retries
  await expect(form.uploadField(FIELD).locator('[part~="upload-file"]')).toHaveCount(0);

  // The single file input: a refused file is cleared with its message.
  const single = form.host.locator('#input_5_4');
  await single.setInputFiles([patternFile('foto.jpg', 10, 'image/jpeg')]);
  await expect(form.uploadField(4).locator('.gfield__upload-message')).toHaveText('foto.jpg - Ongeldige bestandsextensie. Toegestaan zijn: pdf');
  expect(await single.evaluate((i: HTMLInputElement) => i.files?.length)).toBe(0);
  expect(await axe(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('single file input stored with the entry (hash); list and repeater limits; rows and items posted under Gravity Forms\' names; the lazy background near the viewport', async ({ page, problems, db }) => {
  const form = new UploadModel(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await form.goto('/gform-upload.html');
  await form.field('Naam').fill('Sanne de Vries');
  await form.field('E-mailadres').fill('sanne@example.nl');
  const offerte = patternFile('offerte 2025.pdf', 300_000, 'application/pdf', 9);
  await form.host.locator('#input_5_4').setInputFiles([offerte]);

  // The banner (data-bg) at the form's foot: no background until it comes within 200px of the viewport.
  const banner = form.host.locator('[data-bg]');
  expect(await banner.evaluate((el: HTMLElement) => el.style.backgroundImage)).toBe('');
  await banner.scrollIntoViewIfNeeded();
  await expect(banner).toHaveAttribute('data-bg-loaded', '');
  expect(await banner.evaluate((el: HTMLElement) => el.style.backgroundImage)).toMatch(/^url\(".*\/assets\/forms-banner\.svg"\)$/);

  // List (maxRows 3): no delete at one row; at three rows every add is disabled; a delete enables them again.
  const cells = form.uploadField(6).locator('input[name="input_6[]"]');
  await expect(form.fieldPart(6, 'list-remove-button')).toHaveCount(0);
  await cells.nth(0).fill('chocolade');
  await form.fieldPart(6, 'list-add-button').nth(0).click();
  await cells.nth(1).fill('citroen');
  await form.fieldPart(6, 'list-add-button').nth(1).click();
  await cells.nth(2).fill('framboos');
  await expect(cells).toHaveCount(3);
  for (const b of await form.fieldPart(6, 'list-add-button').all()) await expect(b).toBeDisabled();
  await expect(form.fieldPart(6, 'list-remove-button')).toHaveCount(3);
  await form.fieldPart(6, 'list-remove-button').nth(1).click();
  await expect(cells).toHaveCount(2);
  await expect(form.fieldPart(6, 'list-add-button').first()).toBeEnabled();

  // Repeater (maxItems 2): no remove at one item; add disabled at two; remove hidden again at one.
  const add = form.fieldPart(7, 'repeater-add-button');
  await expect(form.fieldPart(7, 'repeater-remove-button')).toHaveCount(0);
  await form.host.locator('#input_5_71-0').fill('Gefeliciteerd Sanne');
  await add.click();
  await expect(form.fieldPart(7, 'repeater-item')).toHaveCount(2);
  await expect(add).toBeDisabled();
  await expect(form.fieldPart(7, 'repeater-remove-button')).toHaveCount(2);
  await form.fieldPart(7, 'repeater-remove-button').nth(1).click();
  await expect(form.fieldPart(7, 'repeater-remove-button')).toHaveCount(0);
  await expect(add).toBeEnabled();
  await add.click();
  await form.host.locator('#input_5_71-1').fill('Hoera');
  await form.host.locator('#input_5_72-1').fill('blauw');
  expect(await axe(page)).toEqual([]);

  // As Gravity Forms names them: list cells input_{id}[], repeater inputs input_{subId}[{index}].
  // (Chromium gives no request body to read when it holds a picked file; the server's entry below
  // shows what arrived under which name.)
  const named = (name: string) => form.host.locator(`[name="${name}"]`);
  expect(await named('input_6[]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['chocolade', 'framboos']);
  expect(await Promise.all(['input_71[0]', 'input_72[0]', 'input_71[1]', 'input_72[1]'].map((n) => named(n).inputValue()))).toEqual(['Gefeliciteerd Sanne', '', 'Hoera', 'blauw']);
  const uid = await named('gform_unique_id').inputValue();
  await form.shown('submit-button').click();
  await expect(form.part('confirmation')).toContainText('Bedankt!');

  // On the server: the entry keeps the rows and items; the single file is stored with it, byte for byte.
  const entry = db.prepare('SELECT id, fields FROM form_entries WHERE unique_id = ?').get(uid) as { id: number; fields: string };
  expect(JSON.parse(entry.fields)).toMatchObject({ 'input_6[]': ['chocolade', 'framboos'], input_71: ['Gefeliciteerd Sanne', 'Hoera'], input_72: ['', 'blauw'], input_4: 'offerte 2025.pdf' });
  const row = db.prepare('SELECT original_name, size, entry_id, stored_path FROM form_uploads WHERE unique_id = ? AND field_id = 4').get(uid) as { original_name: string; size: number; entry_id: number; stored_path: string };
  expect(row).toMatchObject({ original_name: 'offerte 2025.pdf', size: offerte.buffer.length, entry_id: entry.id });
  expect(sha256(readFileSync(path.join(process.env.SE_DATA_DIR!, 'uploads', row.stored_path)))).toBe(sha256(offerte.buffer));
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

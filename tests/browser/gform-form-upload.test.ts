/**
 * Issue 10: uploads in real Chromium. The platform's chunked XHR upload against the test server's
 * Gravity-Forms-shaped endpoint (web-test-runner.config.mjs: progress, chunks, retry of a failed
 * chunk, cancel, a refusal); then the multi-file field of <gform-form> through its states with a
 * held XMLHttpRequest (queued, uploading with progress, completed, error, cancelled; max files;
 * submission blocked while uploading; the uploaded-files map), axe clean in every state.
 */
import { expect } from 'chai';
import { uploadFields } from '../../src/core/forms/upload';
import { uploadFile, type UploadJob } from '../../src/platform/forms/upload';

const messages = { unknownError: 'unknown', error: 'Error', message: 'Message' };
let keySeq = Date.now() % 1_000_000;

function job(file: File, over: Partial<UploadJob> & { query?: string } = {}): { job: UploadJob; key: number; progress: number[]; controller: AbortController } {
  const key = keySeq++;
  const progress: number[] = [];
  const controller = new AbortController();
  return {
    key,
    progress,
    controller,
    job: {
      url: `/test-api/upload/${key}${over.query ?? ''}`,
      file,
      fields: (chunk) => uploadFields({ formId: 5, fieldId: 2, uniqueId: 'ab12cd34', fileName: file.name, chunk }),
      chunkSize: 1024,
      messages,
      onProgress: (n) => progress.push(n),
      signal: controller.signal,
      retryDelayMs: 1,
      ...over,
    },
  };
}
const log = async (key: number) => (await (await fetch(`/test-api/uploadlog/${key}`)).json()) as { fields: Record<string, string>; size: number }[];
const bytes = (n: number) => new File([new Uint8Array(n).map((_, i) => i % 251)], 'taart.jpg', { type: 'image/jpeg' });

describe('platform: chunked upload over XHR', () => {
  it('a 3.5 kB file in 1 kB chunks: 4 requests with chunk/chunks and the plupload fields, progress up to the size, the last answer', async () => {
    const { job: j, key, progress } = job(bytes(3500));
    const result = await uploadFile(j);
    expect(result).to.deep.equal({ ok: true, data: { temp_filename: 'ab12cd34_input_2_taart.jpg', uploaded_filename: 'taart.jpg' } });
    const sent = await log(key);
    expect(sent.map((r) => [r.fields.chunk, r.fields.chunks, r.size])).to.deep.equal([
      ['0', '4', 1024],
      ['1', '4', 1024],
      ['2', '4', 1024],
      ['3', '4', 428],
    ]);
    expect(sent[0]!.fields).to.include({ name: 'taart.jpg', form_id: '5', field_id: '2', gform_unique_id: 'ab12cd34', original_filename: 'taart.jpg' });
    expect(progress.at(-1)).to.equal(3500);
    expect(progress.every((n, i) => i === 0 || n >= progress[i - 1]! || n === progress[i - 1]! - 0)).to.equal(true);
  });

  it('chunking off (0): one request with the whole file, no chunk fields', async () => {
    const { job: j, key } = job(bytes(3000), { chunkSize: 0 });
    expect((await uploadFile(j)).ok).to.equal(true);
    const sent = await log(key);
    expect(sent).to.have.length(1);
    expect(sent[0]!.size).to.equal(3000);
    expect('chunk' in sent[0]!.fields).to.equal(false);
  });

  it('a chunk answered 500 is sent again and the file completes; past the retries it fails with "Error: 500, Message: …"', async () => {
    const a = job(bytes(2048), { query: '?fail=2' });
    expect((await uploadFile(a.job)).ok).to.equal(true);
    expect((await log(a.key)).map((r) => r.fields.chunk)).to.deep.equal(['0', '0', '0', '1']);
    const b = job(bytes(2048), { query: '?fail=9' });
    expect(await uploadFile(b.job)).to.deep.equal({ ok: false, message: 'Error: 500, Message: Internal Server Error' });
    expect(await log(b.key)).to.have.length(3);
  });

  it("Gravity Forms' error answer is final (no retry), its message as it is", async () => {
    const r = job(bytes(100), { query: '?refuse=1' });
    expect(await uploadFile(r.job)).to.deep.equal({ ok: false, message: 'te groot' });
    expect(await log(r.key)).to.have.length(1);
  });

  it('cancel aborts the running request and sends nothing more', async () => {
    const c = job(bytes(4096), { query: '?delay=400' });
    const pending = uploadFile(c.job);
    setTimeout(() => c.controller.abort(), 100);
    expect(await pending).to.deep.equal({ ok: false, cancelled: true });
    await new Promise((r) => setTimeout(r, 500));
    expect((await log(c.key)).length).to.be.at.most(1);
  });
});

// ---------------------------------------------------------------------------------------------
// The multi-file field of <gform-form> (and the single file input) against the same test endpoint.

import { define } from '../../elements/gform-form';
import { axeViolations, cleanup, describeViolations, fixture, part, waitFor } from './helpers';

define();

const realFetch = window.fetch;
const submissions: FormData[] = [];
/** Answers the ajax submission (records its fields); uploads go to the test server. */
function mockSubmit(): void {
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('admin-ajax.php')) return realFetch(input, init);
    const body = init?.body instanceof FormData ? init.body : new FormData();
    submissions.push(body);
    return new Response(JSON.stringify({ success: true, data: { is_valid: true, confirmation_type: 'message', confirmation_markup: '<p>Dank je!</p>' } }));
  };
}
const UPLOAD_FORM = {
  id: 6,
  title: 'Foto’s voor je taart',
  fields: [
    { id: 2, type: 'fileupload', label: 'Foto’s', multipleFiles: true, maxFiles: 3, allowedExtensions: 'jpg, png,pdf', maxFileSize: 0.01 },
    { id: 3, type: 'fileupload', label: 'Offerte (pdf)', allowedExtensions: 'pdf', maxFileSize: 0.01 },
  ],
};
function mountUpload(settings: Record<string, unknown>): HTMLElement {
  const host = fixture(
    `<script type="application/json" id="site-elements-config">${JSON.stringify(settings)}</script>` +
      `<gform-form form-id="6" submission-method="ajax" display-title><script type="application/json">${JSON.stringify(UPLOAD_FORM)}</script></gform-form>`,
  );
  return host.querySelector('gform-form') as HTMLElement;
}
const named = (name: string, n: number) => new File([new Uint8Array(n)], name);
/** Files as the picker hands them over. */
function pick(input: HTMLInputElement, files: File[]): void {
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
/** Files dropped on the drop zone. */
function drop(zone: Element, files: File[]): void {
  const dt = new DataTransfer();
  for (const f of files) dt.items.add(f);
  for (const type of ['dragenter', 'dragover', 'drop']) zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: dt }));
}
const rows = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="upload-file"]')].map((r) => `${r.querySelector('.gfield__upload-name')!.textContent} ${r.dataset.status}`);
const messagesOf = (el: HTMLElement, fieldId = 2) => [...el.shadowRoot!.querySelectorAll(`#field_6_${fieldId} .gfield__upload-message`)].map((m) => m.textContent);
async function expectAxeClean(el: HTMLElement, when: string): Promise<void> {
  const v = await axeViolations(el.shadowRoot! as unknown as Element);
  expect(v, `${when}: ${describeViolations(v)}`).to.deep.equal([]);
}

describe('gform-form: the multi-file upload field', () => {
  afterEach(() => {
    cleanup();
    window.fetch = realFetch;
    submissions.length = 0;
    document.getElementById('site-elements-config')?.remove();
  });

  it('checks, queued/uploading/completed with progress, submission held while uploading, max files, cancel, delete, the map and unique id posted; axe clean in every state', async () => {
    const key = keySeq++;
    mockSubmit();
    const el = mountUpload({ uploadUrl: `/test-api/upload/${key}?delay=150`, uploadChunkSize: 1024 });
    const zone = await waitFor(() => part<HTMLButtonElement>(el, 'upload-dropzone'));
    const pickerInput = el.shadowRoot!.querySelector<HTMLInputElement>('#input_6_2_picker')!;
    expect(el.shadowRoot!.querySelector('#gfield_upload_rules_6_2')!.textContent).to.equal('Toegestane bestandstypen: jpg, png, pdf. Max. bestandsgrootte: 10 kB. Max. aantal bestanden: 3.');

    // A submit the moment the picked files show (a MutationObserver runs before the next task or
    // frame) is already refused: the form knows of them in the commit that shows them.
    let clicked = false;
    const observer = new MutationObserver(() => {
      if (clicked || !rows(el).length) return;
      clicked = true;
      part<HTMLButtonElement>(el, 'submit-button')!.click();
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    pick(pickerInput, [named('taart.jpg', 3000), named('virus.exe', 10), named('menu.doc', 10), named('groot.pdf', 20_000), named('kaars.png', 2000)]);
    // Refused before any upload, each as 'name - message' (React renders within the change event,
    // preact in a microtask after it).
    await waitFor(() => messagesOf(el).length === 3, { message: 'refusals shown' });
    observer.disconnect();
    await new Promise((r) => setTimeout(r, 50));
    expect(submissions, 'submitted while files were on their way').to.have.length(0);
    expect(clicked).to.equal(true);
    expect(messagesOf(el)).to.have.members([
      'virus.exe - Dit bestandstype is niet toegestaan.',
      'menu.doc - Ongeldige bestandsextensie. Toegestaan zijn: jpg, png, pdf',
      'groot.pdf - Het bestand is groter dan de maximale grootte.',
    ]);
    await waitFor(() => rows(el).join() === 'taart.jpg uploading,kaars.png queued', { message: 'one uploading, one queued' });
    const bar = await waitFor(() => el.shadowRoot!.querySelector<HTMLProgressElement>('[part~="upload-file"][data-status="uploading"] progress'));
    expect(bar.max).to.equal(100);
    await expectAxeClean(el, 'uploading + queued + messages');

    // Submit while files are on their way: refused with the alert, nothing sent.
    part<HTMLButtonElement>(el, 'submit-button')!.click();
    const alert = await waitFor(() => part(el, 'upload-alert'));
    expect(alert.textContent).to.equal('Wacht tot het uploaden klaar is.');
    expect(alert.getAttribute('role')).to.equal('alert');
    await new Promise((r) => setTimeout(r, 50));
    expect(submissions).to.have.length(0);

    await waitFor(() => rows(el).join() === 'taart.jpg completed,kaars.png completed', { timeout: 8000, message: 'both completed' });
    await waitFor(() => !part(el, 'upload-alert'), { message: 'the alert goes once nothing uploads' });
    await expectAxeClean(el, 'completed');

    // The third file fills the field; a fourth (dropped on the zone) is refused with the max message, the zone disabled.
    drop(zone, [named('kaart.pdf', 4000), named('extra.jpg', 10)]);
    await waitFor(() => rows(el).join() === 'taart.jpg completed,kaars.png completed,kaart.pdf uploading');
    expect(messagesOf(el)[0]).to.equal('Het maximale aantal bestanden is bereikt.');
    expect(zone.disabled).to.equal(true);
    await expectAxeClean(el, 'max reached, uploading');

    // Cancel the running upload: it no longer counts, the zone takes files again, the max message goes.
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="upload-file"][data-status="uploading"] [part~="upload-cancel-button"]')!.click();
    await waitFor(() => rows(el).join() === 'taart.jpg completed,kaars.png completed,kaart.pdf cancelled');
    expect(zone.disabled).to.equal(false);
    expect(messagesOf(el)).not.to.include('Het maximale aantal bestanden is bereikt.');
    await expectAxeClean(el, 'cancelled');

    // Delete a completed file: it leaves the map.
    el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Bestand verwijderen: taart.jpg"]')!.click();
    await waitFor(() => rows(el).join() === 'kaars.png completed,kaart.pdf cancelled');

    part<HTMLButtonElement>(el, 'submit-button')!.click();
    await waitFor(() => submissions.length === 1, { message: 'submitted' });
    const sent = submissions[0]!;
    const uid = sent.get('gform_unique_id') as string;
    expect(uid).to.match(/^[0-9a-f]{8}$/);
    expect(JSON.parse(sent.get('gform_uploaded_files_6') as string)).to.deep.equal({ input_2: [{ temp_filename: `${uid}_input_2_kaars.png`, uploaded_filename: 'kaars.png' }] });
    // Every upload request of this form view carried the same unique id, chunked at 1 kB.
    const log2 = await log(key);
    expect(new Set(log2.map((r) => r.fields.gform_unique_id))).to.deep.equal(new Set([uid]));
    expect(log2.filter((r) => r.fields.original_filename === 'taart.jpg').map((r) => r.fields.chunk)).to.deep.equal(['0', '1', '2']);
  });

  it("a server failure removes the file with 'name - Fout: 500, Bericht: …' after the retries; Gravity Forms' error message as it is", async () => {
    const key = keySeq++;
    const el = mountUpload({ uploadUrl: `/test-api/upload/${key}?fail=9`, uploadChunkSize: 0 });
    await waitFor(() => part(el, 'upload-dropzone'));
    pick(el.shadowRoot!.querySelector<HTMLInputElement>('#input_6_2_picker')!, [named('taart.jpg', 300)]);
    await waitFor(() => messagesOf(el).length === 1, { timeout: 6000, message: 'failed after the retries' });
    expect(messagesOf(el)).to.deep.equal(['taart.jpg - Fout: 500, Bericht: Internal Server Error']);
    expect(rows(el)).to.deep.equal([]);
    expect(await log(key)).to.have.length(3);
    await expectAxeClean(el, 'error');
    cleanup();
    document.getElementById('site-elements-config')?.remove();

    const key2 = keySeq++;
    const el2 = mountUpload({ uploadUrl: `/test-api/upload/${key2}?refuse=1`, locale: 'en' });
    await waitFor(() => part(el2, 'upload-dropzone'));
    pick(el2.shadowRoot!.querySelector<HTMLInputElement>('#input_6_2_picker')!, [named('taart.jpg', 300)]);
    await waitFor(() => messagesOf(el2).length === 1);
    expect(messagesOf(el2)).to.deep.equal(['taart.jpg - te groot']);
    expect(el2.shadowRoot!.querySelector('#gfield_upload_rules_6_2')!.textContent).to.match(/^Accepted file types: jpg, png, pdf\./);
  });

  it('the single file input: a refused file is cleared with its message; an allowed one stays for the submission', async () => {
    const el = mountUpload({});
    const input = await waitFor(() => el.shadowRoot!.querySelector<HTMLInputElement>('#input_6_3'));
    expect(input.name).to.equal('input_3');
    expect(input.accept).to.equal('.pdf');
    pick(input, [named('foto.jpg', 10)]);
    await waitFor(() => messagesOf(el, 3).length === 1);
    expect(messagesOf(el, 3)).to.deep.equal(['foto.jpg - Ongeldige bestandsextensie. Toegestaan zijn: pdf']);
    expect(input.files!.length).to.equal(0);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    await expectAxeClean(el, 'single refused');
    pick(input, [named('offerte.pdf', 20_000)]);
    await waitFor(() => messagesOf(el, 3)[0]?.startsWith('offerte.pdf'));
    expect(messagesOf(el, 3)).to.deep.equal(['offerte.pdf - Het bestand is groter dan de maximale grootte.']);
    pick(input, [named('offerte.pdf', 2000)]);
    await waitFor(() => messagesOf(el, 3).length === 0);
    expect(input.files!.length).to.equal(1);
  });
});

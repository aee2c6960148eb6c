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
    expect(await uploadFile(r.job)).to.deep.equal({ ok: false, message: 'taart.jpg - te groot' });
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

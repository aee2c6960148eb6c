/**
 * The file upload call (spec section 7, CONTRACT section 3) as Gravity Forms' plupload makes it:
 * a multipart POST of each chunk to `uploadUrl`, the file part in `file`, the fields from
 * src/core/forms/upload.ts. XMLHttpRequest, because fetch reports no upload progress. A chunk that
 * fails in a way a retry may cure (no answer, a stall, 408, 429, 5xx) is sent again up to
 * CHUNK_RETRIES times; the AbortSignal cancels the running request. Answers are read in the core
 * (readChunkResponse). Nothing here throws.
 */
import { CHUNK_RETRIES, CHUNK_RETRY_DELAY_MS, chunkPlan, readChunkResponse, type ChunkResponse, type UploadMessages, type UploadedFile } from '../../core/forms/upload';

/** A chunk whose bytes stop moving for this long counts as failed (and may be retried). Not in the spec. */
export const UPLOAD_STALL_TIMEOUT_MS = 60_000;

export interface UploadJob {
  url: string;
  file: Blob & { name: string };
  /** The multipart fields of one request (`chunk` is undefined when the file goes whole). */
  fields(chunk: { index: number; count: number } | undefined): [string, string][];
  /** Bytes per chunk; 0 sends the file whole. */
  chunkSize: number;
  messages: Pick<UploadMessages, 'unknownError' | 'error' | 'message'>;
  /** Bytes of the file sent so far. */
  onProgress(loaded: number): void;
  signal: AbortSignal;
  retries?: number;
  retryDelayMs?: number;
  stallTimeoutMs?: number;
}

export type UploadResult = { ok: true; data: UploadedFile } | { ok: false; message: string } | { ok: false; cancelled: true };

/** Sends a file in chunks; resolves with the last chunk's data, the failure message, or cancelled. */
export async function uploadFile(job: UploadJob): Promise<UploadResult> {
  const plan = chunkPlan(job.file.size, job.chunkSize);
  const retries = job.retries ?? CHUNK_RETRIES;
  let data: UploadedFile | null = null;
  for (const [index, range] of plan.entries()) {
    const chunk = plan.length > 1 ? { index, count: plan.length } : undefined;
    const last = index === plan.length - 1;
    for (let attempt = 0; ; attempt++) {
      if (job.signal.aborted) return { ok: false, cancelled: true };
      const body = new FormData();
      for (const [k, v] of job.fields(chunk)) body.append(k, v);
      // plupload sends a chunk as a blob named "blob"; the whole file under its own name.
      body.append('file', chunk ? job.file.slice(range.start, range.end) : job.file, chunk ? 'blob' : job.file.name);
      const size = range.end - range.start;
      job.onProgress(range.start);
      const res = await postChunk(job.url, body, (sent) => job.onProgress(range.start + Math.min(size, sent)), job.signal, job.stallTimeoutMs ?? UPLOAD_STALL_TIMEOUT_MS, size);
      if (res === 'aborted') return { ok: false, cancelled: true };
      const verdict = readChunkResponse(res, last, job.messages);
      if (verdict.ok) {
        data = verdict.data ?? data;
        job.onProgress(range.end);
        break;
      }
      if (!verdict.retry || attempt >= retries) return { ok: false, message: verdict.message };
      if (!(await pause((job.retryDelayMs ?? CHUNK_RETRY_DELAY_MS) * (attempt + 1), job.signal))) return { ok: false, cancelled: true };
    }
  }
  return data ? { ok: true, data } : { ok: false, message: job.messages.unknownError };
}

/** One multipart POST with upload progress (bytes of the chunk, scaled from the body's). */
function postChunk(url: string, body: FormData, onSent: (bytes: number) => void, signal: AbortSignal, stallMs: number, chunkBytes: number): Promise<ChunkResponse | 'aborted'> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (r: ChunkResponse | 'aborted') => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      signal.removeEventListener('abort', onAbort);
      resolve(r);
    };
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        finish({ status: 0, network: true });
      }, stallMs);
    };
    const onAbort = () => {
      xhr.abort();
      finish('aborted');
    };
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => {
      armStall();
      if (e.lengthComputable && e.total > 0) onSent(Math.floor((e.loaded / e.total) * chunkBytes));
    };
    xhr.onprogress = armStall;
    xhr.onload = () => finish({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => finish({ status: 0, network: true });
    xhr.onabort = () => finish(signal.aborted ? 'aborted' : { status: 0, network: true });
    signal.addEventListener('abort', onAbort);
    armStall();
    try {
      xhr.send(body);
    } catch {
      finish({ status: 0, network: true });
    }
  });
}

/** Waits `ms`; false when the signal aborted first. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const t = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(t);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * File uploads (spec sections 3, 4, 5, 7, 8, 9): the checks made before a file is sent, the
 * messages, the chunk plan, the upload request's fields and answer, and the uploaded-files map.
 * Gravity Forms' rules (its plupload setup): a disallowed extension is refused with
 * 'name - illegal extension'; a file outside the field's allowed list gets the invalid-extension
 * message with that list; a file over the size limit 'name - exceeds limit'; at max_files further
 * files are dropped and the max-reached message shows. Pure.
 */

/** Gravity Forms' disallowed extensions (GFCommon::get_disallowed_file_extensions). */
export const DISALLOWED_EXTENSIONS: readonly string[] = ['php', 'asp', 'aspx', 'cmd', 'csh', 'bat', 'html', 'htm', 'hta', 'jar', 'exe', 'com', 'js', 'lnk', 'htaccess', 'phar', 'phtml', 'ps1', 'ps2', 'php3', 'php4', 'php5', 'php6', 'py', 'rb', 'tmp'];

/** Default chunk size (bytes) when the page does not set one: Gravity Forms' plupload default is 1 MB. */
export const DEFAULT_CHUNK_SIZE = 1024 * 1024;
/** How often a failed chunk is sent again before the file fails. */
export const CHUNK_RETRIES = 2;
/** The wait before a chunk is sent again, times the attempt number (plupload's `retries` resend at once; a short pause lets a restarting server come back). */
export const CHUNK_RETRY_DELAY_MS = 500;

/** A size for people: bytes as B, kB, MB or GB with one decimal where it helps (`locale` picks the decimal mark). */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let n = Math.max(0, bytes);
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  const digits = u === 0 || n >= 10 ? 0 : 1;
  return `${n.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[u]}`;
}

/** The upload messages (the i18n module supplies them in the visitor's language). */
export interface UploadMessages {
  illegalExtension: string;
  invalidExtension: string;
  exceedsLimit: string;
  maxReached: string;
  unknownError: string;
  error: string;
  message: string;
}

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

/** A field's allowed extensions from `allowedExtensions` (`"jpg, png,.pdf"`); empty = any (not disallowed). */
export function allowedExtensionsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((x) => x.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** A field's size limit in bytes from `maxFileSize` (MB); undefined when unset. */
export function maxBytesOf(maxFileSizeMb: number | undefined): number | undefined {
  return maxFileSizeMb && maxFileSizeMb > 0 ? Math.round(maxFileSizeMb * 1024 * 1024) : undefined;
}

/** 'filename - message' (spec section 8): how every upload error is listed under the field. */
export function fileMessage(name: string, message: string): string {
  return `${name} - ${message}`;
}

/** 'Error: code, Message: text' (spec section 8) for a server's error answer. */
export function serverErrorMessage(code: string | number, text: string, m: Pick<UploadMessages, 'error' | 'message'>): string {
  return `${m.error}: ${code}, ${m.message}: ${text}`;
}

/**
 * Checks one file before it is sent. null when it may go; else the message to list
 * ('name - …'). Order as Gravity Forms: disallowed extension, then the allowed list, then size.
 * Control characters in the name are ignored (a NUL cannot hide a '.php.').
 */
export function checkFile(file: { name: string; size: number }, rules: { allowed: readonly string[]; maxBytes?: number | undefined }, m: UploadMessages): string | null {
  const refused = fileRuleMessage(file, rules, m);
  return refused === null ? null : fileMessage(withoutControls(file.name), refused);
}

/** A file name without control characters, as WordPress' sanitize_file_name drops them: "shell.php\0.jpg" is "shell.php.jpg". */
export const withoutControls = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '');

/**
 * The rule a file breaks, without its name (what Gravity Forms' upload call answers; the browser
 * puts 'name - ' before it), or null. Control characters in the name are ignored, so a NUL cannot
 * hide a '.php.' (found by tests/backend/upload-garbage.test.ts).
 */
export function fileRuleMessage(file: { name: string; size: number }, rules: { allowed: readonly string[]; maxBytes?: number | undefined }, m: UploadMessages): string | null {
  switch (fileRule(file, rules)) {
    case 'illegal':
      return m.illegalExtension;
    case 'extension':
      return `${m.invalidExtension} ${rules.allowed.join(', ')}`;
    case 'size':
      return m.exceedsLimit;
    default:
      return null;
  }
}

/** The rule a file breaks, in Gravity Forms' order (shared with <eb-form>'s checks). */
export type FileRule = 'illegal' | 'extension' | 'size';

/** Which rule a file breaks, or null: a disallowed extension (or '.php.' in the name), not an allowed one, too big. */
export function fileRule(file: { name: string; size: number }, rules: { allowed: readonly string[]; maxBytes?: number | undefined }): FileRule | null {
  const name = withoutControls(file.name);
  const ext = extensionOf(name);
  if (DISALLOWED_EXTENSIONS.includes(ext) || name.toLowerCase().includes('.php.')) return 'illegal';
  if (rules.allowed.length && !rules.allowed.includes(ext)) return 'extension';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}

/**
 * Which of `incoming` files fit when `current` are already there: at max_files the rest are dropped
 * (spec section 5) and `reached` says to show the max-reached message; max 0/undefined = no limit.
 */
export function admitFiles<T>(incoming: readonly T[], current: number, maxFiles: number | undefined): { accepted: T[]; dropped: T[]; reached: boolean } {
  if (!maxFiles || maxFiles <= 0) return { accepted: [...incoming], dropped: [], reached: false };
  const room = Math.max(0, maxFiles - current);
  const accepted = incoming.slice(0, room);
  return { accepted, dropped: incoming.slice(room), reached: current + accepted.length >= maxFiles };
}

/** The byte ranges of a file's chunks ([start, end) each); one chunk when chunking is off (size 0). */
export function chunkPlan(size: number, chunkSize: number): { start: number; end: number }[] {
  if (!chunkSize || chunkSize <= 0 || size <= chunkSize) return [{ start: 0, end: size }];
  const out: { start: number; end: number }[] = [];
  for (let start = 0; start < size; start += chunkSize) out.push({ start, end: Math.min(size, start + chunkSize) });
  return out;
}

/** `gform_unique_id`: 8 hex characters, one per form view (Gravity Forms' 'xxxxxxxx' pattern); `random` gives 0 <= r < 1. */
export function newUniqueId(random: () => number): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** The multipart fields of one upload request (spec section 7, Gravity Forms' plupload params); the file goes in `file`. */
export function uploadFields(p: { formId: number; fieldId: number; uniqueId: string; fileName: string; nonce?: string | undefined; chunk?: { index: number; count: number } | undefined }): [string, string][] {
  const out: [string, string][] = [
    ['name', p.fileName],
    ['form_id', String(p.formId)],
    ['field_id', String(p.fieldId)],
    ['gform_unique_id', p.uniqueId],
    ['original_filename', p.fileName],
  ];
  if (p.nonce !== undefined) out.push([`_gform_file_upload_nonce_${p.formId}_${p.fieldId}`, p.nonce]);
  if (p.chunk && p.chunk.count > 1) out.push(['chunk', String(p.chunk.index)], ['chunks', String(p.chunk.count)]);
  return out;
}

/** One uploaded file as the map keeps it (Gravity Forms' answer data). */
export interface UploadedFile {
  temp_filename: string;
  uploaded_filename: string;
}

/** The answer of an upload: ok with its data, or an error with code and message; garbage is an error too. */
export type UploadAnswer = { ok: true; data: UploadedFile } | { ok: false; code: string; message: string };

/** Reads `{"status":"ok","data":{temp_filename,uploaded_filename}}` or `{"status":"error","error":{code,message}}`. */
export function parseUploadAnswer(text: string, unknownError: string): UploadAnswer {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { ok: false, code: 'invalid_response', message: unknownError };
  }
  const o = v as { status?: unknown; data?: { temp_filename?: unknown; uploaded_filename?: unknown }; error?: { code?: unknown; message?: unknown } };
  if (o?.status === 'ok' && typeof o.data?.temp_filename === 'string' && typeof o.data.uploaded_filename === 'string') {
    return { ok: true, data: { temp_filename: o.data.temp_filename, uploaded_filename: o.data.uploaded_filename } };
  }
  if (o?.status === 'error') {
    return { ok: false, code: String(o.error?.code ?? 'error'), message: typeof o.error?.message === 'string' && o.error.message ? o.error.message : unknownError };
  }
  return { ok: false, code: 'invalid_response', message: unknownError };
}

/** What one chunk request came back with: an HTTP answer, or no answer at all (network error, timeout). */
export type ChunkResponse = { status: number; statusText?: string; text: string } | { status: 0; network: true };

/** What to do after a chunk: go on (the last chunk's data), or fail with a message (and whether sending it again may help). */
export type ChunkVerdict = { ok: true; data: UploadedFile | null } | { ok: false; retry: boolean; message: string };

/**
 * Reads a chunk's answer (spec sections 7 and 8). Gravity Forms' error answer
 * (`{"status":"error","error":{code,message}}`, whatever the HTTP status) gives its message,
 * final; an HTTP failure without it gives 'Error: code, Message: text', and is worth another try
 * when the server or the network may recover (no answer, 408, 429, 5xx); garbage with 200 is the
 * unknown error. `last` says whether this chunk completes the file (then its data is needed).
 */
export function readChunkResponse(res: ChunkResponse, last: boolean, m: Pick<UploadMessages, 'unknownError' | 'error' | 'message'>): ChunkVerdict {
  if ('network' in res) return { ok: false, retry: true, message: serverErrorMessage(0, m.unknownError, m) };
  const answer = parseUploadAnswer(res.text, m.unknownError);
  const ok2xx = res.status >= 200 && res.status < 300;
  if (!answer.ok && answer.code !== 'invalid_response') return { ok: false, retry: false, message: answer.message };
  if (!ok2xx) {
    const retry = res.status === 408 || res.status === 429 || res.status >= 500;
    return { ok: false, retry, message: serverErrorMessage(res.status, httpErrorText(res.text) ?? (res.statusText || m.unknownError), m) };
  }
  if (answer.ok) return { ok: true, data: answer.data };
  // An intermediate chunk's answer may carry no data; only the last one must.
  if (!last && /"status"\s*:\s*"ok"/.test(res.text)) return { ok: true, data: null };
  return { ok: false, retry: false, message: m.unknownError };
}

/** The message of a non-Gravity-Forms error body (`{data:{message}}`, `{message}`, a WordPress error), if any. */
function httpErrorText(text: string): string | undefined {
  try {
    const v = JSON.parse(text) as { message?: unknown; data?: { message?: unknown } | unknown };
    const inner = v && typeof v === 'object' ? (v.data as { message?: unknown } | undefined) : undefined;
    const msg = typeof inner === 'object' && inner && typeof inner.message === 'string' ? inner.message : typeof v?.data === 'string' ? v.data : typeof v?.message === 'string' ? v.message : undefined;
    return msg ? msg.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** The uploaded-files map with `file` added to (or, with remove, taken from) `input_{fieldId}` (spec section 3). */
export function withUploadedFile(map: Record<string, unknown[]>, fieldId: number, file: UploadedFile, remove = false): Record<string, unknown[]> {
  const key = `input_${fieldId}`;
  const list = (map[key] ?? []).filter((f) => !(remove && (f as UploadedFile).temp_filename === file.temp_filename));
  return { ...map, [key]: remove ? list : [...list, file] };
}

/** The files of field `fieldId` in an uploaded-files map read from a server or a posted value (anything malformed is skipped). */
export function uploadedFilesOf(map: unknown, fieldId: number): UploadedFile[] {
  const list = map && typeof map === 'object' ? (map as Record<string, unknown>)[`input_${fieldId}`] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((x) => {
    const o = x as { temp_filename?: unknown; uploaded_filename?: unknown } | null;
    return o && typeof o.temp_filename === 'string' && typeof o.uploaded_filename === 'string' ? [{ temp_filename: o.temp_filename, uploaded_filename: o.uploaded_filename }] : [];
  });
}

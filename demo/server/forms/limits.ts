/**
 * Upload limits from a form's own settings, as Gravity Forms keeps them on each `fileupload`
 * field: `maxFileSize` in MB (a number or numeric string; empty or missing = the server's limit),
 * `multipleFiles` and `maxFiles`. A submission may carry each field's files plus FIELDS_ALLOWANCE
 * for everything else; over that, or one file over its field's limit: 413 naming the field.
 */
import { HttpError, MAX_BODY_BYTES, type Fields } from '../http';
import type { StoredForm } from './catalog';

/** What a submission's non-file fields may take (500 fields of MAX_VALUE_LENGTH would not fit; none needs to). */
export const FIELDS_ALLOWANCE = 1024 * 1024;
/** The server's own upload limit (WordPress' wp_max_upload_size stand-in) when a field sets none. */
export const SERVER_UPLOAD_LIMIT = MAX_BODY_BYTES;

export interface UploadLimit {
  /** Largest file, bytes. */
  maxBytes: number;
  /** Files the field takes. */
  maxFiles: number;
}

const positive = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The upload limit of each file field of the form, by field id. */
export function uploadLimits(stored: StoredForm): Map<number, UploadLimit> {
  const out = new Map<number, UploadLimit>();
  const fields = Array.isArray(stored.raw.fields) ? (stored.raw.fields as Record<string, unknown>[]) : [];
  for (const f of fields) {
    if (f?.type !== 'fileupload') continue;
    const id = Number(f.id);
    if (!Number.isInteger(id)) continue;
    const mb = positive(f.maxFileSize);
    const multiple = f.multipleFiles === true || f.multipleFiles === '1' || f.multipleFiles === 1;
    out.set(id, {
      maxBytes: Math.min(SERVER_UPLOAD_LIMIT, mb === undefined ? SERVER_UPLOAD_LIMIT : Math.floor(mb * 1024 * 1024)),
      maxFiles: multiple ? Math.floor(positive(f.maxFiles) ?? 20) : 1,
    });
  }
  return out;
}

/** The largest submission body the form allows. */
export function submissionLimit(stored: StoredForm): number {
  let total = FIELDS_ALLOWANCE;
  for (const l of uploadLimits(stored).values()) total += l.maxBytes * l.maxFiles;
  return Math.min(MAX_BODY_BYTES, total);
}

/** Throws a 413 when the body or one of its files is over what the form's settings allow. */
export function enforceUploadLimits(stored: StoredForm, fields: Fields, bodyBytes: number): void {
  const limits = uploadLimits(stored);
  for (const [name] of fields.entries()) {
    const m = /^input_(\d+)/.exec(name);
    const files = fields.files(name);
    if (!files.length) continue;
    const limit = m ? limits.get(Number(m[1])) : undefined;
    const max = limit?.maxBytes ?? 0;
    for (const f of files) {
      if (f.size > max) throw new HttpError(413, 'file_too_large', max ? `File of field "${name}" is over the form's limit of ${max} bytes` : `Field "${name}" takes no files`);
    }
  }
  const total = submissionLimit(stored);
  if (bodyBytes > total) throw new HttpError(413, 'too_large', `Request body over ${total} bytes (the limit of form ${stored.id})`);
}

/** What an upload request (gf_upload) carries besides the file or chunk: plupload's multipart fields and boundaries. */
export const UPLOAD_FIELDS_ALLOWANCE = 64 * 1024;
/** The largest upload request any field can allow: the server's upload limit plus the fields. */
export const MAX_UPLOAD_REQUEST = SERVER_UPLOAD_LIMIT + UPLOAD_FIELDS_ALLOWANCE;

/** The largest upload request (one file, or one chunk of it) for a field of the form: its `maxFileSize` plus the fields. */
export function uploadRequestLimit(stored: StoredForm, fieldId: number): number {
  return (uploadLimits(stored).get(fieldId)?.maxBytes ?? SERVER_UPLOAD_LIMIT) + UPLOAD_FIELDS_ALLOWANCE;
}

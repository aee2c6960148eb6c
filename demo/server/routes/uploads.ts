/**
 * Gravity Forms' file upload call (spec section 7, CONTRACT section 3): `POST /?gf_page=gf_upload`
 * (multipart, plupload's fields: `file`, `name`, `form_id`, `field_id`, `gform_unique_id`,
 * `original_filename`, `chunk`/`chunks` when chunked). Chunks are appended in order into one
 * temporary file; every chunk is checked against the field's extension and size limits. Files live
 * under `{ctx.dataDir}/uploads`: `tmp/` until the entry is submitted, then `entries/{entryId}/`
 * (see ../forms/uploads.ts). Every stored name is made from a safe alphabet, so no name can leave
 * the folder. Answers `{"status":"ok","data":{temp_filename,uploaded_filename}}` or
 * `{"status":"error","error":{code,message}}`.
 *
 * Body limits: the route reads at most the server's upload limit plus the multipart fields
 * (MAX_UPLOAD_REQUEST; over it the router answers 413 before the form is known). Then the field's
 * own `maxFileSize` decides: a request larger than that limit plus the fields' allowance cannot hold
 * an allowed file or chunk, and is answered `413` with Gravity Forms' error shape (code 104, the
 * exceeds-limit message), so the widget lists "name - message" like any other refusal.
 */
import { appendFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allowedExtensionsOf, fileRuleMessage, maxBytesOf } from '../../../src/core/forms/upload';
import { loadForm } from '../forms/catalog';
import { MAX_UPLOAD_REQUEST, uploadRequestLimit } from '../forms/limits';
import { UPLOAD_MESSAGES, tempName, tempPath, uploadsDir } from '../forms/uploads';
import { nowSeconds } from '../storage';
import type { Ctx, Reply } from '../router';
import type { RouteModule } from './module';

const MESSAGES = UPLOAD_MESSAGES;

/** Gravity Forms' upload error codes (GFAsyncUpload): 103 no file, 104 refused by the field's rules, 105 chunk out of order. */
const fail = (code: number | string, message: string, status = 200): Reply => ({ status, json: { status: 'error', error: { code, message } } });

async function upload(ctx: Ctx): Promise<Reply> {
  if (ctx.method !== 'POST') return fail(405, 'Use POST', 405);
  const f = ctx.fields;
  const formId = Number(f.str('form_id') ?? '');
  const fieldId = Number(f.str('field_id') ?? '');
  const uniqueId = f.str('gform_unique_id', { max: 64 }) ?? '';
  const original = (f.str('original_filename', { max: 255 }) ?? f.str('name', { max: 255 }) ?? '').trim();
  const file = f.files('file')[0];
  if (!Number.isInteger(formId) || formId < 1 || !Number.isInteger(fieldId) || fieldId < 1) return fail(400, 'form_id and field_id are required', 400);
  if (!/^[a-zA-Z0-9]{4,32}$/.test(uniqueId)) return fail(400, 'gform_unique_id is malformed', 400);
  if (!file || !original) return fail(103, MESSAGES.unknownError, 400);
  const stored = loadForm(formId);
  const field = stored?.form.fields.find((x) => x.id === fieldId);
  if (!stored || !field || (!['fileupload', 'post_image'].includes(field.type) && field.inputType !== 'fileupload')) return fail(400, `Field ${fieldId} of form ${formId} takes no files`, 400);

  const chunks = Number(f.str('chunks') ?? '1') || 1;
  const chunk = Number(f.str('chunk') ?? '0') || 0;
  if (!Number.isInteger(chunks) || !Number.isInteger(chunk) || chunks < 1 || chunks > 10_000 || chunk < 0 || chunk >= chunks) return fail(400, 'chunk/chunks are malformed', 400);

  const rules = { allowed: allowedExtensionsOf(field.allowedExtensions), maxBytes: maxBytesOf(field.maxFileSize) };
  // Refuse a bad name before any byte is kept. Messages without the file name, as Gravity Forms'
  // upload call answers: the browser lists them as 'name - message'.
  const early = fileRuleMessage({ name: original, size: 0 }, rules, MESSAGES);
  if (early) return fail(104, early);
  // A request over the field's own limit cannot carry an allowed file (or chunk of one).
  if (ctx.bodyBytes > uploadRequestLimit(stored, fieldId)) return fail(104, MESSAGES.exceedsLimit, 413);

  const name = tempName(uniqueId, fieldId, original);
  const target = tempPath(ctx.dataDir, name);
  mkdirSync(path.join(uploadsDir(ctx.dataDir), 'tmp'), { recursive: true });
  const bytes = Buffer.from(await file.arrayBuffer());
  if (chunk === 0) writeFileSync(target, bytes);
  else {
    // A later chunk appends to the file the earlier ones started; without it the order was broken.
    try {
      statSync(target);
    } catch {
      return fail(105, MESSAGES.unknownError);
    }
    appendFileSync(target, bytes);
  }
  const size = statSync(target).size;
  const tooBig = fileRuleMessage({ name: original, size }, rules, MESSAGES);
  if (tooBig) {
    rmSync(target, { force: true });
    return fail(104, tooBig);
  }
  if (chunk < chunks - 1) return { json: { status: 'ok', data: { temp_filename: name, uploaded_filename: original, chunk } } };
  await ctx.store.uploads.record({ tempFilename: name, formId, fieldId, uniqueId, originalName: original.slice(0, 255), size, time: nowSeconds() });
  return { json: { status: 'ok', data: { temp_filename: name, uploaded_filename: original } } };
}

export const uploads: RouteModule = {
  name: 'uploads',
  register(router) {
    // Up to the server's upload limit plus the multipart fields; the field's own limit is checked
    // by the handler once it knows the field (the body has to be read to know it).
    router.onPage('gf_upload', upload, { publicWrite: true, maxBody: MAX_UPLOAD_REQUEST });
  },
};

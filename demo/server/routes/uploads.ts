/**
 * Gravity Forms' file upload call (spec section 7, CONTRACT section 3): `POST /?gf_page=gf_upload`
 * (multipart, plupload's fields: `file`, `name`, `form_id`, `field_id`, `gform_unique_id`,
 * `original_filename`, `chunk`/`chunks` when chunked). Chunks are appended in order into one
 * temporary file; the last one is checked against the field's extension and size limits. Files
 * live under UPLOADS_DIR (default DATA_DIR/uploads): `tmp/` until the entry is submitted, then
 * `entries/{entryId}/` (see ../forms/uploads.ts). Every stored name is made from a safe alphabet,
 * so no name can leave the folder. Answers `{"status":"ok","data":{temp_filename,uploaded_filename}}`
 * or `{"status":"error","error":{code,message}}`.
 */
import { appendFileSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { allowedExtensionsOf, checkFile, maxBytesOf } from '../../../src/core/forms/upload';
import { loadForm } from '../forms/catalog';
import { MAX_BODY_BYTES } from '../http';
import { nowSeconds } from '../storage';
import { tempPath, tempName, uploadsDir } from '../forms/uploads';
import type { Ctx, Reply } from '../router';
import type { RouteModule } from './module';

/** Server-side messages (the demo site is Dutch), as Gravity Forms' upload.php answers them. */
const MESSAGES = {
  illegalExtension: 'Dit bestandstype is niet toegestaan.',
  invalidExtension: 'Dit bestandstype is niet toegestaan. Toegestaan zijn:',
  exceedsLimit: 'Het bestand is groter dan toegestaan.',
  maxReached: 'Het maximale aantal bestanden is bereikt.',
  unknownError: 'Er ging iets mis bij het opslaan van het bestand op de server.',
  error: 'Fout',
  message: 'Bericht',
};

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
  const field = loadForm(formId)?.form.fields.find((x) => x.id === fieldId);
  if (!field || !['fileupload', 'post_image'].includes(field.type) && field.inputType !== 'fileupload') return fail(400, `Field ${fieldId} of form ${formId} takes no files`, 400);

  const chunks = Number(f.str('chunks') ?? '1') || 1;
  const chunk = Number(f.str('chunk') ?? '0') || 0;
  if (!Number.isInteger(chunks) || !Number.isInteger(chunk) || chunks < 1 || chunks > 10_000 || chunk < 0 || chunk >= chunks) return fail(400, 'chunk/chunks are malformed', 400);

  const rules = { allowed: allowedExtensionsOf(field.allowedExtensions), maxBytes: maxBytesOf(field.maxFileSize) };
  // Refuse a bad name before any byte is kept (the size is checked as the chunks arrive).
  const early = checkFile({ name: original, size: 0 }, rules, MESSAGES);
  if (early) return fail(104, early);

  const name = tempName(uniqueId, fieldId, original);
  const target = tempPath(name);
  mkdirSync(`${uploadsDir()}/tmp`, { recursive: true });
  const bytes = Buffer.from(await file.arrayBuffer());
  {
    if (chunk === 0) writeFileSync(target, bytes);
    else {
      let have = -1;
      try {
        have = statSync(target).size;
      } catch {
        return fail(105, MESSAGES.unknownError);
      }
      if (have < 0) return fail(105, MESSAGES.unknownError);
      appendFileSync(target, bytes);
    }
    const size = statSync(target).size;
    const tooBig = checkFile({ name: original, size }, rules, MESSAGES);
    if (tooBig) {
      rmSync(target, { force: true });
      return fail(104, tooBig);
    }
    if (chunk < chunks - 1) return { json: { status: 'ok', data: { temp_filename: name, uploaded_filename: original, chunk } } };
    await ctx.store.uploads.record({ tempFilename: name, formId, fieldId, uniqueId, originalName: original.slice(0, 255), size, time: nowSeconds() });
    return { json: { status: 'ok', data: { temp_filename: name, uploaded_filename: original } } };
  }
}

export const uploads: RouteModule = {
  name: 'uploads',
  register(router) {
    // A chunk (or a whole file) up to the server's upload limit plus the multipart fields; the
    // field's own size limit is checked by the handler, which answers in Gravity Forms' shape.
    router.onPage('gf_upload', upload, { publicWrite: true, maxBody: MAX_BODY_BYTES + 64 * 1024 });
  },
};

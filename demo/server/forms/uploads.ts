/**
 * Where uploaded files live: `{dataDir}/uploads` (the server's DATA_DIR, default ./data, reaches
 * the routes as `ctx.dataDir`), `tmp/` while a visitor fills in the form, `entries/{entryId}/`
 * once the entry is stored. Names are built from a safe alphabet only, so nothing a visitor sends
 * can point outside the folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormField, FormObject } from '../../../src/core/forms/types';
import { allowedExtensionsOf, fileMessage, fileRuleMessage, maxBytesOf } from '../../../src/core/forms/upload';
import { forms as nl } from '../../../src/i18n/nl/forms';
import type { Fields } from '../http';
import { nowSeconds, type Store } from '../storage';

/** Server-side upload messages: the demo site's language (Dutch), the widget's own strings. */
export const UPLOAD_MESSAGES = {
  illegalExtension: nl['forms.uploadIllegalExtension'],
  invalidExtension: nl['forms.uploadInvalidExtension'],
  exceedsLimit: nl['forms.uploadExceedsLimit'],
  maxReached: nl['forms.uploadMaxReached'],
  unknownError: nl['forms.uploadUnknownError'],
  error: nl['forms.uploadError'],
  message: nl['forms.uploadMessage'],
};

/** The uploads folder (absolute) under a data folder. */
export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** A file name reduced to `[A-Za-z0-9._-]`, no leading dots, at most 100 characters ('file' when nothing is left). */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-100);
  return cleaned || 'file';
}

/** The temporary name of an upload: `{uniqueId}_input_{fieldId}_{safe name}` (Gravity Forms' pattern). */
export function tempName(uniqueId: string, fieldId: number, original: string): string {
  return `${uniqueId.replace(/[^A-Za-z0-9]/g, '')}_input_${fieldId}_${safeName(original)}`;
}

/** The path of a temporary upload; throws when a name would leave the folder. */
export function tempPath(dataDir: string, name: string): string {
  const dir = path.join(uploadsDir(dataDir), 'tmp');
  const full = path.resolve(dir, safeName(name));
  if (!full.startsWith(dir + path.sep)) throw new Error('upload name outside the uploads folder');
  return full;
}

/**
 * Links the uploaded files of a submission (`gform_uploaded_files` map `{"input_4":[{temp_filename,…}]}`)
 * to its entry: each known temporary file of that form, field and unique id moves to
 * `entries/{entryId}/`. Unknown names are ignored. Returns how many were linked.
 */
export async function linkUploads(store: Store, dataDir: string, p: { entryId: number; formId: number; uniqueId: string; uploaded: Record<string, unknown> }): Promise<number> {
  const root = uploadsDir(dataDir);
  let linked = 0;
  for (const [key, list] of Object.entries(p.uploaded)) {
    const fieldId = Number(/^input_(\d+)$/.exec(key)?.[1]);
    if (!fieldId || !Array.isArray(list)) continue;
    for (const item of list) {
      const temp = typeof (item as { temp_filename?: unknown })?.temp_filename === 'string' ? (item as { temp_filename: string }).temp_filename : '';
      const name = safeName(temp);
      if (!(await store.uploads.pending(name, p.formId, fieldId, p.uniqueId))) continue;
      const from = tempPath(dataDir, name);
      if (!existsSync(from)) continue;
      const dir = path.join(root, 'entries', String(p.entryId));
      mkdirSync(dir, { recursive: true });
      const to = path.join(dir, name);
      renameSync(from, to);
      await store.uploads.link(name, p.entryId, path.relative(root, to));
      linked++;
    }
  }
  return linked;
}

/** A field whose files travel with the submission: a file field without `multipleFiles` (or a post image). */
const isSingleFileField = (f: FormField) => (f.type === 'fileupload' || f.type === 'post_image' || f.inputType === 'fileupload') && !f.multipleFiles;

/** The single file inputs of a form (repeater sub-fields are not file fields). */
function singleFileFields(form: FormObject): FormField[] {
  return form.fields.filter(isSingleFileField);
}

/** The file a single file input posted (`input_{id}`), or undefined when none was picked. */
function postedFile(fields: Fields, fieldId: number): File | undefined {
  return fields.files(`input_${fieldId}`).find((f) => f.size > 0 || f.name !== '');
}

/**
 * The single file inputs whose posted file breaks its field's rules (extension, `maxFileSize`),
 * as validation messages by field id: 'name - message', as the browser lists them.
 */
export function singleFileMessages(form: FormObject, fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of singleFileFields(form)) {
    const file = postedFile(fields, field.id);
    if (!file) continue;
    const refused = fileRuleMessage({ name: file.name, size: file.size }, { allowed: allowedExtensionsOf(field.allowedExtensions), maxBytes: maxBytesOf(field.maxFileSize) }, UPLOAD_MESSAGES);
    if (refused) out[String(field.id)] = fileMessage(file.name, refused);
  }
  return out;
}

/**
 * Stores the files of a submission's single file inputs (checked by singleFileMessages first) under
 * `entries/{entryId}/` as `{uniqueId}_input_{fieldId}_{safe name}` and records them in
 * `form_uploads`, linked to the entry. Returns how many were stored.
 */
export async function storeSingleFiles(store: Store, dataDir: string, p: { entryId: number; formId: number; uniqueId: string; form: FormObject; fields: Fields }): Promise<number> {
  const root = uploadsDir(dataDir);
  // Without the form view's unique id (a plain postback) a random one keeps names apart.
  const uid = /^[A-Za-z0-9]{4,32}$/.test(p.uniqueId) ? p.uniqueId : randomBytes(4).toString('hex');
  let stored = 0;
  for (const field of singleFileFields(p.form)) {
    const file = postedFile(p.fields, field.id);
    if (!file) continue;
    const name = tempName(uid, field.id, file.name);
    const dir = path.join(root, 'entries', String(p.entryId));
    const to = path.resolve(dir, name);
    if (!to.startsWith(dir + path.sep)) throw new Error('upload name outside the uploads folder');
    mkdirSync(dir, { recursive: true });
    writeFileSync(to, new Uint8Array(await file.arrayBuffer()));
    // Its record is keyed by the entry too: a single file is never a pending upload a later map could claim.
    const key = `e${p.entryId}_${name}`;
    await store.uploads.record({ tempFilename: key, formId: p.formId, fieldId: field.id, uniqueId: uid, originalName: file.name.slice(0, 255), size: file.size, time: nowSeconds() });
    await store.uploads.link(key, p.entryId, path.relative(root, to));
    stored++;
  }
  return stored;
}

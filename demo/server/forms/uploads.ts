/**
 * Where uploaded files live: `{dataDir}/uploads` (the server's DATA_DIR, default ./data, reaches
 * the routes as `ctx.dataDir`), `tmp/` while a visitor fills in the form, `entries/{entryId}/`
 * once the entry is stored. Names are built from a safe alphabet only, so nothing a visitor sends
 * can point outside the folder.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Store } from '../storage';

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

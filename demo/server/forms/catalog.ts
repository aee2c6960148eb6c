/**
 * The forms the reference backend knows: JSON files `{id}.json` (Gravity Forms form objects or
 * exports, read as loosely as the widget reads them) in `demo/forms` under DEMO_DIR (default
 * ./demo, as the server itself) and in the folders of FORMS_DIRS; re-read when changed.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unwrapFormExport } from '../../../src/core/forms/loose';
import { parseFormObject, type FormObject } from '../../../src/core/forms/types';
import { formatIssue } from '../../../src/core/shared/schema';

/** What the catalog keeps of a form file: the read object plus the raw form (its confirmation(s) stay on the server). */
export interface StoredForm {
  id: number;
  form: FormObject;
  raw: Record<string, unknown>;
}

const cache = new Map<number, { mtimeMs: number; value: StoredForm; file: string; dirs: string; checkedAt: number }>();

/** How long a found form file is trusted before its modification time is looked at again. */
const RECHECK_MS = 1000;

/** The folder of the demo pages (the server's DEMO_DIR default). */
export function demoDir(): string {
  return path.resolve(process.env.DEMO_DIR ?? 'demo');
}

/**
 * Where form files are looked up, in order: `<DEMO_DIR>/forms`, then each folder of FORMS_DIRS
 * (separated like PATH), e.g. a folder of Gravity Forms exports saved as `{id}.json`.
 */
export function formDirs(): string[] {
  const extra = (process.env.FORMS_DIRS ?? '').split(path.delimiter).filter(Boolean).map((d) => path.resolve(d));
  return [path.join(demoDir(), 'forms'), ...extra];
}

/** Loads form `id`, or undefined when there is no such file. A malformed file is logged and treated as missing. */
export function loadForm(id: number): StoredForm | undefined {
  if (!Number.isInteger(id) || id < 1 || id > 1_000_000) return undefined;
  // A stat per submission is a syscall on every write: a form found less than RECHECK_MS ago
  // (in the same folders) is taken as it was; a missing one is always looked for again.
  const dirsKey = `${process.env.DEMO_DIR ?? ''}\0${process.env.FORMS_DIRS ?? ''}`;
  const now = Date.now();
  const recent = cache.get(id);
  if (recent && recent.dirs === dirsKey && now - recent.checkedAt < RECHECK_MS) return recent.value;
  let file = '';
  let mtimeMs = 0;
  for (const dir of formDirs()) {
    try {
      file = path.join(dir, `${id}.json`);
      mtimeMs = statSync(file).mtimeMs;
      break;
    } catch {
      file = '';
    }
  }
  if (!file) return undefined;
  const hit = cache.get(id);
  if (hit && hit.mtimeMs === mtimeMs && hit.file === file) {
    hit.checkedAt = now;
    hit.dirs = dirsKey;
    return hit.value;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`[forms] ${file} is not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
  // Read as loosely as the widget reads it: a Gravity Forms export (wrapper included) works as it is.
  const parsed = parseFormObject(raw, '', id);
  if (!parsed.ok) {
    console.error(`[forms] ${file}: ${formatIssue(parsed.issue)}`);
    return undefined;
  }
  const value: StoredForm = { id, form: { ...parsed.value, id }, raw: unwrapFormExport(raw, id) ?? {} };
  cache.set(id, { mtimeMs, value, file, dirs: dirsKey, checkedAt: now });
  return value;
}

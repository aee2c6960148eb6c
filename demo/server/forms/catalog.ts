/**
 * The forms the reference backend knows: JSON files `demo/forms/{id}.json` (Gravity Forms form
 * objects), read from DEMO_DIR (default ./demo, as the server itself) and re-read when changed.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseFormObject, type FormObject } from '../../../src/core/forms/types';
import { formatIssue } from '../../../src/core/shared/schema';

/** What the catalog keeps of a form file: the validated object plus the raw keys it ignores (confirmation). */
export interface StoredForm {
  id: number;
  form: FormObject;
  raw: Record<string, unknown>;
}

const cache = new Map<number, { mtimeMs: number; value: StoredForm }>();

/** The folder of the demo pages (the server's DEMO_DIR default). */
export function demoDir(): string {
  return path.resolve(process.env.DEMO_DIR ?? 'demo');
}

/** Loads form `id`, or undefined when there is no such file. A malformed file is logged and treated as missing. */
export function loadForm(id: number): StoredForm | undefined {
  if (!Number.isInteger(id) || id < 1 || id > 1_000_000) return undefined;
  const file = path.join(demoDir(), 'forms', `${id}.json`);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const hit = cache.get(id);
  if (hit && hit.mtimeMs === mtimeMs) return hit.value;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`[forms] ${file} is not valid JSON: ${(e as Error).message}`);
    return undefined;
  }
  const parsed = parseFormObject(raw);
  if (!parsed.ok) {
    console.error(`[forms] ${file}: ${formatIssue(parsed.issue)}`);
    return undefined;
  }
  const value: StoredForm = { id, form: { ...parsed.value, id }, raw: raw as Record<string, unknown> };
  cache.set(id, { mtimeMs, value });
  return value;
}

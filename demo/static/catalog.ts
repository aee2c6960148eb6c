/**
 * The static demo's form catalog: demo/server/forms/catalog.ts without the file system. The form
 * files of demo/forms are baked into the bundle at build time (the virtual module
 * `se:demo-forms`, scripts/build-demo.mjs) and read exactly as the server reads them.
 */
import forms from 'se:demo-forms';
import { unwrapFormExport } from '../../src/core/forms/loose';
import { parseFormObject } from '../../src/core/forms/types';
import { formatIssue } from '../../src/core/shared/schema';
import type { StoredForm } from '../server/forms/catalog';

export type { StoredForm };

/** No pages to read on a static host: a postback's page comes from the static server itself. */
export function demoDir(): string {
  return '';
}

/** Form `id` from the baked files, or undefined. */
export function loadForm(id: number): StoredForm | undefined {
  const raw = forms[String(id)];
  if (raw === undefined) return undefined;
  const parsed = parseFormObject(raw, '', id);
  if (!parsed.ok) {
    console.warn(`[forms] demo/forms/${id}.json: ${formatIssue(parsed.issue)}`);
    return undefined;
  }
  return { id, form: { ...parsed.value, id }, raw: unwrapFormExport(raw, id) ?? {} };
}

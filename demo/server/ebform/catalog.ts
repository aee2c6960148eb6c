/**
 * The Elementor Pro forms the reference backend knows, as PRO Elements finds a form by the posted
 * `post_id` (the document) and `form_id` (the widget): JSON files `{post_id}-{widget_id}.json`
 * in `<DEMO_DIR>/elementor-forms`, each the widget's element JSON `{id, settings}` as Elementor
 * stores it (the demo page prints the same settings as <eb-form>'s config).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEbFormConfig, type EbFormConfig } from '../../../src/core/ebform/config';
import { isPlainObject } from '../../../src/core/shared/parsed';
import { demoDir } from '../forms/catalog';

export interface StoredEbForm {
  config: EbFormConfig;
  /** The raw settings: the submit actions and their options live here. */
  settings: Record<string, unknown>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The folder of the form files. */
export function ebFormDir(): string {
  return path.join(demoDir(), 'elementor-forms');
}

/** Form `formId` on document `postId`, or undefined (unknown ids, a missing or malformed file). */
export function loadEbForm(postId: string, formId: string): StoredEbForm | undefined {
  if (!ID.test(postId) || !ID.test(formId)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path.join(ebFormDir(), `${postId}-${formId}.json`), 'utf8'));
  } catch {
    return undefined;
  }
  const r = parseEbFormConfig(json, { widgetId: formId, postId });
  if (!r.ok || !isPlainObject(json)) return undefined;
  const settings = isPlainObject(json.settings) ? json.settings : json;
  return { config: r.value, settings };
}

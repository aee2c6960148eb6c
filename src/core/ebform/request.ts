/**
 * The body of `elementor_pro_forms_send_form` (reference 1.3 and 1.8): what Elementor's form
 * sender posts, `new FormData(form)` in the form's order + `action` + `referrer`, multipart,
 * no nonce. Two builders: from a config and the visitor's values (the form <eb-form> renders),
 * and from the entries of a printed form (enhance mode). Both post a choice field with nothing
 * chosen as `form_fields[<id>]` = "" (Elementor posts nothing, and a form of only such fields
 * reaches PHP with no `form_fields` at all: ISS #12916). Pure.
 */
import { FORM_ACTION } from './constants';
import type { EbField, EbFormConfig } from './config';

export type BodyValue = string | Blob;
export type BodyEntry = [name: string, value: BodyValue];

/** What a visitor entered: text, the chosen values of a choice field, or the files of an upload. */
export type FieldValue = string | string[] | Blob[];

/** `form_fields[<id>]`, as form-base.php names fields. */
export const fieldName = (id: string): string => `form_fields[${id}]`;

/** True when the field's control posts a list (`[]`): select multiple, checkbox of more than one option, upload multiple. */
export function postsList(f: Pick<EbField, 'type' | 'multiple' | 'options'>): boolean {
  if (f.type === 'select' || f.type === 'upload') return f.multiple;
  if (f.type === 'checkbox') return f.options.length > 1;
  return false;
}

/** The control's `name` attribute (form-base.php:261-267; `[]` added for lists). */
export const controlName = (f: Pick<EbField, 'id' | 'type' | 'multiple' | 'options'>): string => fieldName(f.id) + (postsList(f) ? '[]' : '');

/** Field types whose value is not posted under form_fields (no control, or one of their own). */
const NOT_POSTED = new Set(['html', 'step', 'recaptcha', 'recaptcha_v3']);
/** Field types that post nothing when nothing is chosen (so "" is added). */
export const CHOICE_TYPES: ReadonlySet<string> = new Set(['checkbox', 'radio', 'acceptance', 'select']);

/** The value a choice field posts when nothing is chosen. */
export const NOTHING_CHOSEN = '';

export interface ConfigBodyInput {
  config: Pick<EbFormConfig, 'postId' | 'widgetId' | 'refererTitle' | 'queriedId' | 'fields'>;
  values: Record<string, FieldValue | undefined>;
  /** `location.toString()`. */
  referrer: string;
  /** The reCAPTCHA token, when the form has a reCAPTCHA field. */
  recaptchaToken?: string | undefined;
}

/** An empty file part, as a browser's FormData posts an upload with nothing chosen. */
export function emptyFile(): Blob {
  return typeof File === 'function' ? new File([], '', { type: 'application/octet-stream' }) : new Blob([], { type: 'application/octet-stream' });
}

/** The body for a form rendered from its config, in Elementor's order. */
export function configBody(input: ConfigBodyInput): BodyEntry[] {
  const { config, values } = input;
  const out: BodyEntry[] = [
    ['post_id', config.postId],
    ['form_id', config.widgetId],
    ['referer_title', config.refererTitle],
  ];
  if (config.queriedId !== undefined) out.push(['queried_id', config.queriedId]);
  let captcha = false;
  for (const f of config.fields) {
    if (f.type === 'recaptcha' || f.type === 'recaptcha_v3') captcha = true;
    if (NOT_POSTED.has(f.type)) continue;
    const name = controlName(f);
    const v = values[f.id];
    if (f.type === 'upload') {
      const files = Array.isArray(v) ? (v as unknown[]).filter((x): x is Blob => typeof x === 'object' && x !== null) : [];
      if (files.length === 0) out.push([name, emptyFile()]);
      else for (const file of f.multiple ? files : files.slice(0, 1)) out.push([name, file]);
      continue;
    }
    const list = v === undefined ? [] : Array.isArray(v) ? (v as unknown[]).filter((x): x is string => typeof x === 'string') : [v];
    if (CHOICE_TYPES.has(f.type) && (f.type !== 'select' || f.multiple)) {
      if (list.length === 0) out.push([fieldName(f.id), NOTHING_CHOSEN]);
      else for (const item of postsList(f) ? list : list.slice(0, 1)) out.push([name, item]);
      continue;
    }
    out.push([name, list[0] ?? '']);
  }
  if (captcha) out.push(['g-recaptcha-response', input.recaptchaToken ?? '']);
  out.push(['action', FORM_ACTION], ['referrer', input.referrer]);
  return out;
}

export interface PrintedBodyInput {
  /** `[...new FormData(form)]`: the printed form's entries in order. */
  entries: BodyEntry[];
  /** Ids of the form's choice fields (checkbox, radio, acceptance, select multiple), in order. */
  choiceFields: string[];
  referrer: string;
}

/** The body for a printed form (enhance mode): its own entries, "" for each choice field with nothing chosen, then action and referrer. */
export function printedBody(input: PrintedBodyInput): BodyEntry[] {
  const out: BodyEntry[] = input.entries.filter(([name]) => name !== 'action' && name !== 'referrer');
  const posted = new Set(out.map(([name]) => name.replace(/\[\]$/, '')));
  for (const id of input.choiceFields) if (!posted.has(fieldName(id))) out.push([fieldName(id), NOTHING_CHOSEN]);
  out.push(['action', FORM_ACTION], ['referrer', input.referrer]);
  return out;
}

/** The id in `form_fields[<id>]` or `form_fields[<id>][]`; undefined for other names. */
export function idOfName(name: string): string | undefined {
  const m = /^form_fields\[([^\]]+)\](?:\[\])?$/.exec(name);
  return m?.[1];
}

/** Entries as FormData (multipart, as Elementor's `processData:false` sends it). */
export function toFormData(entries: readonly BodyEntry[]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, v, (v as File).name ?? '');
  }
  return fd;
}

/**
 * What a submission holds, as one string: the text values and each file's name, size, type and
 * date. Two submits with the same fingerprint send the same thing (src/core/ebform/request.ts
 * `submissionKey`).
 */
export function bodyFingerprint(entries: readonly BodyEntry[]): string {
  return JSON.stringify(entries.map(([k, v]) => (typeof v === 'string' ? [k, v] : [k, (v as File).name ?? '', v.size, v.type, (v as File).lastModified ?? 0])));
}

/** The key of the submission the form last sent without a usable answer, and what it held. */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

/**
 * The `Idempotency-Key` of a submission: the pending one's when the visitor sends the same values
 * again after a lost answer (the server stores it once), else a new one.
 */
export function submissionKey(pending: PendingSubmission | null, fingerprint: string, newKey: () => string): PendingSubmission {
  return pending && pending.fingerprint === fingerprint ? pending : { key: newKey(), fingerprint };
}

/**
 * The hidden inputs a Gravity Forms form posts (spec section 3 "Form data") and the extra fields
 * of an ajax submission (spec section 3 "Ajax submission fields"). Pure builders: the widget
 * renders the list as `<input type="hidden">`s and the ajax call sends the same list.
 */
import type { PendingSubmission } from './submission';
import type { SubmissionMethod } from './types';

/** `gform_submission_speeds`: a pages map of page number to the milliseconds spent per visit. */
export interface SubmissionSpeeds {
  pages: Record<string, number[]>;
}

/** An empty speeds record. */
export function emptySpeeds(): SubmissionSpeeds {
  return { pages: {} };
}

/** Adds `ms` (rounded, never negative) to the list of `page`; returns a new record. */
export function recordSpeed(speeds: SubmissionSpeeds, page: number, ms: number): SubmissionSpeeds {
  const key = String(page);
  const value = Math.max(0, Math.round(Number.isFinite(ms) ? ms : 0));
  return { pages: { ...speeds.pages, [key]: [...(speeds.pages[key] ?? []), value] } };
}

/** Uploaded files per field, keyed by `input_{fieldId}` (spec section 3). */
export type UploadedFiles = Record<string, unknown[]>;

/** The JSON map of uploaded files, or '' when nothing was uploaded (as Gravity Forms leaves it). */
export function uploadedFilesValue(files: UploadedFiles): string {
  const used = Object.entries(files).filter(([, list]) => list.length > 0);
  return used.length ? JSON.stringify(Object.fromEntries(used)) : '';
}

/** The gform_ajax marker the iframe method posts (Gravity Forms' name and shape). */
export function ajaxMarker(formId: number, displayTitle: boolean, displayDescription: boolean): string {
  return `form_id=${formId}&title=${displayTitle ? 1 : 0}&description=${displayDescription ? 1 : 0}&tabindex=0&theme=gravity-theme`;
}

export interface HiddenInputsInput {
  formId: number;
  /** The page shown (1-based) and the last page number. */
  page: number;
  lastPage: number;
  /** The submission in flight; undefined for the resting form. */
  pending?: Pick<PendingSubmission, 'method' | 'source' | 'target' | 'save'> | null;
  method: SubmissionMethod;
  uniqueId: string;
  uploadedFiles: UploadedFiles;
  speeds: SubmissionSpeeds;
  /** The bot check's value; undefined when automation was detected (then no version_hash at all). */
  versionHash?: string | undefined;
  displayTitle: boolean;
  displayDescription: boolean;
  /** The reCAPTCHA token, when the form uses reCAPTCHA (the input exists, maybe empty). */
  recaptchaToken?: string | undefined;
}

/**
 * The hidden inputs, as [name, value] pairs in render order (spec section 3): gform_save,
 * gform_source_page_number_{id}, gform_target_page_number_{id}, gform_submission_method_{id},
 * gform_uploaded_files_{id}, version_hash (only without automation), gform_submission_speeds;
 * plus Gravity Forms' own is_submit_{id}, gform_submit, gform_unique_id, and the unsuffixed
 * gform_submission_method / gform_uploaded_files its server reads; gform_ajax for the iframe method.
 */
export function hiddenInputs(input: HiddenInputsInput): [string, string][] {
  const id = input.formId;
  const resting = { source: input.page, target: input.page >= input.lastPage ? 0 : input.page + 1 };
  const source = input.pending?.source ?? resting.source;
  const target = input.pending?.target ?? resting.target;
  const method = input.pending?.method ?? input.method;
  const files = uploadedFilesValue(input.uploadedFiles);
  const out: [string, string][] = [
    [`is_submit_${id}`, '1'],
    ['gform_submit', String(id)],
    ['gform_unique_id', input.uniqueId],
    ['gform_save', input.pending?.save ? '1' : ''],
    [`gform_source_page_number_${id}`, String(source)],
    [`gform_target_page_number_${id}`, String(target)],
    [`gform_submission_method_${id}`, method],
    ['gform_submission_method', method],
    [`gform_uploaded_files_${id}`, files],
    ['gform_uploaded_files', files],
  ];
  if (input.versionHash !== undefined) out.push(['version_hash', input.versionHash]);
  out.push(['gform_submission_speeds', JSON.stringify(input.speeds)]);
  if (method === 'iframe') out.push(['gform_ajax', ajaxMarker(id, input.displayTitle, input.displayDescription)]);
  if (input.recaptchaToken !== undefined) out.push(['g-recaptcha-response', input.recaptchaToken]);
  return out;
}

/**
 * The fields an ajax submission adds to the form's own (spec section 3): gform_ajax_nonce,
 * action, form_id, current_page_url, ajax_referer, display_title and display_description (1 or 0).
 */
export function ajaxSubmissionFields(input: { formId: number; nonce?: string | undefined; pageUrl: string; referer: string; displayTitle: boolean; displayDescription: boolean }): [string, string][] {
  const out: [string, string][] = [];
  if (input.nonce) out.push(['gform_ajax_nonce', input.nonce]);
  out.push(
    ['action', 'gform_submit_form'],
    ['form_id', String(input.formId)],
    ['current_page_url', input.pageUrl],
    ['ajax_referer', input.referer],
    ['display_title', input.displayTitle ? '1' : '0'],
    ['display_description', input.displayDescription ? '1' : '0'],
  );
  return out;
}

/** The send-link fields (Gravity Forms' names): the email, the resume token, and the marker. */
export function sendLinkFields(token: string, email: string): [string, string][] {
  return [
    ['gform_resume_token', token],
    ['gform_resume_email', email],
    ['gform_send_resume_link', token],
  ];
}

/**
 * A stable, non-secret hash for version_hash when the form object carries none: FNV-1a (32 bit)
 * of the form id and title, as 8 hex digits.
 */
export function defaultVersionHash(formId: number, title: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${formId}:${title}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

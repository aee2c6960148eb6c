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

/**
 * The gform_ajax marker the iframe method posts when the page printed none (Gravity Forms' name and
 * shape; this project's backend reads it). Gravity Forms itself checks a `hash` in it that only the
 * server can make (`wp_hash()`), so against Gravity Forms the server-printed marker is used.
 */
export function ajaxMarker(formId: number, displayTitle: boolean, displayDescription: boolean): string {
  return `form_id=${formId}&title=${displayTitle ? 1 : 0}&description=${displayDescription ? 1 : 0}&tabindex=0&theme=gravity-theme`;
}

/** The theme and style settings a server-printed gform_ajax marker names ('' when it names none). */
export function markerTheme(marker: string | undefined): { theme: string; styles: string } {
  if (!marker) return { theme: '', styles: '' };
  // As PHP's parse_str reads it; an `&amp;` left in the value by double escaping reads as `&`.
  const params = new URLSearchParams(marker.replace(/&amp;/g, '&'));
  return { theme: params.get('theme') ?? '', styles: params.get('styles') ?? '' };
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
  /**
   * The bot check's value as the server printed it; undefined when the page has none or automation
   * was detected (then no version_hash at all, as Gravity Forms' own script sends none then).
   */
  versionHash?: string | undefined;
  /** Gravity Forms' `state_{id}` as the server printed it; undefined: no state input. */
  state?: string | undefined;
  /** The server-printed gform_ajax value (iframe method); undefined: ajaxMarker() is sent. */
  ajaxMarker?: string | undefined;
  displayTitle: boolean;
  displayDescription: boolean;
  /** The reCAPTCHA token, when the form uses reCAPTCHA (the input exists, maybe empty). */
  recaptchaToken?: string | undefined;
}

/**
 * The hidden inputs, as [name, value] pairs in render order (spec section 3): gform_save,
 * gform_source_page_number_{id}, gform_target_page_number_{id}, gform_submission_method_{id},
 * gform_uploaded_files_{id}, version_hash (only when the page printed one and no automation is
 * detected), gform_submission_speeds; plus what Gravity Forms' own form footer carries and its server
 * reads (reference/gravityforms-server.md section 1): is_submit_{id}, gform_submit,
 * gform_unique_id, state_{id} (when printed), gform_field_values, gform_theme,
 * gform_style_settings, and the unsuffixed gform_submission_method / gform_uploaded_files;
 * gform_ajax for the iframe method.
 */
export function hiddenInputs(input: HiddenInputsInput): [string, string][] {
  const id = input.formId;
  const resting = { source: input.page, target: input.page >= input.lastPage ? 0 : input.page + 1 };
  const source = input.pending?.source ?? resting.source;
  const target = input.pending?.target ?? resting.target;
  const method = input.pending?.method ?? input.method;
  const files = uploadedFilesValue(input.uploadedFiles);
  const { theme, styles } = markerTheme(input.ajaxMarker);
  const out: [string, string][] = [
    [`is_submit_${id}`, '1'],
    ['gform_submit', String(id)],
    ['gform_unique_id', input.uniqueId],
  ];
  if (input.state !== undefined) out.push([`state_${id}`, input.state]);
  out.push(
    ['gform_save', input.pending?.save ? '1' : ''],
    [`gform_source_page_number_${id}`, String(source)],
    [`gform_target_page_number_${id}`, String(target)],
    ['gform_field_values', ''],
    [`gform_submission_method_${id}`, method],
    ['gform_submission_method', method],
    ['gform_theme', theme],
    ['gform_style_settings', styles],
    [`gform_uploaded_files_${id}`, files],
    ['gform_uploaded_files', files],
  );
  if (input.versionHash !== undefined) out.push(['version_hash', input.versionHash]);
  out.push(['gform_submission_speeds', JSON.stringify(input.speeds)]);
  if (method === 'iframe') out.push(['gform_ajax', input.ajaxMarker ?? ajaxMarker(id, input.displayTitle, input.displayDescription)]);
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

/**
 * A real Gravity Forms server's answers (issue 10): its `gform_submit_form` answer has no
 * `validation_messages` (this project's addition); the messages are in `form_markup` (GF 2.5+:
 * `#validation_message_{formId}_{fieldId}` per field, `.gform_validation_errors` for the form),
 * and the iframe method gets a `GF_AJAX_POSTBACK` page holding the same markup. The platform
 * layer reads the HTML (DOMParser); this module decides what it means. Pure.
 */
import type { SubmissionData, SubmissionOutcome } from './response';

/** What was read from Gravity Forms markup. */
export interface MarkupReading {
  /** Messages by field id, from `#validation_message_{formId}_{fieldId}`. */
  fieldMessages: Record<string, string>;
  /** The text of `.gform_validation_errors` (the form-level message), '' when none. */
  formMessage: string;
  /** The confirmation markup (`.gform_confirmation_wrapper` / `#gform_confirmation_message_{id}`), '' when none. */
  confirmation: string;
  /** The page the markup shows (`gform_source_page_number_{id}` … the visible `gform_page`), 0 when unknown. */
  page: number;
  /** The form's `gform_unique_id` as the server handed it out ('' when none). */
  uniqueId?: string;
  /**
   * A save-and-continue answer (`.form_saved_message`): the resume token (its `gform_resume_token`
   * input, else the link's `gf_token`) and the return link Gravity Forms made; '' when none.
   */
  resumeToken?: string;
  resumeUrl?: string;
  /** The markup holds the form itself (`#gform_wrapper_{id}` or `form#gform_{id}`). */
  hasForm?: boolean;
  /** The page is Gravity Forms' iframe answer (`GF_AJAX_POSTBACK`); `content` is that element's markup. */
  postback?: boolean;
  content?: string;
}

/**
 * The URL of the redirect confirmation in an iframe answer: Gravity Forms prints
 * `function gformRedirect(){document.location.href="<JSON string>";}` (not called in the iframe).
 */
export function redirectOfPostbackText(text: string): string | null {
  const m = /function gformRedirect\(\)\{\s*document\.location\.href\s*=\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(text);
  if (!m) return null;
  try {
    const raw = m[1]!;
    const url = JSON.parse(raw.startsWith("'") ? `"${raw.slice(1, -1).replace(/"/g, '\\"')}"` : raw) as unknown;
    return typeof url === 'string' && url !== '' ? url : null;
  } catch {
    return null;
  }
}

/** An alphanumeric gform_unique_id (what Gravity Forms' upload endpoint accepts), else ''. */
export function cleanUniqueId(v: unknown): string {
  return typeof v === 'string' && /^[A-Za-z0-9]{1,64}$/.test(v) ? v : '';
}

/** The marker class of the page Gravity Forms answers an iframe submission with. */
export const GF_AJAX_POSTBACK = 'GF_AJAX_POSTBACK';

/** The field id of a `validation_message_{formId}_{fieldId}` element id, or null for another form. */
export function fieldIdOfMessageId(id: string, formId: number): string | null {
  const m = /^validation_message_(\d+)_(\d+)$/.exec(id);
  return m && Number(m[1]) === formId ? m[2]! : null;
}

/**
 * Fills a submission answer's messages from its `form_markup` when Gravity Forms sent none: only
 * for `is_valid: false` without `validation_messages`. A form-level message with no field message
 * (a spam or limit refusal) becomes the failure banner's text.
 */
export function withMarkupMessages(data: SubmissionData, reading: MarkupReading | null): SubmissionOutcome {
  if (data.is_valid || Object.keys(data.validation_messages).length > 0 || !reading) return { kind: 'data', data };
  const messages = reading.fieldMessages;
  if (Object.keys(messages).length === 0 && reading.formMessage) return { kind: 'failure', message: reading.formMessage };
  const out: SubmissionData = { ...data, validation_messages: messages };
  if (out.page_number === undefined && reading.page > 0) out.page_number = reading.page;
  return { kind: 'data', data: out };
}

/**
 * The meaning of a `GF_AJAX_POSTBACK` page (iframe method against Gravity Forms), as Gravity Forms'
 * own script reads it: a redirect (`redirect`, read from the page's text), a confirmation (its
 * wrapper, or a postback page without the form: an empty confirmation message), a failed validation
 * with its messages, or the form on its next page (with the gform_unique_id handed out); null when
 * the page is none of these (then the caller reads the marked JSON this project's backend answers with).
 */
export function outcomeOfPostbackPage(reading: MarkupReading | null, unknownError: string, redirect: string | null = null): SubmissionOutcome | null {
  if (redirect) return { kind: 'data', data: { is_valid: true, page_number: 0, confirmation_type: 'redirect', confirmation_redirect: redirect, validation_messages: {} } };
  if (!reading) return null;
  const uid = reading.uniqueId ? { gform_unique_id: reading.uniqueId } : {};
  // Saved for later: the token and Gravity Forms' own return link.
  if (reading.resumeToken) return { kind: 'data', data: { is_valid: true, submission_type: 'save_and_continue', resume_token: reading.resumeToken, resume_url: reading.resumeUrl ?? '', validation_messages: {} } };
  if (reading.confirmation) return { kind: 'data', data: { is_valid: true, page_number: 0, confirmation_type: 'message', confirmation_markup: reading.confirmation, validation_messages: {} } };
  if (Object.keys(reading.fieldMessages).length || reading.formMessage) {
    const out = withMarkupMessages({ is_valid: false, validation_messages: {}, ...(reading.page ? { page_number: reading.page } : {}) }, reading);
    return out.kind === 'data' ? { kind: 'data', data: { ...out.data, ...uid } } : out;
  }
  if (reading.page > 0 && reading.hasForm !== false) return { kind: 'data', data: { is_valid: true, page_number: reading.page, validation_messages: {}, ...uid } };
  if (reading.postback && !reading.hasForm) return { kind: 'data', data: { is_valid: true, page_number: 0, confirmation_type: 'message', confirmation_markup: reading.content ?? '', validation_messages: {} } };
  return { kind: 'failure', message: unknownError };
}

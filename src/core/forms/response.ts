/**
 * Reading the answers of the form calls (spec section 7 "Calls", section 3 "Submission response
 * data read", section 8 "Error catalogue"). Pure: the HTTP outcome comes in as an argument.
 */
import { isValidConfigPath, formConfigPath } from '../shared/config-path';
import { isPlainObject } from '../shared/schema';

/** Markers around the JSON of a gform_get_config answer (spec section 7, "Form config load"). */
export const GF_JSON_START = '<!-- gf:json_start -->';
export const GF_JSON_END = '<!-- gf:json_end -->';

/** The exact message of spec section 8 for a product config that could not be validated. */
export const PRODUCT_CONFIG_ERROR = 'There was an unknown error processing your request. Product config could not be validated. Please try again.';

/** A pared-down HTTP outcome (what src/platform/http.ts resolves to). */
export type HttpOutcome = { ok: true; status: number; text: string } | { ok: false; kind: string; status?: number; text?: string; message: string };

/** `{success, data}` as the WordPress ajax helpers send it. */
export interface WpEnvelope {
  success: boolean;
  data: unknown;
}

/** The JSON text between the gf:json markers, or null when a marker is missing or out of order. */
export function extractMarkedJson(text: string): string | null {
  const start = text.indexOf(GF_JSON_START);
  if (start < 0) return null;
  const from = start + GF_JSON_START.length;
  const end = text.indexOf(GF_JSON_END, from);
  if (end < 0) return null;
  return text.slice(from, end).trim();
}

/** Parses a `{success, data}` envelope from JSON text; null when it is not one. */
export function parseEnvelope(jsonText: string): WpEnvelope | null {
  let v: unknown;
  try {
    v = JSON.parse(jsonText);
  } catch {
    return null;
  }
  if (!isPlainObject(v) || typeof v.success !== 'boolean') return null;
  return { success: v.success, data: v.data };
}

/** The outcome of a config load: the data, or the unknown-error message with the reason to log. */
export type ConfigLoadResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string; log: string };

/**
 * Reads a gform_get_config answer (spec section 7 and 8): not ok, unparseable (no markers, bad
 * JSON) or success false gives `unknownError` as the data, with a reason to log.
 */
export function parseConfigResponse(res: HttpOutcome, unknownError: string): ConfigLoadResult {
  if (!res.ok) return { ok: false, message: unknownError, log: `config request failed: ${res.message}` };
  const marked = extractMarkedJson(res.text);
  if (marked === null) return { ok: false, message: unknownError, log: 'config response has no gf:json markers' };
  const env = parseEnvelope(marked);
  if (!env) return { ok: false, message: unknownError, log: 'config response JSON could not be parsed' };
  if (!env.success) {
    const detail = messageOf(env.data);
    return { ok: false, message: unknownError, log: `config response says success false${detail ? `: ${detail}` : ''}` };
  }
  if (!isPlainObject(env.data)) return { ok: false, message: unknownError, log: 'config response data is not an object' };
  return { ok: true, data: env.data };
}

/** The request of a gform_get_config call, or the reason it cannot be sent (invalid config path). */
export type ConfigRequest = { ok: true; fields: Record<string, string> } | { ok: false; error: string };

/**
 * Builds the gform_get_config fields (spec section 7): `args` JSON with form_ids, `config_path`
 * (base path plus form id, checked by the config-path rule of section 5) and `query_string`.
 */
export function configRequest(formId: number, opts: { nonce?: string | undefined; queryString?: string; basePath?: string } = {}): ConfigRequest {
  const configPath = formConfigPath(formId, opts.basePath);
  if (!isValidConfigPath(configPath)) return { ok: false, error: `Invalid config path format: "${configPath}"` };
  const fields: Record<string, string> = {
    action: 'gform_get_config',
    args: JSON.stringify({ form_ids: [formId] }),
    config_path: configPath,
    query_string: (opts.queryString ?? '').replace(/^\?/, ''),
  };
  if (opts.nonce) fields.gform_ajax_nonce = opts.nonce;
  return { ok: true, fields };
}

/** The answer of gform_validate_config: the validated data, or the message to show and log. */
export type ValidateConfigResult = { ok: true; data: unknown } | { ok: false; message: string };

/**
 * Reads a gform_validate_config answer (spec section 5 and 8): success gives the data; success false
 * with a message gives that message; anything unparseable or without a message gives the exact
 * PRODUCT_CONFIG_ERROR.
 */
export function parseValidateConfigResponse(res: HttpOutcome): ValidateConfigResult {
  const text = res.text ?? '';
  const env = parseEnvelope(text) ?? parseEnvelope(extractMarkedJson(text) ?? '');
  if (res.ok && env?.success) return { ok: true, data: env.data };
  const message = env ? messageOf(env.data) : '';
  return { ok: false, message: message || PRODUCT_CONFIG_ERROR };
}

/**
 * The answer data of gform_submit_form that the widget reads (spec section 3, and
 * `validation_messages` keyed by field id, which Gravity Forms sends too). Gravity Forms answers a
 * valid "Next" with `page_number: 2` AND `confirmation_type: "message"`, `confirmation_message: ""`
 * (reference/gravityforms-server.md section 2): only `page_number` tells a page change from the
 * end (0). See isFinished().
 */
export interface SubmissionData {
  is_valid: boolean;
  page_number?: number;
  source_page_number?: number;
  confirmation_type?: 'message' | 'redirect';
  confirmation_markup?: string;
  /** Gravity Forms' own key: the confirmation (or save-and-continue) message markup. */
  confirmation_message?: string;
  confirmation_redirect?: string;
  page_markup?: string;
  form_markup?: string;
  uploaded_files?: Record<string, unknown>;
  validation_messages: Record<string, string>;
  /** Gravity Forms' failed-validation summary markup (read like `form_markup` where no field messages came). */
  validation_summary?: string;
  /** The gform_unique_id the server handed out (an iframe answer's markup; this project's backend). */
  gform_unique_id?: string;
  submission_type?: string;
  resume_token?: string;
  resume_url?: string;
  recaptcha_response?: string;
}

/** What a submission answer means for the widget. */
export type SubmissionOutcome = { kind: 'data'; data: SubmissionData } | { kind: 'failure'; message: string };

/**
 * Reads a gform_submit_form answer (ajax JSON, or the marked text an iframe submission gets).
 * A failure carries the server's text when it has one, else `unknownError`.
 */
export function parseSubmissionResponse(res: HttpOutcome, unknownError: string): SubmissionOutcome {
  const text = res.text ?? '';
  const env = parseEnvelope(text) ?? parseEnvelope(extractMarkedJson(text) ?? '');
  if (!res.ok || !env) {
    const message = env ? messageOf(env.data) : '';
    return { kind: 'failure', message: message || unknownError };
  }
  if (!env.success) return { kind: 'failure', message: messageOf(env.data) || unknownError };
  if (!isPlainObject(env.data)) return { kind: 'failure', message: unknownError };
  return { kind: 'data', data: readSubmissionData(env.data) };
}

/** Picks and types the keys of a submission answer; unknown or mistyped keys are dropped. */
export function readSubmissionData(d: Record<string, unknown>): SubmissionData {
  const out: SubmissionData = { is_valid: d.is_valid === true || d.is_valid === 1 || d.is_valid === '1', validation_messages: {} };
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const page = int(d.page_number);
  if (page !== undefined) out.page_number = page;
  const source = int(d.source_page_number);
  if (source !== undefined) out.source_page_number = source;
  if (d.confirmation_type === 'message' || d.confirmation_type === 'redirect') out.confirmation_type = d.confirmation_type;
  // Gravity Forms sends `is_spam: ""` and `entry_id: ""` on a page change: read only the keys above.
  for (const k of ['confirmation_markup', 'confirmation_message', 'confirmation_redirect', 'page_markup', 'form_markup', 'validation_summary', 'submission_type', 'resume_token', 'resume_url', 'recaptcha_response'] as const) {
    const v = str(d[k]);
    if (v !== undefined) out[k] = v;
  }
  if (isPlainObject(d.uploaded_files)) out.uploaded_files = d.uploaded_files;
  if (typeof d.gform_unique_id === 'string' && /^[A-Za-z0-9]{1,64}$/.test(d.gform_unique_id)) out.gform_unique_id = d.gform_unique_id;
  if (isPlainObject(d.validation_messages)) {
    for (const [k, v] of Object.entries(d.validation_messages)) if (typeof v === 'string' && v !== '') out.validation_messages[k] = v;
  }
  return out;
}

/**
 * Whether a valid answer ends the form (spec section 4): `page_number` decides when the server
 * sends it (0 = finished, any other page = a page change, whatever confirmation keys come with it,
 * as Gravity Forms sends them on every page change); an answer without `page_number` ends the form
 * when it carries a confirmation or when the submission aimed at no further page (target 0).
 */
export function isFinished(data: Pick<SubmissionData, 'page_number' | 'confirmation_type'>, target: number): boolean {
  if (data.page_number !== undefined) return data.page_number === 0;
  return data.confirmation_type !== undefined || target === 0;
}

/** The confirmation markup of an answer: `confirmation_markup`, else Gravity Forms' `confirmation_message`. */
export function confirmationMarkupOf(data: Pick<SubmissionData, 'confirmation_markup' | 'confirmation_message'>): string {
  return data.confirmation_markup || data.confirmation_message || '';
}

/** A message from `data`: the string itself, or `data.message`. */
export function messageOf(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (isPlainObject(data) && typeof data.message === 'string') return data.message.trim();
  return '';
}

/** What a postback answer page carries for its form (the reference backend writes it; see README). */
export interface PostbackState {
  submissionType: 'submit' | 'next' | 'previous' | 'save-continue' | 'send-link';
  source: number;
  target: number;
  outcome: SubmissionOutcome;
  /** The posted values, so the re-rendered form keeps what the visitor typed. */
  values: Record<string, string | string[]>;
}

const POSTBACK_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const;

/**
 * Reads the postback block of a form: `{form_id, submission_type, source_page_number,
 * target_page_number, response: {success, data}, values}`. null when absent, for another form,
 * or malformed.
 */
export function parsePostback(json: unknown, formId: number, unknownError: string): PostbackState | null {
  if (!isPlainObject(json) || Number(json.form_id) !== formId) return null;
  const type = POSTBACK_TYPES.find((t) => t === json.submission_type);
  if (!type) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
  const response = isPlainObject(json.response) ? JSON.stringify(json.response) : '';
  const values: Record<string, string | string[]> = {};
  if (isPlainObject(json.values)) {
    for (const [k, v] of Object.entries(json.values)) {
      if (typeof v === 'string') values[k] = v;
      else if (Array.isArray(v)) values[k] = v.filter((x): x is string => typeof x === 'string');
    }
  }
  return {
    submissionType: type,
    source: num(json.source_page_number),
    target: num(json.target_page_number),
    outcome: parseSubmissionResponse({ ok: true, status: 200, text: response }, unknownError),
    values,
  };
}

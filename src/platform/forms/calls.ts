/**
 * The network calls of <gform-form> (spec section 7): config load, submission (ajax, postback,
 * iframe) and config validation. Request fields come from src/core; answers are read there too.
 * Nothing here throws.
 */
import { configRequest, parseConfigResponse, parseSubmissionResponse, parseValidateConfigResponse, type HttpOutcome, type SubmissionOutcome, type ValidateConfigResult } from '../../core/forms/response';
import { outcomeOfPostbackPage, redirectOfPostbackText, withMarkupMessages } from '../../core/forms/markup';
import { extractMarkedJson, parseEnvelope } from '../../core/forms/response';
import { ajaxPost, type HttpResult } from '../http';
import { PRODUCT_META_PATH } from '../../core/shared/config-path';
import { readGfMarkup } from './gf-markup';
import { nextFrameText } from './browser';

/** An HttpResult as the pure parsers take it. */
export function toOutcome(res: HttpResult<string>): HttpOutcome {
  if (res.ok) return { ok: true, status: res.status, text: res.text };
  return { ok: false, kind: res.kind, message: res.message, ...('status' in res ? { status: res.status } : {}), ...('text' in res ? { text: res.text } : {}) };
}

/**
 * What to do when a form has no inline object and none could be loaded: Gravity Forms has no config
 * path for a whole form (`gform_forms/N` is answered "Unable to find config"), so the page must
 * carry it. One error names what (reference/gravityforms-server.md section 3).
 */
export function missingFormObjectError(formId: number, reason: string): string {
  return (
    `form ${formId} has no form object on the page and it could not be loaded (${reason}). ` +
    `The page must carry it: the JSON of GFAPI::get_form(${formId}) (a Gravity Forms export) as a <script type="application/json"> block inside <gform-form>, ` +
    'as the site-elements WordPress plugin prints it; Gravity Forms itself answers no config path for a whole form.'
  );
}

/**
 * gform_get_config (spec section 7): the form's config data, or null after one `log` call naming
 * why (spec section 8: not ok, unparseable or success false). `nonce` is the config nonce
 * (`gform_config_ajax`), not the submission nonce.
 */
export async function fetchFormConfig(opts: {
  ajaxUrl: string;
  formId: number;
  nonce?: string | undefined;
  queryString: string;
  unknownError: string;
  /** True when the element has no inline form object: a failure then says what the page must carry. */
  needsFormObject?: boolean;
  log(message: string): void;
}): Promise<Record<string, unknown> | null> {
  const req = configRequest(opts.formId, { nonce: opts.nonce, queryString: opts.queryString });
  if (!req.ok) {
    opts.log(req.error);
    return null;
  }
  const res = await ajaxPost<string>(opts.ajaxUrl, req.fields, { multipart: true, parse: 'text' });
  const r = parseConfigResponse(toOutcome(res), opts.unknownError);
  if (!r.ok) {
    opts.log(opts.needsFormObject ? missingFormObjectError(opts.formId, r.log) : `form ${opts.formId} config could not be loaded (${r.log}); showing: ${r.message}`);
    return null;
  }
  return r.data;
}

export { PRODUCT_META_PATH };

/**
 * Loads the signed product meta of a form from Gravity Forms' own config path
 * (`gform_theme_config/common/form/product_meta`, answered with `{common:{form:{product_meta:{N:{…, hash}}}}}`);
 * null when the server has none for it (this project's backend hands it out with the form object instead).
 */
export async function fetchProductMeta(opts: { ajaxUrl: string; formId: number; nonce?: string | undefined }): Promise<Record<string, unknown> | null> {
  const fields: Record<string, string> = { action: 'gform_get_config', args: JSON.stringify({ form_ids: [opts.formId] }), config_path: PRODUCT_META_PATH };
  if (opts.nonce) fields.gform_ajax_nonce = opts.nonce;
  const res = await ajaxPost<string>(opts.ajaxUrl, fields, { multipart: true, parse: 'text' });
  const r = parseConfigResponse(toOutcome(res), '');
  if (!r.ok) return null;
  return productMetaOf(r.data, opts.formId);
}

/** `data.common.form.product_meta[formId]` when it is an object with a string hash. */
export function productMetaOf(data: unknown, formId: number): Record<string, unknown> | null {
  const pick = (v: unknown, k: string) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined);
  const meta = pick(pick(pick(pick(data, 'common'), 'form'), 'product_meta'), String(formId));
  return meta && typeof meta === 'object' && !Array.isArray(meta) && typeof (meta as Record<string, unknown>).hash === 'string' ? (meta as Record<string, unknown>) : null;
}

/** gform_validate_config (spec section 7): the validated product config or the message to show. */
export async function validateProductConfig(opts: { ajaxUrl: string; nonce?: string | undefined; config: unknown }): Promise<ValidateConfigResult> {
  const fields: Record<string, string> = { action: 'gform_validate_config', config: JSON.stringify(opts.config) };
  if (opts.nonce) fields.gform_ajax_nonce = opts.nonce;
  const res = await ajaxPost<string>(opts.ajaxUrl, fields, { parse: 'text' });
  return parseValidateConfigResponse(toOutcome(res));
}

/**
 * The form's fields as a multipart body: every named control of the form (the browser's own
 * FormData), with `extra` fields set over them (the ajax fields of spec section 3).
 */
export function formBody(form: HTMLFormElement, extra: [string, string][]): FormData {
  const body = new FormData(form);
  for (const [k] of extra) body.delete(k);
  for (const [k, v] of extra) body.append(k, v);
  return body;
}

/**
 * Gravity Forms sends `validation_messages` keyed by field id; where an answer has none for a
 * failed validation (an older server, or a form-level refusal), they are read from its
 * `form_markup` (issue 10). Answers of this project's backend pass through unchanged.
 */
export function withServerMarkup(outcome: SubmissionOutcome, formId: number): SubmissionOutcome {
  if (outcome.kind !== 'data' || outcome.data.is_valid || Object.keys(outcome.data.validation_messages).length > 0) return outcome;
  const markup = outcome.data.form_markup || outcome.data.validation_summary;
  if (!markup) return outcome;
  return withMarkupMessages(outcome.data, readGfMarkup(markup, formId));
}

/** Ajax submission (gform_submit_form, multipart) of a form. */
export async function submitAjax(opts: { ajaxUrl: string; form: HTMLFormElement; extra: [string, string][]; unknownError: string; formId: number }): Promise<SubmissionOutcome> {
  try {
    const res = await ajaxPost<string>(opts.ajaxUrl, formBody(opts.form, opts.extra), { multipart: true, parse: 'text' });
    return withServerMarkup(parseSubmissionResponse(toOutcome(res), opts.unknownError), opts.formId);
  } catch {
    return { kind: 'failure', message: opts.unknownError };
  }
}

/**
 * What an iframe submission's page means: this project's backend answers marked JSON; Gravity
 * Forms answers a `GF_AJAX_POSTBACK` page with the form (or confirmation) markup.
 */
export function readIframeAnswer(text: string, formId: number, unknownError: string): SubmissionOutcome {
  const env = parseEnvelope(text) ?? parseEnvelope(extractMarkedJson(text) ?? '');
  if (env) return withServerMarkup(parseSubmissionResponse({ ok: true, status: 200, text: JSON.stringify(env) }, unknownError), formId);
  return outcomeOfPostbackPage(readGfMarkup(text, formId), unknownError, redirectOfPostbackText(text)) ?? { kind: 'failure', message: unknownError };
}

/** Postback: a real multipart POST of the form to `action` (the page's own URL), a normal navigation. */
export function submitPostback(form: HTMLFormElement, action: string): void {
  form.method = 'post';
  form.enctype = 'multipart/form-data';
  form.action = action;
  form.removeAttribute('target');
  form.submit();
}

/** Iframe method: posts the form into the hidden iframe and reads the marked answer it loads. */
export async function submitIframe(opts: { form: HTMLFormElement; frame: HTMLIFrameElement; action: string; timeoutMs: number; unknownError: string; formId: number }): Promise<SubmissionOutcome> {
  const { form, frame } = opts;
  form.method = 'post';
  form.enctype = 'multipart/form-data';
  form.action = opts.action;
  form.target = frame.name;
  const answer = nextFrameText(frame, opts.timeoutMs);
  form.submit();
  const text = await answer;
  if (text === null) return { kind: 'failure', message: opts.unknownError };
  return readIframeAnswer(text, opts.formId, opts.unknownError);
}

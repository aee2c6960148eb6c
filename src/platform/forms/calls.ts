/**
 * The network calls of <gform-form> (spec section 7): config load, submission (ajax, postback,
 * iframe) and config validation. Request fields come from src/core; answers are read there too.
 * Nothing here throws.
 */
import { configRequest, parseConfigResponse, parseSubmissionResponse, parseValidateConfigResponse, type HttpOutcome, type SubmissionOutcome, type ValidateConfigResult } from '../../core/forms/response';
import { outcomeOfPostbackPage, withMarkupMessages } from '../../core/forms/markup';
import { extractMarkedJson, parseEnvelope } from '../../core/forms/response';
import { ajaxPost, type HttpResult } from '../http';
import { readGfMarkup } from './gf-markup';
import { nextFrameText } from './browser';

/** An HttpResult as the pure parsers take it. */
export function toOutcome(res: HttpResult<string>): HttpOutcome {
  if (res.ok) return { ok: true, status: res.status, text: res.text };
  return { ok: false, kind: res.kind, message: res.message, ...('status' in res ? { status: res.status } : {}), ...('text' in res ? { text: res.text } : {}) };
}

/**
 * gform_get_config (spec section 7): the form's config data, or null after one `log` call naming
 * why (spec section 8: not ok, unparseable or success false).
 */
export async function fetchFormConfig(opts: {
  ajaxUrl: string;
  formId: number;
  nonce?: string | undefined;
  queryString: string;
  unknownError: string;
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
    opts.log(`form ${opts.formId} config could not be loaded (${r.log}); showing: ${r.message}`);
    return null;
  }
  return r.data;
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
 * A real Gravity Forms server sends no `validation_messages`: they are read from its `form_markup`
 * (issue 10). Answers of this project's backend pass through unchanged.
 */
export function withServerMarkup(outcome: SubmissionOutcome, formId: number): SubmissionOutcome {
  if (outcome.kind !== 'data' || outcome.data.is_valid || Object.keys(outcome.data.validation_messages).length > 0 || !outcome.data.form_markup) return outcome;
  return withMarkupMessages(outcome.data, readGfMarkup(outcome.data.form_markup, formId));
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
  return outcomeOfPostbackPage(readGfMarkup(text, formId), unknownError) ?? { kind: 'failure', message: unknownError };
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

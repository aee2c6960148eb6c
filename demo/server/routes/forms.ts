/**
 * Gravity Forms calls (CONTRACT section 3, gform-form; spec section 7): gform_get_config,
 * gform_submit_form (ajax), postbacks to a demo page (postback and iframe methods),
 * save-and-continue drafts and resume, and gform_validate_config (the signed product meta).
 */
import { CONFIG_PATH_PATTERN, PRODUCT_META_PATH, formConfigPath } from '../../../src/core/shared/config-path';
import { GF_JSON_END, GF_JSON_START } from '../../../src/core/forms/response';
import { demoDir, loadForm } from '../forms/catalog';
import { LayoutError, readDemoPage } from '../layout';
import { findDraft, processSubmission, type Processed } from '../forms/process';
import { signedProductMeta, validateProductConfig } from '../forms/product-config';
import { serverVersionHash } from '../forms/version-hash';
import { CSP, HttpError, MAX_BODY_BYTES, badRequest } from '../http';
import { enforceUploadLimits } from '../forms/limits';
import type { Ctx, Reply } from '../router';
import type { RouteModule } from './module';

/** The page block a postback answer carries (read by the widget; see src/widgets/forms/constants.ts). */
export const POSTBACK_BLOCK_TYPE = 'application/gform-postback+json';

const marked = (payload: unknown): Reply => ({ text: `${GF_JSON_START}${JSON.stringify(payload)}${GF_JSON_END}`, contentType: 'text/plain; charset=utf-8', headers: { 'X-Content-Type-Options': 'nosniff' } });

/** JSON safe inside a <script> element: no `</script>` or comment openers can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function formIdFrom(ctx: Ctx, name: string): number {
  return ctx.fields.int(name, { min: 1, max: 1_000_000, required: true })!;
}

async function getConfig(ctx: Ctx): Promise<Reply> {
  const { fields, store } = ctx;
  const argsText = fields.requireStr('args', { max: 2000 });
  let args: unknown;
  try {
    args = JSON.parse(argsText);
  } catch {
    throw badRequest('Field "args" must be JSON');
  }
  const ids = (args as { form_ids?: unknown })?.form_ids;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 20 || !ids.every((n) => Number.isInteger(n) && n > 0 && n <= 1_000_000)) throw badRequest('Field "args" must hold "form_ids": a list of form ids');
  const formId = ids[0] as number;
  const configPath = fields.requireStr('config_path', { max: 200 });
  if (!CONFIG_PATH_PATTERN.test(configPath)) throw badRequest('Field "config_path" has an invalid format');
  // Gravity Forms' own product meta path (its front end loads the signed meta this way), answered as it answers it.
  if (configPath === PRODUCT_META_PATH) {
    const metas: Record<string, unknown> = {};
    for (const id of ids as number[]) {
      const form = loadForm(id);
      metas[id] = form ? (signedProductMeta(form.form) ?? null) : null;
    }
    return marked({ success: true, data: { common: { form: { product_meta: metas } } } });
  }
  if (configPath !== formConfigPath(formId)) throw badRequest(`Field "config_path" must be "${formConfigPath(formId)}" or "${PRODUCT_META_PATH}"`);
  const query = new URLSearchParams(fields.str('query_string', { max: 4000 }) ?? '');

  const stored = loadForm(formId);
  if (!stored) return marked({ success: false, data: `Form ${formId} not found.` });
  const data: Record<string, unknown> = { ...stored.raw, ...stored.form, id: formId };
  // Server-side only, as in Gravity Forms: confirmations and notifications never reach the page.
  delete data.confirmation;
  delete data.confirmations;
  delete data.notifications;
  // Gravity Forms hands out the signed product meta with the form; gform_validate_config checks it.
  // The honeypot's version_hash comes from the server with the form, as Gravity Forms prints it.
  data.version_hash = stored.form.version_hash ?? serverVersionHash(formId);
  const meta = signedProductMeta(stored.form);
  if (meta) data.product_meta = meta;
  else delete data.product_meta;
  const token = query.get('gf_token');
  if (token) {
    const draft = await findDraft(store, formId, token);
    if (draft) data.resume = { token, values: JSON.parse(draft.fields) as unknown, page: draft.page };
  }
  return marked({ success: true, data });
}

async function submitAjax(ctx: Ctx): Promise<Reply> {
  const formId = formIdFrom(ctx, 'form_id');
  const submitted = ctx.fields.int('gform_submit', { min: 1, max: 1_000_000 });
  if (submitted !== undefined && submitted !== formId) throw badRequest('Fields "form_id" and "gform_submit" disagree');
  const stored = loadForm(formId);
  if (!stored) return { json: { success: false, data: `Form ${formId} not found.` } };
  enforceUploadLimits(stored, ctx.fields, ctx.bodyBytes);
  const pageUrl = ctx.fields.str('current_page_url', { max: 2000 }) ?? '/';
  const result = await processSubmission({ stored, fields: ctx.fields, store: ctx.store, ip: ctx.ip, pageUrl, method: 'ajax', dataDir: ctx.dataDir, mail: ctx.mail });
  return { json: result.response };
}

/** A page that holds a form: `/` or `/name.html` under the demo folder. */
async function readPage(pathname: string): Promise<string> {
  const name = pathname === '/' ? 'index.html' : /^\/[\w-]+\.html$/.test(pathname) ? pathname.slice(1) : null;
  if (!name) throw new HttpError(404, 'not_found', 'Not found');
  try {
    return await readDemoPage(demoDir(), name);
  } catch (e) {
    // A page whose includes are wrong is the site's mistake, not a missing page.
    if (e instanceof LayoutError) throw e;
    throw new HttpError(404, 'not_found', 'Not found');
  }
}

/** Puts the postback block into the `<gform-form form-id="N">` of the page (after its opening tag). */
export function injectPostback(html: string, formId: number, block: unknown): string {
  const open = new RegExp(`<gform-form\\b[^>]*\\bform-id=(["']?)${formId}\\1[^>]*>`, 'i');
  const m = open.exec(html);
  if (!m) return html;
  const at = m.index + m[0].length;
  return `${html.slice(0, at)}<script type="${POSTBACK_BLOCK_TYPE}">${scriptJson(block)}</script>${html.slice(at)}`;
}

async function postback(ctx: Ctx): Promise<Reply> {
  const formId = formIdFrom(ctx, 'gform_submit');
  const stored = loadForm(formId);
  if (!stored) throw badRequest(`Form ${formId} not found.`);
  enforceUploadLimits(stored, ctx.fields, ctx.bodyBytes);
  const method = ctx.fields.str(`gform_submission_method_${formId}`) ?? ctx.fields.str('gform_submission_method') ?? 'postback';
  const pageUrl = `${ctx.url.pathname}${ctx.url.search}`;
  const result: Processed = await processSubmission({ stored, fields: ctx.fields, store: ctx.store, ip: ctx.ip, pageUrl, method: method === 'iframe' ? 'iframe' : 'postback', dataDir: ctx.dataDir, mail: ctx.mail });

  // Iframe method: the hidden iframe gets the answer as marked text, the widget reads it.
  if (method === 'iframe') return marked(result.response);

  const data = result.response.data as { confirmation_type?: string; confirmation_redirect?: string } | string;
  if (result.response.success && typeof data === 'object' && data.confirmation_type === 'redirect' && data.confirmation_redirect) {
    return { status: 303, headers: { Location: data.confirmation_redirect }, text: '' };
  }
  const html = await readPage(ctx.url.pathname);
  const block = {
    form_id: formId,
    submission_type: result.kind,
    source_page_number: result.source,
    target_page_number: result.target,
    response: result.response,
    values: result.values,
  };
  return { text: injectPostback(html, formId, block), contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP } };
}

/** gform_validate_config (demo/server/forms/product-config.ts): Gravity Forms' answer shape, `{success}` or `{success: false, data: message}`. */
function validateConfig(ctx: Ctx): Reply {
  const configText = ctx.fields.requireStr('config', { max: 200_000 });
  let config: unknown;
  try {
    config = JSON.parse(configText);
  } catch {
    throw badRequest('Field "config" must be JSON');
  }
  return { json: validateProductConfig(config) };
}

export const forms: RouteModule = {
  name: 'forms',
  register(router) {
    router.onAjax('gform_get_config', getConfig);
    // Submissions carry uploads: the stream may reach MAX_BODY_BYTES, the form's own settings then decide.
    router.onAjax('gform_submit_form', submitAjax, { publicWrite: true, maxBody: MAX_BODY_BYTES });
    router.onAjax('gform_validate_config', validateConfig, { maxBody: 256 * 1024 });
    router.onPath('POST *', postback, { publicWrite: true, maxBody: MAX_BODY_BYTES });
  },
};

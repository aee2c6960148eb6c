/**
 * Elementor Pro's form call (CONTRACT section 3, eb-form; ../shared/reference/elementor-widgets.md
 * 1.3-1.4): `elementor_pro_forms_send_form`, multipart, no nonce. The form is found by `post_id`
 * and `form_id` (ebform/catalog.ts); the checks are the browser's (src/core/ebform/validate.ts)
 * worded in Elementor's English; the answer is exactly PRO Elements' `wp_send_json_*`:
 * `{success:true, data:{message, data:{redirect_url?, popup?} | []}}` or
 * `{success:false, data:{message, errors:{id:text} | [], data:[]}}`, always HTTP 200.
 * A stored submission holds the values by custom_id (lists joined with ", " as form-record.php
 * does), the files (kept under DATA_DIR/ebform/), the page (`referrer`) and title
 * (`referer_title`) and the visitor's truncated address. Counted against the per-IP rate limit.
 * A request with an `Idempotency-Key` header (sent by <eb-form>, the same on its repeat of a
 * submission whose answer was lost) is stored once: its repeat stores nothing and gets the same
 * answer with `Idempotent-Replayed: true`.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_ACTION, HONEYPOT_ERROR_KEY, SERVER_MESSAGES } from '../../../src/core/ebform/constants';
import { fieldName } from '../../../src/core/ebform/request';
import { checkField, serverMessage } from '../../../src/core/ebform/validate';
import { extensionOf } from '../../../src/core/forms/upload';
import { loadEbForm, type StoredEbForm } from '../ebform/catalog';
import { idempotencyKey } from '../seoaic/validate';
import { MAX_BODY_BYTES, truncateIp } from '../http';
import type { Ctx, Reply } from '../router';
import { nowSeconds } from '../storage';
import type { RouteModule } from './module';
import { esc as escapeHtml } from '../html';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Ajax_Handler::get_default_message: the form's custom message when custom_messages is on, else Elementor's. */
function message(form: StoredEbForm | undefined, key: keyof typeof SERVER_MESSAGES): string {
  const s = form?.settings;
  const custom = s && (s.custom_messages === 'yes' || s.custom_messages === 'true' || s.custom_messages === true);
  const own = custom ? text(s[`${key === 'required_field' ? 'required_field' : key === 'invalid_form' ? 'invalid' : key}_message`]) : '';
  return own || SERVER_MESSAGES[key];
}

const failure = (msg: string, errors: Record<string, string> | []): Reply => ({ json: { success: false, data: { message: msg, errors, data: [] } } });

/** `[field id="x"]` shortcodes in the redirect URL, each value url-encoded (actions/redirect.php). */
function redirectUrl(template: string, values: Record<string, string>): string | undefined {
  const url = template.replace(/\[field id=["']?([A-Za-z0-9_-]+)["']?\]/g, (_m, id: string) => encodeURIComponent(values[id] ?? ''));
  if (url.trim() === '') return undefined;
  try {
    const u = new URL(url, 'http://x.invalid');
    return u.protocol === 'http:' || u.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function actionsOf(s: Record<string, unknown>): string[] {
  const a = s.submit_actions;
  return Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : typeof a === 'string' && a ? a.split(',').map((x) => x.trim()) : [];
}

async function send(ctx: Ctx): Promise<Reply> {
  const { fields } = ctx;
  // <eb-form>'s `Idempotency-Key` (PRO Elements' own script sends none; a bad one is a 400 before anything is read).
  const key = idempotencyKey(ctx.req.headers['idempotency-key']);
  const postId = fields.str('post_id', { max: 64 }) ?? '';
  const formId = fields.str('form_id', { max: 64 }) ?? '';
  const form = loadEbForm(postId, formId);
  if (!form) return failure(message(undefined, 'invalid_form'), []);
  if (form.config.fields.length === 0) return failure(message(form, 'invalid_form'), []);

  const errors: Record<string, string> = {};
  const record: Record<string, { type: string; title: string; value: string }> = {};
  const files: { field: string; file: File }[] = [];
  for (const f of form.config.fields) {
    if (f.type === 'html' || f.type === 'step' || f.type === 'recaptcha' || f.type === 'recaptcha_v3') continue;
    const name = fieldName(f.id);
    const values = [...fields.all(name), ...fields.all(`${name}[]`)];
    const posted = [...fields.files(name), ...fields.files(`${name}[]`)].filter((x) => x.name !== '' || x.size > 0);
    if (f.type === 'honeypot') {
      // honeypot-handler.php: any value -> "Invalid Form." under invalid_form; an empty one is left out of the record.
      if (values.some((v) => v !== '')) errors[HONEYPOT_ERROR_KEY] = SERVER_MESSAGES.honeypot;
      continue;
    }
    const problem = checkField(f, values, posted.map((x) => ({ name: x.name, size: x.size })), { options: true });
    if (problem) errors[f.id] = serverMessage(problem, message(form, 'required_field'));
    for (const file of posted) files.push({ field: f.id, file });
    record[f.id] = { type: f.type, title: f.label, value: f.type === 'upload' ? posted.map((x) => x.name).join(', ') : values.join(', ') };
  }
  if (Object.keys(errors).length) return failure(message(form, 'error'), errors);

  // The files, under DATA_DIR/ebform/<submission key>/ (uploads/elementor/forms in WordPress), with safe names.
  const stored: { field: string; name: string; size: number; path: string }[] = [];
  let filesDir = '';
  if (files.length) {
    const dir = path.join(ctx.dataDir, 'ebform', randomUUID());
    filesDir = dir;
    mkdirSync(dir, { recursive: true });
    files.forEach(({ field, file }, i) => {
      const ext = extensionOf(file.name);
      const name = `${i + 1}-${randomUUID()}${ext ? `.${ext}` : ''}`;
      stored.push({ field, name: file.name.slice(0, 200), size: file.size, path: path.join(dir, name) });
    });
    await Promise.all(files.map(async ({ file }, i) => writeFileSync(stored[i]!.path, Buffer.from(await file.arrayBuffer()))));
  }

  const created = await ctx.store.ebFormSubmissions.create({
    postId,
    formId,
    formName: form.config.formName,
    fields: JSON.stringify(record),
    files: JSON.stringify(stored.map(({ field, name, size, path: p }) => ({ field, name, size, path: path.relative(ctx.dataDir, p) }))),
    pageUrl: (fields.str('referrer', { max: 2000 }) ?? '').slice(0, 2000),
    pageTitle: (fields.str('referer_title', { max: 500 }) ?? '').slice(0, 500),
    ip: truncateIp(ctx.ip),
    time: nowSeconds(),
  }, key);
  // A repeat of a stored submission (its answer was lost): the files just written go again, the answer is the same.
  if (created.replayed && filesDir) rmSync(filesDir, { recursive: true, force: true });

  // The actions after "save": redirect and popup, as their PRO Elements classes add response data.
  const data: Record<string, unknown> = {};
  const actions = actionsOf(form.settings);
  if (actions.includes('redirect')) {
    const values = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v.value]));
    const url = redirectUrl(text(form.settings.redirect_to), values);
    if (url) data.redirect_url = url;
  }
  if (actions.includes('popup')) {
    const action = text(form.settings.popup_action);
    if (action === 'open' && text(form.settings.popup_action_popup_id)) data.popup = { action: 'open', id: text(form.settings.popup_action_popup_id) };
    else if (action === 'close') data.popup = { action: 'close', do_not_show_again: text(form.settings.popup_action_do_not_show_again) };
  }
  return { json: { success: true, data: { message: message(form, 'success'), data: Object.keys(data).length ? data : [] } }, ...(created.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}) };
}


/**
 * The same call sent by a browser with no JavaScript (a plain form post, `Sec-Fetch-Mode:
 * navigate`): a success goes on to the redirect URL or back to the page (303); a failure is a
 * small page with the messages and a way back, so nothing is lost in a JSON answer. (A browser
 * navigation says `Sec-Fetch-Mode: navigate`, older ones `Accept: text/html…` without jQuery's header.)
 */
async function sendOrNavigate(ctx: Ctx): Promise<Reply> {
  const reply = await send(ctx);
  const h = ctx.req.headers;
  const navigation = h['sec-fetch-mode'] === 'navigate' || (!h['x-requested-with'] && /^text\/html/.test(String(h.accept ?? '')));
  if (!navigation) return reply;
  const answer = reply.json as { success: boolean; data: { message: string; errors?: Record<string, string> | []; data?: { redirect_url?: string } | [] } };
  const back = ctx.fields.str('referrer', { max: 2000 }) ?? ctx.req.headers.referer ?? '/';
  const safeBack = /^(https?:\/\/|\/)/.test(back) ? back : '/';
  if (answer.success) {
    const inner = answer.data.data;
    const to = !Array.isArray(inner) && inner?.redirect_url ? inner.redirect_url : safeBack;
    return { status: 303, text: '', headers: { Location: to } };
  }
  const errors = Array.isArray(answer.data.errors) ? [] : Object.values(answer.data.errors ?? {});
  const items = errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('');
  return {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    text: `<!doctype html><html lang="nl"><meta charset="utf-8"><title>Formulier niet verstuurd</title><h1>${escapeHtml(answer.data.message.replace(/<br>/g, ' '))}</h1><ul>${items}</ul><p><a href="${escapeHtml(safeBack)}">Terug naar het formulier</a></p></html>`,
  };
}

export const ebform: RouteModule = {
  name: 'ebform',
  register(router) {
    router.onAjax(FORM_ACTION, sendOrNavigate, { publicWrite: true, maxBody: MAX_BODY_BYTES });
  },
};

/**
 * What the reference backend does with a Gravity Forms submission, whatever way it came (ajax,
 * postback, iframe): paging with server-side validation, save-and-continue drafts, the send-link
 * call, and storing the entry with its confirmation. Answers the `data` of `{success, data}`.
 */
import { randomBytes } from 'node:crypto';
import { serverVersionHash } from './version-hash';
import { formPages, pageOfField } from '../../../src/core/forms/pages';
import { withComputedPricing } from '../../../src/core/forms/pricing';
import { defaultConfirmation } from '../../../src/core/forms/types';
import { validateSubmission, type PostedValues } from '../../../src/core/forms/validation';
import { EUR } from '../../../src/core/shared/currency';
import { nowSeconds, type Store } from '../storage';
import { HttpError, badRequest, truncateIp, type Fields } from '../http';
import type { StoredForm } from './catalog';
import { linkUploads, singleFileMessages, storeSingleFiles } from './uploads';
import type { MailSettings } from '../mail/config';
import { enqueueFormNotifications } from '../mail/enqueue';
import { formNotifications } from './notifications';
import { esc as escapeHtml } from '../html';

/** Save-and-continue links expire after 30 days (as Gravity Forms' default). */
export const DRAFT_LIFETIME_SECONDS = 30 * 86400;
/** The demo site's currency (a Gravity Forms site has one, in its settings). */
export const SITE_CURRENCY = EUR;
/** Limits on what a submission may carry. */
export const MAX_FIELDS = 500;
export const MAX_VALUE_LENGTH = 20_000;
const TOKEN = /^[a-f0-9]{32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type SubmissionKind = 'submit' | 'next' | 'previous' | 'save-continue' | 'send-link';

export interface Processed {
  kind: SubmissionKind;
  source: number;
  target: number;
  /** `{success, data}` as the ajax call answers it. */
  response: { success: boolean; data: unknown };
  values: Record<string, string | string[]>;
}

/**
 * The posted `input_*` values (repeated names and `[]` names give arrays), within limits. A
 * repeater's items (`input_{subId}[{index}]`, Gravity Forms' names) give one array per sub-input in
 * item order (`input_31: ["Anna", "Bram"]`, as PHP reads them); a list in a repeater
 * (`input_{subId}[{index}][]`) keeps each item's cells under that name, as every `[]` name.
 */
export function postedValues(fields: Fields): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const entries = fields.entries();
  if (entries.length > MAX_FIELDS) throw badRequest(`Too many fields (more than ${MAX_FIELDS})`);
  const items = new Set<string>();
  for (const [name, value] of entries) {
    const item = /^(input_\d+(?:_\d+)?)\[(\d{1,3})\]$/.exec(name);
    if (item && typeof value === 'string' && Number(item[2]) < MAX_FIELDS) {
      if (value.length > MAX_VALUE_LENGTH) throw badRequest(`Field "${name}" is too long`);
      const list = Array.isArray(out[item[1]!]) ? (out[item[1]!] as string[]) : [];
      list[Number(item[2])] = value;
      out[item[1]!] = list;
      items.add(item[1]!);
      continue;
    }
    if (!/^input_\d+(_\d+)?(\[\d{1,3}\])?(\[\])?$/.test(name)) continue;
    // A file input posts a file (an empty one when none was picked); the entry keeps its name.
    if (typeof value !== 'string') {
      if (value.size === 0 && value.name === '') continue;
      out[name] = value.name.slice(0, 255);
      continue;
    }
    if (value.length > MAX_VALUE_LENGTH) throw badRequest(`Field "${name}" is too long`);
    const prev = out[name];
    if (name.endsWith('[]')) out[name] = [...((prev as string[] | undefined) ?? []), value];
    else if (prev === undefined) out[name] = value;
    else out[name] = [...(Array.isArray(prev) ? prev : [prev]), value];
  }
  // An item index that was skipped (a removed item is never posted) leaves no hole.
  for (const k of items) out[k] = Array.from(out[k] as string[], (v) => v ?? '');
  return out;
}


/** Replaces Gravity Forms merge tags `{Label:1.3}` with the (escaped) posted value. */
export function mergeTags(text: string, values: PostedValues): string {
  return text.replace(/\{[^{}:]*:(\d+(?:\.\d+)?)\}/g, (_m, id: string) => {
    const v = values[`input_${id.replace('.', '_')}`];
    return escapeHtml((Array.isArray(v) ? v.join(', ') : (v ?? '')).trim());
  });
}

/** A fresh resume token (32 hex). */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Reads a draft that has not expired, or undefined. */
export async function findDraft(store: Store, formId: number, token: string): Promise<{ fields: string; page: number } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return store.forms.findDraft(formId, token, nowSeconds() - DRAFT_LIFETIME_SECONDS);
}

/** The page URL with gf_token set (the resume link). */
export function resumeUrl(pageUrl: string, token: string): string {
  let u: URL;
  try {
    u = new URL(pageUrl, 'http://localhost');
  } catch {
    u = new URL('http://localhost/');
  }
  u.searchParams.set('gf_token', token);
  u.hash = '';
  return pageUrl.startsWith('http') ? u.href : `${u.pathname}${u.search}`;
}

export interface ProcessInput {
  stored: StoredForm;
  fields: Fields;
  store: Store;
  ip: string;
  /** The page the form is on (for the resume link and the entry). */
  pageUrl: string;
  method: string;
  /** DATA_DIR (ctx.dataDir): the uploads linked to the entry live under it. */
  dataDir: string;
  /** The mail settings (ctx.mail): the form's notifications are enqueued with the entry. */
  mail: MailSettings;
}

/** Runs a submission of `stored` from its posted fields. Bad input throws an HttpError (400). */
export async function processSubmission({ stored, fields, store, ip, pageUrl, method, dataDir, mail }: ProcessInput): Promise<Processed> {
  const { id: formId, form } = stored;
  const pages = formPages(form);
  const lastPage = pages.length;
  const values = postedValues(fields);

  if (fields.has('gform_send_resume_link')) {
    const token = fields.requireStr('gform_resume_token', { max: 64, pattern: TOKEN });
    const email = (fields.str('gform_resume_email', { max: 254 }) ?? '').trim();
    const draft = await findDraft(store, formId, token);
    if (!draft) return fail('send-link', 0, 0, values, 'Deze link is niet (meer) geldig. Sla het formulier opnieuw op.');
    if (!EMAIL.test(email)) return fail('send-link', 0, 0, values, 'Vul een geldig e-mailadres in om de link te ontvangen.');
    await store.forms.setDraftEmail(token, email, nowSeconds());
    const markup = `<div class="form_saved_message_sent"><p>De link om verder te gaan is verstuurd naar <strong>${escapeHtml(email)}</strong>.</p></div>`;
    return ok('send-link', 0, 0, values, { is_valid: true, confirmation_type: 'message', confirmation_markup: markup, submission_type: 'send_link' });
  }

  const source = fields.int(`gform_source_page_number_${formId}`, { min: 1, max: lastPage }) ?? 1;
  const target = fields.int(`gform_target_page_number_${formId}`, { min: 0, max: lastPage }) ?? 0;
  const uploaded = parseUploaded(fields.str(`gform_uploaded_files_${formId}`) ?? fields.str('gform_uploaded_files') ?? '');

  if (fields.str('gform_save') === '1') {
    const token = newToken();
    await store.forms.saveDraft({ token, formId, fields: JSON.stringify(values), page: source, ip: truncateIp(ip), time: nowSeconds() });
    return ok('save-continue', source, source, values, {
      is_valid: true,
      page_number: source,
      source_page_number: source,
      submission_type: 'save_and_continue',
      resume_token: token,
      resume_url: resumeUrl(pageUrl, token),
      uploaded_files: uploaded,
    });
  }

  if (target !== 0 && target < source) {
    return ok('previous', source, target, values, { is_valid: true, page_number: target, source_page_number: source, submission_type: 'previous', uploaded_files: uploaded });
  }

  const isSubmit = target === 0;
  const messages = validateSubmission(form, values, { currency: SITE_CURRENCY, ...(isSubmit ? {} : { pages: [source] }) });
  // A single file input's file is checked against its field's rules as the upload call checks them.
  for (const [id, message] of Object.entries(singleFileMessages(form, fields))) {
    if (isSubmit || (pageOfField(pages, Number(id)) || 1) === source) messages[id] ??= message;
  }
  if (Object.keys(messages).length > 0) {
    const firstPage = Math.min(...Object.keys(messages).map((id) => pageOfField(pages, Number(id)) || source));
    return ok(isSubmit ? 'submit' : 'next', source, target, values, {
      is_valid: false,
      page_number: isSubmit ? firstPage : source,
      source_page_number: source,
      validation_messages: messages,
      submission_type: isSubmit ? 'submit' : 'next',
      uploaded_files: uploaded,
    });
  }
  if (!isSubmit) {
    return ok('next', source, target, values, { is_valid: true, page_number: target, source_page_number: source, submission_type: 'next', uploaded_files: uploaded });
  }

  // A complete, valid submission: store the entry. No version_hash (automation) marks it as spam,
  // as Gravity Forms' honeypot does; the visitor sees the same confirmation either way.
  const expectedHash = form.version_hash ?? serverVersionHash(formId);
  // And as its server-side honeypot: a value in the honeypot field (GF's `honeypot` type) is spam.
  const honeypotFilled = form.fields.some((f) => f.type === 'honeypot' && (fields.str(`input_${f.id}`) ?? '') !== '');
  const isSpam = fields.str('version_hash') !== expectedHash || honeypotFilled;
  const speeds = fields.str('gform_submission_speeds', { max: 20_000 }) ?? '{}';
  let speedsJson = '{}';
  try {
    speedsJson = JSON.stringify(JSON.parse(speeds));
  } catch {
    throw badRequest('Field "gform_submission_speeds" must be JSON');
  }
  // As Gravity Forms, the entry keeps the server's own calculations and total, not the posted ones.
  const entryValues = withComputedPricing(form, values, SITE_CURRENCY);
  const token = fields.str('gform_resume_token');
  const uniqueId = (fields.str('gform_unique_id', { max: 64 }) ?? '').replace(/[^\w-]/g, '');
  const entryId = await store.forms.addEntry(
    {
      formId,
      fields: JSON.stringify(entryValues),
      method,
      sourceUrl: pageUrl.slice(0, 2000),
      isSpam,
      speeds: speedsJson,
      uniqueId,
      ip: truncateIp(ip),
      time: nowSeconds(),
    },
    token && TOKEN.test(token) ? token : undefined,
  );
  // The files uploaded while filling in the form now belong to the entry.
  await linkUploads(store, dataDir, { entryId, formId, uniqueId, uploaded });
  // And the files of single file inputs, which came with this request.
  await storeSingleFiles(store, dataDir, { entryId, formId, uniqueId, form, fields });
  // The form's notifications, as Gravity Forms sends them: not for spam. Written before the answer.
  if (!isSpam) {
    const notifications = formNotifications({ form: { ...form, id: formId }, raw: stored.raw, values: entryValues, entryId, adminEmail: mail.adminEmail, pageUrl, now: new Date() });
    await enqueueFormNotifications(store, mail, formId, entryId, notifications, nowSeconds());
  }

  // This demo's `confirmation`, else Gravity Forms' own default confirmation (list or keyed by id).
  const confirmation = (stored.raw.confirmation ?? defaultConfirmation(stored.raw) ?? {}) as { type?: string; message?: string; url?: string };
  if (confirmation.type === 'redirect' && typeof confirmation.url === 'string') {
    return ok('submit', source, 0, values, { is_valid: true, page_number: 0, source_page_number: source, confirmation_type: 'redirect', confirmation_redirect: confirmation.url, submission_type: 'submit', uploaded_files: uploaded });
  }
  const message = typeof confirmation.message === 'string' ? mergeTags(confirmation.message, values) : '<p>Bedankt! Je inzending is ontvangen.</p>';
  return ok('submit', source, 0, values, {
    is_valid: true,
    // As Gravity Forms: page_number 0 is what ends the form (a page change carries confirmation keys too).
    page_number: 0,
    source_page_number: source,
    confirmation_type: 'message',
    confirmation_markup: `<div id="gform_confirmation_message_${formId}" class="gform_confirmation_message">${message}</div>`,
    submission_type: 'submit',
    uploaded_files: uploaded,
  });
}

function ok(kind: SubmissionKind, source: number, target: number, values: Record<string, string | string[]>, data: Record<string, unknown>): Processed {
  return { kind, source, target, values, response: { success: true, data } };
}

function fail(kind: SubmissionKind, source: number, target: number, values: Record<string, string | string[]>, message: string): Processed {
  return { kind, source, target, values, response: { success: false, data: message } };
}

function parseUploaded(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(400, 'invalid_request', 'Field "gform_uploaded_files" must be JSON');
  }
}

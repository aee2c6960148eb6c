/**
 * A form's notifications, as Gravity Forms configures them in the form object (`notifications`,
 * a list or an object keyed by id: `{id, name, event, isActive, toType, to, routing, subject,
 * message, replyTo, disableAutoformat, conditionalLogic}`), rendered for an entry: recipients,
 * subject and message with the merge tags filled in. The message is the site owner's HTML (from
 * the form file); every value a visitor typed is escaped in it.
 * Supported merge tags: {all_fields}, {Label:N} / {Label:N.M}, {form_title}, {form_id},
 * {entry_id}, {admin_email}, {date_dmy}, {date_mdy}, {embed_url}. `toType`: email, field, routing.
 * Not supported (ignored): bcc, from and fromName (mails come from MAIL_FROM), attachments.
 */
import { hiddenFields, isRuleMatch, logicAction, logicModel, readConditionalLogic, type LogicRule } from '../../../src/core/forms/conditional';
import type { FormField, FormObject } from '../../../src/core/forms/types';
import type { PostedValues } from '../../../src/core/forms/validation';
import { esc, rowsHtml, rowsText } from '../mail/render';

export interface NotificationMail {
  /** The notification's id (part of the outbox key). */
  id: string;
  to: string[];
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

export interface NotificationContext {
  form: FormObject;
  raw: Record<string, unknown>;
  values: PostedValues;
  entryId: number;
  adminEmail: string;
  /** The page the form was sent from. */
  pageUrl: string;
  now: Date;
}

/** An address a notification may go to (a host without a dot too: ADMIN_EMAIL's default is admin@localhost). */
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+$/;
/** Field types with no value of their own. */
const NO_VALUE = new Set(['html', 'section', 'page', 'captcha', 'honeypot']);

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A choice's label for a posted value (`value|price` keeps the value part). */
function choiceText(field: FormField, value: string): string {
  const v = value.includes('|') ? value.slice(0, value.indexOf('|')) : value;
  return field.choices?.find((c) => (c.value ?? c.text) === v)?.text ?? v;
}

/** What a field's value reads as in a mail (its sub-inputs joined; choices by their labels). */
export function fieldValue(field: FormField, values: PostedValues, inputId?: string): string {
  if (inputId) return list(values[`input_${inputId.replace('.', '_')}`]).map((v) => choiceText(field, v)).join(', ').trim();
  if (field.inputs?.length) {
    const parts = field.inputs.map((i) => list(values[`input_${i.id.replace('.', '_')}`]).map((v) => choiceText(field, v)).join(', ').trim()).filter(Boolean);
    return parts.join(field.type === 'name' ? ' ' : ', ');
  }
  const own = [...list(values[`input_${field.id}`]), ...list(values[`input_${field.id}[]`])].filter((v) => v !== '');
  return own.map((v) => choiceText(field, v)).join(', ').trim();
}

/** `{all_fields}`'s rows: every field with a value that conditional logic does not hide. */
function allFields(form: FormObject, values: PostedValues): [string, string][] {
  const hidden = hiddenFields(logicModel(form), values);
  const rows: [string, string][] = [];
  for (const f of form.fields) {
    if (NO_VALUE.has(f.type) || hidden.has(f.id)) continue;
    const v = fieldValue(f, values);
    if (v !== '') rows.push([f.label || f.adminLabel || `#${f.id}`, v]);
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Fills in the merge tags of `text`; `html`: values escaped and {all_fields} as a table. */
function fill(text: string, c: NotificationContext, html: boolean): string {
  const byId = new Map(c.form.fields.map((f) => [f.id, f]));
  const put = (s: string) => (html ? esc(s) : s);
  const d = c.now;
  return text.replace(/\{([^{}]*)\}/g, (tag, inner: string) => {
    switch (inner) {
      case 'all_fields': {
        const rows = allFields(c.form, c.values);
        return html ? rowsHtml(rows) : rowsText(rows);
      }
      case 'form_title':
        return put(c.form.title ?? '');
      case 'form_id':
        return String(c.form.id);
      case 'entry_id':
        return String(c.entryId);
      case 'admin_email':
        return put(c.adminEmail);
      case 'date_dmy':
        return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
      case 'date_mdy':
        return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
      case 'embed_url':
        return put(c.pageUrl);
    }
    const field = /^[^:]*:(\d+)(?:\.(\d+))?(?::[^}]*)?$/.exec(inner);
    if (field) {
      const f = byId.get(Number(field[1]));
      return f ? put(fieldValue(f, c.values, field[2] ? `${field[1]}.${field[2]}` : undefined)) : '';
    }
    return tag;
  });
}

/** The site owner's message HTML as plain text (tags dropped, breaks kept, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li|tr|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The form's notifications as stored (a list, or an object keyed by id). */
function notificationsOf(raw: Record<string, unknown>): Record<string, unknown>[] {
  const n = raw.notifications;
  const all = Array.isArray(n) ? n : n && typeof n === 'object' ? Object.values(n as Record<string, unknown>) : [];
  return all.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const addresses = (text: string) => text.split(/[,;]/).map((s) => s.trim()).filter((s) => EMAIL.test(s));

/** The notifications an entry sends (active, on `form_submission`, whose conditional logic passes, with at least one valid recipient). */
export function formNotifications(c: NotificationContext): NotificationMail[] {
  const byId = new Map(c.form.fields.map((f) => [f.id, f]));
  const out: NotificationMail[] = [];
  for (const [i, n] of notificationsOf(c.raw).entries()) {
    if (n.isActive === false || n.isActive === '0' || n.isActive === 0) continue;
    if (n.event !== undefined && n.event !== 'form_submission') continue;
    if (logicAction(readConditionalLogic(n.conditionalLogic), byId, c.values) === 'hide') continue;
    let to: string[];
    if (n.toType === 'field') {
      const f = byId.get(Number(str(n.to)));
      to = f ? addresses(fieldValue(f, c.values)) : [];
    } else if (n.toType === 'routing') {
      const routes = Array.isArray(n.routing) ? (n.routing as Record<string, unknown>[]) : [];
      to = routes
        .filter((r) => {
          const rule: LogicRule = { fieldId: str(r.fieldId), operator: (str(r.operator) || 'is') as LogicRule['operator'], value: str(r.value) };
          return isRuleMatch(rule, byId.get(Number.parseInt(rule.fieldId, 10)), c.values);
        })
        .flatMap((r) => addresses(fill(str(r.email), c, false)));
    } else to = addresses(fill(str(n.to), c, false));
    if (to.length === 0) {
      console.warn(`[forms] notification "${str(n.name) || str(n.id)}" of form ${c.form.id} has no valid recipient for entry ${c.entryId}: not sent`);
      continue;
    }
    const message = str(n.message) || '{all_fields}';
    const autoformat = !(n.disableAutoformat === true || n.disableAutoformat === '1');
    // As Gravity Forms' autoformat (wpautop): the author's line breaks become <br>.
    const htmlTemplate = autoformat && !/<(p|div|br|table)\b/i.test(message) ? message.replace(/\r?\n/g, '<br>\n') : message;
    const replyTo = addresses(fill(str(n.replyTo), c, false))[0];
    out.push({
      id: str(n.id) || String(i),
      to: [...new Set(to)],
      replyTo,
      subject: fill(str(n.subject) || `${c.form.title ?? ''}`, c, false).replace(/[\r\n]+/g, ' ').slice(0, 250),
      text: fill(htmlToText(message), c, false),
      html: fill(htmlTemplate, c, true),
    });
  }
  return out;
}

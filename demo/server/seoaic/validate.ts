/**
 * Validation of the SEOAIC record calls (spec sections 3 and 7): the lead and the interactive
 * article stats, as JSON bodies. Every problem is a 400 whose message names the field
 * (`Field "lead_data[2].answer" must be …`). Pure: no database.
 */
import type { ArticleChoice, ArticleEntry, StatsCreateBody, StatsUpdateBody } from '../../../src/core/article/record';
import { BLOCK_TYPES } from '../../../src/core/article/constants';
import { STATUS_CAPTURED, STATUS_INITIATED, STEP_TYPES } from '../../../src/core/lead/constants';
import type { ContactValue, LeadCreateBody, LeadEntry, LeadStatus, LeadUpdateBody } from '../../../src/core/lead/record';
import { badRequest } from '../http';

/** Limits: generous for a real lead, small enough that no body can fill the database. */
export const LIMITS = { entries: 200, question: 2000, answer: 10_000, contactFields: 50, field: 500, value: 2000, title: 1000, url: 2048, choices: 100, choiceText: 2000, id: 200, blocks: 1000 };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const field = (path: string, what: string) => badRequest(`Field "${path}" ${what}`, 'rest_invalid_param');

function body(json: unknown): Record<string, unknown> {
  if (!isObject(json)) throw badRequest('Body must be a JSON object', 'rest_invalid_json');
  return json;
}

function str(v: unknown, path: string, max: number, { required = true } = {}): string {
  if (v === undefined && !required) return '';
  if (typeof v !== 'string') throw field(path, 'must be a string');
  if (v.length > max) throw field(path, `must be at most ${max} characters`);
  return v;
}

function list(v: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(v)) throw field(path, 'must be an array');
  if (v.length > max) throw field(path, `must have at most ${max} items`);
  return v;
}

function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) throw field(path, `must be one of ${values.map((x) => `"${x}"`).join(', ')}`);
  return v as T;
}

/** An integer, or a string of digits (PHP clients send both). */
function int(v: unknown, path: string, min: number, max: number): number {
  const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw field(path, 'must be a whole number');
  if (n < min || n > max) throw field(path, `must be between ${min} and ${max}`);
  return n;
}

function id(v: unknown, path: string): string | number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v !== '' && v.length <= LIMITS.id) return v;
  throw field(path, 'must be a number or a non-empty string');
}

function leadEntry(v: unknown, path: string): LeadEntry {
  if (!isObject(v)) throw field(path, 'must be an object {type, question, answer}');
  const type = oneOf(v.type, `${path}.type`, STEP_TYPES);
  const question = str(v.question, `${path}.question`, LIMITS.question);
  if (type !== 'contact_fields') return { type, question, answer: str(v.answer, `${path}.answer`, LIMITS.answer) };
  const answer: ContactValue[] = list(v.answer, `${path}.answer`, LIMITS.contactFields).map((c, i) => {
    const p = `${path}.answer[${i}]`;
    if (!isObject(c)) throw field(p, 'must be an object {field, value}');
    return { field: str(c.field, `${p}.field`, LIMITS.field), value: str(c.value, `${p}.value`, LIMITS.value) };
  });
  return { type, question, answer };
}

const leadData = (v: unknown): LeadEntry[] => list(v, 'lead_data', LIMITS.entries).map((e, i) => leadEntry(e, `lead_data[${i}]`));

/** POST seoaic/v1/lead: `{lead_data, title, url}` (a `status` is accepted too; default initiated). */
export function leadCreate(json: unknown): LeadCreateBody & { status: LeadStatus } {
  const b = body(json);
  const url = str(b.url, 'url', LIMITS.url);
  if (!/^https?:\/\//i.test(url)) throw field('url', 'must be an http(s) address');
  return {
    lead_data: leadData(b.lead_data),
    title: str(b.title, 'title', LIMITS.title),
    url,
    status: b.status === undefined ? STATUS_INITIATED : oneOf(b.status, 'status', [STATUS_INITIATED, STATUS_CAPTURED] as const),
  };
}

/** PUT seoaic/v1/lead/{id}: `{status, lead_data}`. */
export function leadUpdate(json: unknown): LeadUpdateBody {
  const b = body(json);
  return { status: oneOf(b.status, 'status', [STATUS_INITIATED, STATUS_CAPTURED] as const), lead_data: leadData(b.lead_data) };
}

function articleEntry(v: unknown, path: string): ArticleEntry {
  if (!isObject(v)) throw field(path, 'must be an object {id, type, question, answers}');
  const entryId = id(v.id, `${path}.id`);
  const type = oneOf(v.type, `${path}.type`, BLOCK_TYPES);
  const question = str(v.question, `${path}.question`, LIMITS.question);
  if (type === 'textfield') return { id: entryId, type, question, answers: str(v.answers, `${path}.answers`, LIMITS.answer) };
  const answers: ArticleChoice[] = list(v.answers, `${path}.answers`, LIMITS.choices).map((a, i) => {
    const p = `${path}.answers[${i}]`;
    if (!isObject(a)) throw field(p, 'must be an object {id, text}');
    return { id: id(a.id, `${p}.id`), text: str(a.text, `${p}.text`, LIMITS.choiceText) };
  });
  return { id: entryId, type, question, answers };
}

const statsData = (v: unknown): ArticleEntry[] => list(v, 'data', LIMITS.entries).map((e, i) => articleEntry(e, `data[${i}]`));

/** POST seoaic/v1/interactive-article-stats: `{post_id, blocks_count, data}`. */
export function statsCreate(json: unknown): StatsCreateBody {
  const b = body(json);
  return { post_id: int(b.post_id, 'post_id', 1, 2 ** 53 - 1), blocks_count: int(b.blocks_count, 'blocks_count', 0, LIMITS.blocks), data: statsData(b.data) };
}

/** PUT seoaic/v1/interactive-article-stats/{id}: `{data}`. */
export function statsUpdate(json: unknown): StatsUpdateBody {
  return { data: statsData(body(json).data) };
}

/** A record id from the route (`/lead/{id}`): digits only. */
export function recordId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw badRequest('Field "id" must be a whole number from 1', 'rest_invalid_param');
  return Number(raw);
}

/** The `Idempotency-Key` header: 1-200 visible ASCII characters, or absent. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const v = Array.isArray(header) ? header[0] : header;
  if (v === undefined || !/^[\x21-\x7e]{1,200}$/.test(v)) throw badRequest('Header "Idempotency-Key" must be 1 to 200 visible ASCII characters', 'invalid_idempotency_key');
  return v;
}

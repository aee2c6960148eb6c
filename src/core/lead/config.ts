/**
 * Config of <seoaic-lead-form> (CONTRACT "seoaic-lead-form", spec sections 2-5): `steps[]` with
 * `id`, `type`, `question`, `answers[]` (`text`, `next`), contact `fields[]`, `next`,
 * `autoAdvance`, plus `redirectUrl`; validated once into a typed {@link LeadConfig}.
 * Loose values are read as the plugin writes them: ids and `next` as numbers or strings, on/off
 * flags as `"1"`, `1`, `"true"` or `"on"`, snake_case spellings (`redirect_url`, `auto_advance`).
 * Pure: no DOM.
 */
import { checkFlowIds, flowId } from '../shared/flow';
import { array, boolean, describe, isPlainObject, object, oneOf, optional, record, string, type Parsed } from '../shared/schema';
import { CONTACT_INPUT_TYPES, STEP_TYPES } from './constants';

export type StepType = (typeof STEP_TYPES)[number];
export type ContactInputType = (typeof CONTACT_INPUT_TYPES)[number];

export interface LeadAnswerOption {
  text: string;
  /** The step this answer leads to (its button carries it); undefined: the step's own `next`. */
  next?: string;
}

export interface ContactField {
  /** The label; it is also the answer's `field`. */
  label: string;
  type: ContactInputType;
  required: boolean;
  /** The input's `name` (autofill): the config's, else one made from the label. */
  name: string;
  placeholder?: string;
  /** The `autocomplete` token: the config's, else email / tel for those types. */
  autocomplete?: string;
  /** Choices of a select. */
  options: string[];
}

export interface LeadStep {
  id: string;
  type: StepType;
  /** Plain text; rendered as text, never as HTML. */
  question: string;
  answers: LeadAnswerOption[];
  fields: ContactField[];
  next?: string;
  /** A message step: its question shows and the flow goes on to `next` after about 2 s. */
  autoAdvance: boolean;
  /** Placeholder of a textfield step's input. */
  placeholder?: string;
}

/** Texts a site can override (keys of the config's `texts`). */
export const LEAD_TEXT_KEYS = ['title', 'open', 'close', 'next', 'finish', 'redirect', 'redirectLink', 'progress'] as const;
export type LeadTextKey = (typeof LEAD_TEXT_KEYS)[number];

export interface LeadConfig {
  steps: LeadStep[];
  /** Opened in a new tab 3 s after the flow finishes. */
  redirectUrl?: string;
  /** A card fixed to the bottom corner of the window instead of a block in the page. */
  floating: boolean;
  texts: Partial<Record<LeadTextKey, string>>;
}

const answerSchema = object({ text: string(), next: optional(flowId) });
const fieldSchema = object({
  label: optional(string()),
  field: optional(string()),
  type: optional(oneOf(CONTACT_INPUT_TYPES)),
  required: optional(boolean()),
  name: optional(string()),
  placeholder: optional(string()),
  autocomplete: optional(string()),
  options: optional(array(string())),
});
const stepSchema = object({
  id: flowId,
  type: oneOf(STEP_TYPES),
  question: string(),
  answers: optional(array(answerSchema)),
  fields: optional(array(fieldSchema)),
  next: optional(flowId),
  autoAdvance: optional(boolean()),
  auto_advance: optional(boolean()),
  placeholder: optional(string()),
});
const configSchema = object({
  steps: array(stepSchema, { max: 200 }),
  redirectUrl: optional(string()),
  redirect_url: optional(string()),
  floating: optional(boolean()),
  texts: optional(record(string())),
});

const fail = (path: string, expected: string, got: unknown): Parsed<never> => ({ ok: false, issue: { path, expected, got: describe(got) } });

/** An input name from a label: lowercase letters, digits and underscores ("E-mailadres" -> "e_mailadres"). */
export function fieldName(label: string, index: number): string {
  const base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return base === '' ? `field_${index + 1}` : base;
}

const DEFAULT_AUTOCOMPLETE: Partial<Record<ContactInputType, string>> = { email: 'email', tel: 'tel', url: 'url' };

/** Validates the element's JSON config into a {@link LeadConfig}; the first problem is the issue. */
export function parseLeadConfig(json: unknown): Parsed<LeadConfig> {
  if (json === undefined) return fail('steps', 'an array of steps (config JSON)', undefined);
  const r = configSchema.parse(json, '');
  if (!r.ok) return r;
  const c = r.value;
  if (c.steps.length === 0) return fail('steps', 'at least one step', c.steps);
  for (const k of Object.keys(c.texts ?? {})) {
    if (!(LEAD_TEXT_KEYS as readonly string[]).includes(k)) return fail(`texts.${k}`, `one of ${LEAD_TEXT_KEYS.map((t) => JSON.stringify(t)).join(', ')}`, k);
  }

  const steps: LeadStep[] = [];
  const ids: { id: string; path: string }[] = [];
  const nexts: { next: string | undefined; path: string }[] = [];
  for (let i = 0; i < c.steps.length; i++) {
    const s = c.steps[i]!;
    const path = `steps[${i}]`;
    if (s.id === '') return fail(`${path}.id`, 'a non-empty id', s.id);
    ids.push({ id: s.id, path: `${path}.id` });
    nexts.push({ next: s.next, path: `${path}.next` });
    const answers: LeadAnswerOption[] = (s.answers ?? []).map((a, j) => {
      nexts.push({ next: a.next, path: `${path}.answers[${j}].next` });
      return a.next === undefined || a.next === '' ? { text: a.text } : { text: a.text, next: a.next };
    });
    const autoAdvance = (s.autoAdvance ?? s.auto_advance) === true;
    if (s.type === 'single' && answers.length === 0 && !autoAdvance) return fail(`${path}.answers`, 'at least one answer for a single step', s.answers);
    if (s.type === 'multi' && answers.length === 0 && !autoAdvance) return fail(`${path}.answers`, 'at least one answer for a multi step', s.answers);
    const fields: ContactField[] = [];
    for (let j = 0; j < (s.fields ?? []).length; j++) {
      const f = s.fields![j]!;
      const label = (f.label ?? f.field ?? '').trim();
      if (label === '') return fail(`${path}.fields[${j}].label`, 'a non-empty label', f.label);
      const type = f.type ?? 'text';
      const options = f.options ?? [];
      if (type === 'select' && options.length === 0) return fail(`${path}.fields[${j}].options`, 'at least one option for a select', f.options);
      const field: ContactField = { label, type, required: f.required ?? false, name: f.name?.trim() || fieldName(label, j), options };
      if (f.placeholder) field.placeholder = f.placeholder;
      const autocomplete = f.autocomplete ?? DEFAULT_AUTOCOMPLETE[type];
      if (autocomplete) field.autocomplete = autocomplete;
      fields.push(field);
    }
    if (s.type === 'contact_fields' && fields.length === 0 && !autoAdvance) return fail(`${path}.fields`, 'at least one field for a contact_fields step', s.fields);
    const step: LeadStep = { id: s.id, type: s.type, question: s.question, answers, fields, autoAdvance };
    if (s.next !== undefined && s.next !== '') step.next = s.next;
    if (s.placeholder) step.placeholder = s.placeholder;
    steps.push(step);
  }
  const checked = checkFlowIds(ids, nexts);
  if (!checked.ok) return checked;

  const config: LeadConfig = { steps, floating: c.floating ?? false, texts: (c.texts ?? {}) as LeadConfig['texts'] };
  const redirect = (c.redirectUrl ?? c.redirect_url ?? '').trim();
  if (redirect !== '') config.redirectUrl = redirect;
  return { ok: true, value: config };
}

/** The element's config function: the JSON block (attributes carry nothing of their own here). */
export function leadElementConfig({ json }: { json: unknown }): Parsed<LeadConfig> {
  if (json !== undefined && !isPlainObject(json)) return fail('(config)', 'an object', json);
  return parseLeadConfig(json);
}

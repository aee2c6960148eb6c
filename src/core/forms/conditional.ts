/**
 * Gravity Forms' field conditional logic (`conditionalLogic` on a field: show or hide it when all
 * or any of its rules match), evaluated over the form's current values. The pricing rules need it
 * (spec: fields hidden by conditional logic count 0) and the form hides those fields. Pure.
 *
 * As Gravity Forms' conditional_logic.js: values with a pipe (`Hosting|5`) compare by the part
 * before it; comparisons ignore case; `>` and `<` compare numbers; a checkable field matches when
 * one of its ticked choices does, and an empty rule value tests "nothing ticked". A field hidden
 * by its own logic reads as empty for the rules of fields after it.
 */
import { cleanNumber } from '../shared/currency';
import { isPlainObject } from '../shared/schema';
import { checkboxInputIds, inputName } from './pages';
import type { FormField, PostedValues } from './types';

export const OPERATORS = ['is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with'] as const;
export type Operator = (typeof OPERATORS)[number];

export interface LogicRule {
  /** A field id (`5`) or an input id (`5.2`). */
  fieldId: string;
  operator: Operator;
  value: string;
}

export interface ConditionalLogic {
  actionType: 'show' | 'hide';
  logicType: 'all' | 'any';
  rules: LogicRule[];
}

/** Reads a field's `conditionalLogic` as Gravity Forms stores it; null when absent or unusable ("" and null included). */
export function readConditionalLogic(raw: unknown): ConditionalLogic | null {
  if (!isPlainObject(raw) || !Array.isArray(raw.rules)) return null;
  const rules: LogicRule[] = [];
  for (const r of raw.rules) {
    if (!isPlainObject(r)) continue;
    const fieldId = typeof r.fieldId === 'number' ? String(r.fieldId) : typeof r.fieldId === 'string' ? r.fieldId.trim() : '';
    const operator = (OPERATORS as readonly unknown[]).includes(r.operator) ? (r.operator as Operator) : 'is';
    if (!/^\d+(\.\d+)?$/.test(fieldId)) continue;
    rules.push({ fieldId, operator, value: r.value === undefined || r.value === null ? '' : String(r.value) });
  }
  if (rules.length === 0) return null;
  return { actionType: raw.actionType === 'hide' ? 'hide' : 'show', logicType: raw.logicType === 'any' ? 'any' : 'all', rules };
}

/** The part of a choice value before its pipe (`Hosting|5` -> `Hosting`). */
export function choiceName(value: string): string {
  const at = value.indexOf('|');
  return at < 0 ? value : value.slice(0, at);
}

const NUMERIC_DOT = /^-?[0-9]{1,3}(?:,?[0-9]{3})*(?:\.[0-9]+)?$/;
function asNumber(text: string): number | null {
  return NUMERIC_DOT.test(text) ? cleanNumber(text, '.') : null;
}

/** Gravity Forms' gf_matches_operation: case-insensitive text tests, numeric `>` / `<`. */
export function matchesOperation(a: string, b: string, op: Operator): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  switch (op) {
    case 'is':
      return x === y;
    case 'isnot':
      return x !== y;
    case '>':
    case '<': {
      const nx = asNumber(x);
      const ny = asNumber(y);
      if (nx === null || ny === null) return false;
      return op === '>' ? nx > ny : nx < ny;
    }
    case 'contains':
      return x.includes(y);
    case 'starts_with':
      return x.startsWith(y);
    case 'ends_with':
      return x.endsWith(y);
  }
}

const CHECKABLE = new Set(['checkbox', 'radio']);

/** How a field's inputs look: checkbox and radio choices are "checkable" (ticked or not). */
function inputKind(field: FormField): 'checkbox' | 'radio' | 'other' {
  const t = field.inputType && field.type !== 'number' ? field.inputType : field.type;
  return CHECKABLE.has(t) ? (t as 'checkbox' | 'radio') : 'other';
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The ticked values of a checkable field (or of one of its choices, for a `5.2` rule). */
function tickedValues(field: FormField, values: PostedValues, input: string | undefined): string[] {
  if (inputKind(field) === 'radio') return list(values[inputName(field.id)]).filter((v) => v !== '');
  const ids = field.inputs?.length ? field.inputs.map((i) => String(i.id)) : checkboxInputIds(field.id, field.choices?.length ?? 0);
  const chosen = input ? ids.filter((id) => id === input) : ids;
  return chosen.flatMap((id) => list(values[inputName(id)])).filter((v) => v !== '');
}

const NO_VALUES: PostedValues = {};

/** True when one rule matches the current values (a field in `hidden` reads as empty). */
export function isRuleMatch(rule: LogicRule, field: FormField | undefined, values: PostedValues, hidden?: ReadonlySet<number>): boolean {
  if (hidden?.has(Number.parseInt(rule.fieldId, 10))) values = NO_VALUES;
  const input = rule.fieldId.includes('.') ? rule.fieldId : undefined;
  if (field && inputKind(field) !== 'other') {
    const ticked = tickedValues(field, values, input).map(choiceName);
    if (rule.value === '') return rule.operator === 'is' ? ticked.length === 0 : ticked.length > 0;
    if (rule.operator === 'isnot') return !ticked.some((v) => v.toLowerCase() === rule.value.toLowerCase());
    return ticked.some((v) => matchesOperation(v, rule.value, rule.operator));
  }
  const raw = list(values[inputName(input ?? rule.fieldId)]);
  const all = raw.length ? raw : [''];
  const sep = field?.numberFormat === 'decimal_comma' ? ',' : '.';
  const matches = all.filter((v) => {
    let text = choiceName(v);
    if (field?.numberFormat && !v.includes('|') && text !== '') text = String(cleanNumber(text, sep) ?? 0);
    return matchesOperation(text, rule.value, rule.operator);
  }).length;
  return rule.operator === 'isnot' ? matches === all.length : matches > 0;
}

/** Whether a field's logic shows it ("show" when it has none). */
export function logicAction(logic: ConditionalLogic | null, fieldsById: ReadonlyMap<number, FormField>, values: PostedValues, hidden?: ReadonlySet<number>): 'show' | 'hide' {
  if (!logic) return 'show';
  let matches = 0;
  for (const rule of logic.rules) if (isRuleMatch(rule, fieldsById.get(Number.parseInt(rule.fieldId, 10)), values, hidden)) matches++;
  const met = logic.logicType === 'all' ? matches === logic.rules.length : matches > 0;
  if (met) return logic.actionType;
  return logic.actionType === 'show' ? 'hide' : 'show';
}

/** The fields with conditional logic, prepared once per form. */
export interface LogicModel {
  fieldsById: ReadonlyMap<number, FormField>;
  logic: { field: FormField; logic: ConditionalLogic }[];
}

/** Prepares the conditional logic of a form (fields without logic are left out). */
export function logicModel(form: { fields: readonly FormField[] }): LogicModel {
  const fieldsById = new Map(form.fields.map((f) => [f.id, f]));
  const logic: LogicModel['logic'] = [];
  for (const field of form.fields) {
    const l = readConditionalLogic((field as Record<string, unknown>).conditionalLogic);
    if (l) logic.push({ field, logic: l });
  }
  return { fieldsById, logic };
}

/**
 * The ids of the fields conditional logic hides, given the current values. Evaluated in form
 * order; a hidden field's values read as empty for the rules after it (Gravity Forms resets a
 * hidden field to its default).
 */
export function hiddenFields(model: LogicModel, values: PostedValues): Set<number> {
  const hidden = new Set<number>();
  if (model.logic.length === 0) return hidden;
  for (const { field, logic } of model.logic) {
    if (logicAction(logic, model.fieldsById, values, hidden) === 'hide') hidden.add(field.id);
  }
  return hidden;
}

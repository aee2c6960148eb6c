/**
 * Pages and input names of a Gravity Forms form (spec section 2 "Forms", section 4 "Form
 * submission"). Pages are 1-based; a `page` field starts the next page.
 */
import type { FormField, FormObject, SubmissionType } from './types';

/** One page: its 1-based number, its fields (page fields excluded) and the page field that opened it. */
export interface FormPage {
  number: number;
  fields: FormField[];
  /** The `page` field that starts this page (undefined for page 1). */
  opener?: FormField;
  /** The `page` field that ends this page (undefined for the last page). */
  closer?: FormField;
}

/** Splits the fields into pages at each `page` field (the page number is derived from the order). */
export function formPages(form: Pick<FormObject, 'fields'>): FormPage[] {
  const pages: FormPage[] = [{ number: 1, fields: [] }];
  for (const field of form.fields) {
    const current = pages[pages.length - 1]!;
    if (field.type === 'page') {
      current.closer = field;
      pages.push({ number: pages.length + 1, fields: [], opener: field });
    } else current.fields.push(field);
  }
  return pages;
}

/** The 1-based page a field is on, or 0 when the id is unknown. */
export function pageOfField(pages: FormPage[], fieldId: number): number {
  for (const p of pages) if (p.fields.some((f) => f.id === fieldId)) return p.number;
  return 0;
}

/** Keeps a page number within 1..last. */
export function clampPage(page: number, last: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, last));
}

/**
 * The hidden page numbers for the page being shown (spec section 4): the source is the current
 * page and the target the next one, 0 on the last page.
 */
export function restingPageNumbers(current: number, last: number): { source: number; target: number } {
  return { source: current, target: current >= last ? 0 : current + 1 };
}

/**
 * The page numbers a submission of `type` sends. Previous sets the target to the source minus one
 * (spec section 4); submit sends target 0; save-and-continue and send-link stay on the page.
 */
export function submissionPageNumbers(type: SubmissionType, current: number, last: number): { source: number; target: number } {
  switch (type) {
    case 'next':
      return { source: current, target: current >= last ? 0 : current + 1 };
    case 'previous':
      return { source: current, target: Math.max(1, current - 1) };
    case 'submit':
      return { source: current, target: 0 };
    case 'save-continue':
    case 'send-link':
      return { source: current, target: current };
  }
}

/** `input_{id}`: the name of a single-input field. */
export function inputName(fieldId: number | string): string {
  return `input_${String(fieldId).replace('.', '_')}`;
}

/** The DOM id Gravity Forms gives an input: `input_{formId}_{fieldId}` (`input_1_2_3` for 2.3). */
export function inputDomId(formId: number, inputId: number | string): string {
  return `input_${formId}_${String(inputId).replace('.', '_')}`;
}

/**
 * Input ids of a checkbox field's choices: `{id}.1`, `{id}.2`, … skipping multiples of 10 as
 * Gravity Forms does (`5.9` is followed by `5.11`).
 */
export function checkboxInputIds(fieldId: number, count: number): string[] {
  const out: string[] = [];
  let n = 1;
  while (out.length < count) {
    if (n % 10 === 0) n++;
    out.push(`${fieldId}.${n}`);
    n++;
  }
  return out;
}

/** Sub-inputs of a name field (Gravity Forms numbering): prefix .2, first .3, middle .4, last .6, suffix .8. */
export const NAME_SUB_INPUTS = [
  { n: 2, key: 'prefix', hidden: true },
  { n: 3, key: 'first', hidden: false },
  { n: 4, key: 'middle', hidden: true },
  { n: 6, key: 'last', hidden: false },
  { n: 8, key: 'suffix', hidden: true },
] as const;

/** Sub-inputs of an address field: street .1, line 2 .2, city .3, state .4, zip .5, country .6. */
export const ADDRESS_SUB_INPUTS = [
  { n: 1, key: 'street', hidden: false, required: true },
  { n: 2, key: 'street2', hidden: false, required: false },
  { n: 3, key: 'city', hidden: false, required: true },
  { n: 4, key: 'state', hidden: true, required: false },
  { n: 5, key: 'zip', hidden: false, required: true },
  { n: 6, key: 'country', hidden: false, required: true },
] as const;

/** True when a sub-input of `field` with number `n` is hidden (the field's `inputs[].isHidden` wins over the default). */
export function subInputHidden(field: FormField, n: number, byDefault: boolean): boolean {
  const input = field.inputs?.find((i) => i.id === `${field.id}.${n}`);
  if (input?.isHidden !== undefined) return input.isHidden;
  return byDefault;
}

/** The visible sub-input numbers of a name or address field. */
export function visibleSubInputs(field: FormField): number[] {
  const list = field.type === 'name' ? NAME_SUB_INPUTS : field.type === 'address' ? ADDRESS_SUB_INPUTS : [];
  return list.filter((s) => !subInputHidden(field, s.n, s.hidden)).map((s) => s.n);
}

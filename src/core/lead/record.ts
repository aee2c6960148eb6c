/**
 * The lead record (spec section 3 "Lead record", section 4 "Lead form status", section 7 "Lead
 * create" / "Lead update"): how each step type's answer is written, the step entries of
 * `lead_data`, the create and update bodies and the status rule. Pure: no DOM.
 */
import { orPlaceholder } from '../shared/flow';
import type { ContactField, LeadAnswerOption, LeadStep, StepType } from './config';
import { EMPTY_ANSWER, MULTI_SEPARATOR, STATUS_CAPTURED, STATUS_INITIATED } from './constants';

/** A contact_fields answer item: the field's label and what was entered (`-/-` when empty). */
export interface ContactValue {
  field: string;
  value: string;
}

/** A string for single, multi and textfield; a list for contact_fields. */
export type LeadAnswer = string | ContactValue[];

/** One step entry of `lead_data`. */
export interface LeadEntry {
  type: StepType;
  question: string;
  answer: LeadAnswer;
}

export type LeadStatus = typeof STATUS_INITIATED | typeof STATUS_CAPTURED;

/** POST seoaic/v1/lead. */
export interface LeadCreateBody {
  lead_data: LeadEntry[];
  title: string;
  url: string;
}

/** PUT seoaic/v1/lead/{id}. */
export interface LeadUpdateBody {
  status: LeadStatus;
  lead_data: LeadEntry[];
}

/** single: the chosen answer's text. */
export function singleAnswer(answer: LeadAnswerOption): string {
  return answer.text;
}

/** multi: the chosen answers' texts in the step's order, joined by ';', or -/- when none is chosen. */
export function multiAnswer(answers: readonly LeadAnswerOption[], chosen: readonly number[]): string {
  const texts = answers.filter((_a, i) => chosen.includes(i)).map((a) => a.text);
  return texts.length === 0 ? EMPTY_ANSWER : texts.join(MULTI_SEPARATOR);
}

/** textfield: what was typed without surrounding whitespace, or -/- when nothing was. */
export function textAnswer(text: string): string {
  return orPlaceholder(text);
}

/** contact_fields: one {field, value} per field, in the step's order; an empty value is -/-. */
export function contactAnswer(fields: readonly ContactField[], values: readonly string[]): ContactValue[] {
  return fields.map((f, i) => ({ field: f.label, value: orPlaceholder(values[i]) }));
}

/** The lead_data entry of an answered step. */
export function stepEntry(step: LeadStep, answer: LeadAnswer): LeadEntry {
  return { type: step.type, question: step.question, answer };
}

/** What the visitor did on a step, as the widget reports it (indexes into the step's answers / fields). */
export type StepInput =
  | { type: 'single'; index: number }
  | { type: 'multi'; chosen: number[] }
  | { type: 'textfield'; text: string }
  | { type: 'contact_fields'; values: string[] };

/** An answered step: the recorded answer, how it reads in the conversation, and the `next` it names. */
export interface AnsweredStep {
  answer: LeadAnswer;
  /** The visitor's answer in the conversation; '' when nothing was given (the record's -/- is not shown to the visitor). */
  display: string;
  /** The answer's own `next` (single: the button's; multi: the first chosen answer's, else the first answer's that has one), if any. */
  answerNext?: string;
}

/** Reads the visitor's input on `step` into the recorded answer (spec section 3) and its display text. */
export function answerOf(step: LeadStep, input: StepInput): AnsweredStep {
  switch (input.type) {
    case 'single': {
      const a = step.answers[input.index];
      const text = a ? singleAnswer(a) : EMPTY_ANSWER;
      return a?.next !== undefined ? { answer: text, display: text, answerNext: a.next } : { answer: text, display: text };
    }
    case 'multi': {
      const chosen = [...input.chosen].sort((x, y) => x - y);
      const answer = multiAnswer(step.answers, chosen);
      const texts = chosen.map((i) => step.answers[i]?.text).filter((t): t is string => t !== undefined);
      const first = chosen.map((i) => step.answers[i]?.next).find((n) => n !== undefined) ?? step.answers.find((a) => a.next !== undefined)?.next;
      const display = texts.join(', ');
      return first !== undefined ? { answer, display, answerNext: first } : { answer, display };
    }
    case 'textfield': {
      const answer = textAnswer(input.text);
      return { answer, display: input.text.trim() === '' ? '' : answer };
    }
    case 'contact_fields': {
      const answer = contactAnswer(step.fields, input.values);
      // Only the fields the visitor filled in; the record keeps every field (empty ones as -/-).
      const given = answer.filter((_, i) => (input.values[i] ?? '').trim() !== '');
      return { answer, display: given.map((v) => `${v.field}: ${v.value}`).join('\n') };
    }
  }
}

/**
 * The status after an answer (spec section 4): captured when the answered step is the last step
 * of the list or the flow ends with it; initiated otherwise.
 */
export function statusAfter(stepIndex: number, stepCount: number, flowEnds: boolean): LeadStatus {
  return flowEnds || stepIndex >= stepCount - 1 ? STATUS_CAPTURED : STATUS_INITIATED;
}

/** The create body: lead_data, the page title and the page address. */
export function createBody(entries: readonly LeadEntry[], title: string, url: string): LeadCreateBody {
  return { lead_data: [...entries], title, url };
}

/** The update body: the status and the whole lead_data so far (a PUT replaces it, so a repeat is harmless). */
export function updateBody(status: LeadStatus, entries: readonly LeadEntry[]): LeadUpdateBody {
  return { status, lead_data: [...entries] };
}

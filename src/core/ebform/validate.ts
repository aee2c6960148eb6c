/**
 * One field's checks, the same in the browser (before sending, per step) and in the reference
 * backend (demo/server/routes/ebform.ts): required (ajax-handler's "empty string, not upload" on
 * the server; the browser also wants a file), the type checks of Elementor's field classes
 * (tel, number range, time, date) plus email and url, and the upload rules (type, size, count).
 * A problem is a code with its parameter; each side words it (src/i18n/<locale>/ebform.ts, or
 * Elementor's own English on the server: SERVER_FIELD_MESSAGES). Pure.
 */
import { fileRule, withoutControls } from '../forms/upload';
import { DATE_PATTERN, SERVER_MESSAGES, TEL_PATTERN, TIME_PATTERN } from './constants';
import type { EbField } from './config';

export type Problem =
  | { code: 'required' }
  | { code: 'email' }
  | { code: 'url' }
  | { code: 'tel' }
  | { code: 'number' }
  | { code: 'max'; limit: string }
  | { code: 'min'; limit: string }
  | { code: 'time' }
  | { code: 'date' }
  /** `name` without control characters; `illegal`: a refused extension (else not one of `allowed`). */
  | { code: 'fileType'; name: string; illegal: boolean; allowed: readonly string[] }
  | { code: 'fileSize'; name: string }
  | { code: 'fileCount'; limit: number }
  | { code: 'option' };

export type CheckedField = Pick<EbField, 'id' | 'type' | 'required' | 'min' | 'max' | 'maxSizeMb' | 'fileTypes' | 'maxFiles' | 'multiple' | 'options'>;

/** A file as both sides see it. */
export interface FileInfo {
  name: string;
  size: number;
}

/** WordPress' is_email in spirit: local@domain.tld, no spaces, one @. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The first problem of a field's value, or null. `values` are the posted strings (one for a
 * single field; the chosen ones for lists), `files` the files of an upload. `options`: also check
 * that radio/select/checkbox values are among the options (the server does; the browser's
 * controls cannot send others).
 */
export function checkField(f: CheckedField, values: readonly string[], files: readonly FileInfo[] = [], opts: { options?: boolean; requireFiles?: boolean } = {}): Problem | null {
  const filled = values.filter((v) => v.trim() !== '');
  if (f.type === 'upload') {
    const real = files.filter((x) => x.name !== '' || x.size > 0);
    if (f.required && real.length === 0 && (opts.requireFiles ?? true)) return { code: 'required' };
    if (f.multiple && f.maxFiles && f.maxFiles > 0 && real.length > f.maxFiles) return { code: 'fileCount', limit: f.maxFiles };
    // The Gravity Forms uploader's rule (src/core/forms/upload.ts), in its order.
    const rules = { allowed: f.fileTypes, maxBytes: f.maxSizeMb !== undefined ? f.maxSizeMb * 1024 * 1024 : undefined };
    for (const file of real) {
      const rule = fileRule(file, rules);
      const name = withoutControls(file.name);
      if (rule === 'illegal' || rule === 'extension') return { code: 'fileType', name, illegal: rule === 'illegal', allowed: f.fileTypes };
      if (rule === 'size') return { code: 'fileSize', name };
    }
    return null;
  }
  if (f.required && filled.length === 0 && f.type !== 'html' && f.type !== 'step') return { code: 'required' };
  if (filled.length === 0) return null;
  const v = filled[0]!.trim();
  switch (f.type) {
    case 'email':
      return EMAIL.test(v) ? null : { code: 'email' };
    case 'url':
      return isUrl(v) ? null : { code: 'url' };
    case 'tel':
      return TEL_PATTERN.test(v) ? null : { code: 'tel' };
    case 'number': {
      if (!NUMERIC.test(v)) return { code: 'number' };
      const n = Number(v);
      if (f.max !== undefined && Number.isFinite(Number(f.max)) && n > Number(f.max)) return { code: 'max', limit: f.max };
      if (f.min !== undefined && Number.isFinite(Number(f.min)) && n < Number(f.min)) return { code: 'min', limit: f.min };
      return null;
    }
    case 'time':
      return TIME_PATTERN.test(v) ? null : { code: 'time' };
    case 'date': {
      if (!DATE_PATTERN.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return { code: 'date' };
      if (f.min !== undefined && DATE_PATTERN.test(f.min) && v < f.min) return { code: 'min', limit: f.min };
      if (f.max !== undefined && DATE_PATTERN.test(f.max) && v > f.max) return { code: 'max', limit: f.max };
      return null;
    }
    case 'radio':
    case 'select':
    case 'checkbox':
      if (opts.options && f.options.length > 0) {
        const allowed = new Set(f.options.map((o) => o.value));
        if (filled.some((x) => !allowed.has(x))) return { code: 'option' };
      }
      return null;
    default:
      return null;
  }
}

/** Elementor's own English for each problem (fields/*.php; email, url and option are ours, in its style). */
export function serverMessage(p: Problem, requiredMessage: string = SERVER_MESSAGES.required_field): string {
  switch (p.code) {
    case 'required':
      return requiredMessage;
    case 'email':
      return 'The field accepts only a valid email address.';
    case 'url':
      return 'The field accepts only a valid URL.';
    case 'tel':
      return 'The field accepts only numbers and phone characters (#, -, *, etc).';
    case 'number':
      return 'The field accepts only numbers.';
    case 'max':
      return `The field value must be less than or equal to ${p.limit}.`;
    case 'min':
      return `The field value must be greater than or equal to ${p.limit}.`;
    case 'time':
      return 'The field should be in HH:MM format.';
    case 'date':
      return 'The field should be in YYYY-MM-DD format.';
    case 'fileType':
      return 'This file type is not allowed.';
    case 'fileSize':
      return SERVER_MESSAGES.maxsize;
    case 'fileCount':
      return `You can upload up to ${p.limit} files.`;
    case 'option':
      return 'The field value is not one of its options.';
  }
}

/**
 * Gravity Forms' loose types, read as Gravity Forms' PHP reads them (issue 17). A form object
 * that Gravity Forms saved or exported holds `""`, `null` or `false` where a key is "not set",
 * `"1"`/`"0"` for booleans, numeric strings for numbers, lists as `""`, `null`, arrays or objects
 * keyed by id, and ids as numbers (2.x) or strings (1.9). These helpers turn each looseness into
 * one plain value, so the rest of the code never sees it. Pure.
 */
import { isPlainObject } from '../shared/schema';

/** True for what PHP's `rgblank()`/`empty()` treat as "not set" in a form object: undefined, null, `""` and `false`. */
export function isUnset(v: unknown): v is undefined | null | '' | false {
  return v === undefined || v === null || v === '' || v === false;
}

/**
 * A boolean as PHP's truthiness reads it (`if ( $field->isRequired )`): `true`, non-zero numbers and
 * non-empty strings other than `"0"` are true; `false`, `0`, `"0"`, `""`, null, empty lists are false.
 * The string `"false"` is read as false too (PHP would not, but no export means true by it).
 */
export function looseBool(v: unknown, fallback = false): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    return !(t === '' || t === '0' || t === 'false');
  }
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A number, or a numeric string as PHP's `is_numeric` accepts it; anything else (`""`, null, false) is undefined. */
export function looseNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && NUMERIC.test(v.trim())) {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A whole number (see looseNumber); undefined when not set or not whole. */
export function looseInt(v: unknown): number | undefined {
  const n = looseNumber(v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

/** Text: strings as they are, numbers written out; booleans, null, objects are undefined. */
export function looseString(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/** Text that is not empty, else undefined (for keys where `""` means "not set"). */
export function looseText(v: unknown): string | undefined {
  const s = looseString(v);
  return s === undefined || s === '' ? undefined : s;
}

/**
 * A list: an array as it is; an object keyed by id (older exports' `confirmations`, PHP arrays
 * that lost their order) as its values; `""`, null, false and anything else as an empty list.
 */
export function looseList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (isPlainObject(v)) return Object.values(v);
  return [];
}

/** A field id: a positive whole number, from a number (2.x) or a numeric string (1.9); undefined otherwise. */
export function fieldIdOf(v: unknown): number | undefined {
  const n = looseInt(v);
  return n !== undefined && n > 0 ? n : undefined;
}

/**
 * A sub-input id normalised to the text Gravity Forms posts it under (`"10.1"`): from a number
 * (`10.1`) or a string (`"10.1"`). A whole number stays whole (`"5"`). Undefined when not an id.
 */
export function inputIdOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) return String(v);
  if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())) return v.trim();
  return undefined;
}

/** One of `values`, or undefined (unknown and empty values are "not set"). */
export function looseEnum<const T extends readonly string[]>(v: unknown, values: T): T[number] | undefined {
  const s = looseString(v);
  return s !== undefined && (values as readonly string[]).includes(s) ? (s as T[number]) : undefined;
}

/**
 * The form object inside what a site owner pastes: the form itself (it has `fields`), or the
 * export wrapper of Forms → Import/Export (`{"0": form, "1": form, "version": "2.x"}`), or a list
 * of forms. With several forms, the one whose id is `preferId` wins, else the first. Null when
 * nothing holds a form.
 */
export function unwrapFormExport(json: unknown, preferId?: number): Record<string, unknown> | null {
  if (!isPlainObject(json) && !Array.isArray(json)) return null;
  if (isPlainObject(json) && 'fields' in json) return json;
  const candidates = (Array.isArray(json) ? json : Object.entries(json).filter(([k]) => /^\d+$/.test(k)).map(([, v]) => v)).filter(
    (f): f is Record<string, unknown> => isPlainObject(f) && 'fields' in f,
  );
  if (candidates.length === 0) return null;
  if (preferId !== undefined) {
    const match = candidates.find((f) => fieldIdOf(f.id) === preferId);
    if (match) return match;
  }
  return candidates[0]!;
}

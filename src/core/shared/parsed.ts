/**
 * The result and issue types of config validation, and the few helpers every reader needs
 * (light elements included): kept apart from ./schema.ts, whose combinators only the widgets'
 * config parsers use, so a light element's chunk does not carry them.
 */

export interface SchemaIssue {
  /** Dotted path of the offending key, e.g. `cookies[2].name`. */
  path: string;
  /** What was expected, in words: `a string`, `one of "a", "b"`. */
  expected: string;
  /** A short description of what was found. */
  got: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issue: SchemaIssue };

/** A short, safe description of a value for an error message. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Formats an issue as the sentence used in `[tag] …` console errors. */
export function formatIssue(issue: SchemaIssue): string {
  return `"${issue.path}" expected ${issue.expected}, got ${issue.got}`;
}

/** True for `{...}` (not arrays, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The loose booleans the plugins write: true, "true", 1, "1", "on"; false, "false", 0, "0", "off", "". Anything else: undefined. */
export function looseBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1' || v === 'on') return true;
  if (v === 'false' || v === 0 || v === '0' || v === 'off' || v === '') return false;
  return undefined;
}

/** Parses JSON text; returns a schema-style result instead of throwing. */
export function parseJson(text: string, path = '(config)'): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, issue: { path, expected: 'valid JSON', got: `unparseable text (${(e as Error).message})` } };
  }
}

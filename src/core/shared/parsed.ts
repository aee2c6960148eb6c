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
  // A value a schema did not abbreviate (a 1 MB string) must not flood the console.
  const got = issue.got.length > 200 ? `${issue.got.slice(0, 200)}…` : issue.got;
  const path = issue.path.length > 200 ? `${issue.path.slice(0, 200)}…` : issue.path;
  return `"${path}" expected ${issue.expected}, got ${got}`;
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

/** Keys a config may never hold: they name the prototype chain, never a setting (CONTRACT section 2.4). */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
/** Deepest nesting a config may have; real ones stay under ten levels. */
export const MAX_CONFIG_DEPTH = 64;

/**
 * Walks a config value (iteratively: a deep one cannot overflow the stack) and reports the first
 * key of {@link FORBIDDEN_KEYS} or the first level beyond {@link MAX_CONFIG_DEPTH}.
 */
export function inspectJson(value: unknown, path = '(config)'): Parsed<unknown> {
  const stack: [unknown, string, number][] = [[value, '', 0]];
  while (stack.length > 0) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    const here = at || path;
    if (depth >= MAX_CONFIG_DEPTH) return { ok: false, issue: { path: here, expected: `JSON nested at most ${MAX_CONFIG_DEPTH} levels deep`, got: 'deeper nesting' } };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}[${i}]`, depth + 1]);
      continue;
    }
    for (const k of Object.keys(v)) {
      const child = at ? `${at}.${k}` : k;
      if (FORBIDDEN_KEYS.includes(k)) return { ok: false, issue: { path: child, expected: `a key other than ${FORBIDDEN_KEYS.map((x) => JSON.stringify(x)).join(', ')}`, got: 'that key' } };
      stack.push([(v as Record<string, unknown>)[k], child, depth + 1]);
    }
  }
  return { ok: true, value };
}

/** Parses JSON text and checks it with {@link inspectJson}; returns a schema-style result instead of throwing. */
export function parseJson(text: string, path = '(config)'): Parsed<unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, issue: { path, expected: 'valid JSON', got: `unparseable text (${(e as Error).message})` } };
  }
  return inspectJson(value, path);
}

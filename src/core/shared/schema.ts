/**
 * A small typed schema for config validation. Every element validates its JSON config and
 * attributes with it, so a bad key gives one precise message ("key", what was expected, what came).
 */
import { describe, FORBIDDEN_KEYS, isPlainObject, looseBoolean, type Parsed } from './parsed';
import { isSafeLinkUrl, isSafeMediaUrl } from './url';

export { describe, FORBIDDEN_KEYS, formatIssue, inspectJson, isPlainObject, MAX_CONFIG_DEPTH, parseJson, type Parsed, type SchemaIssue } from './parsed';

export interface Schema<T> {
  readonly expected: string;
  /** Parses `value` found at `path`. `undefined` means the key is absent. */
  parse(value: unknown, path: string): Parsed<T>;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (path: string, expected: string, value: unknown): Parsed<never> => ({
  ok: false,
  issue: { path: path || '(root)', expected, got: describe(value) },
});

function schema<T>(expected: string, parse: (v: unknown, path: string) => Parsed<T>): Schema<T> {
  return { expected, parse };
}

/** A string, optionally limited to a pattern. */
export function string(opts: { pattern?: RegExp; nonEmpty?: boolean } = {}): Schema<string> {
  const expected = opts.pattern ? `a string matching ${opts.pattern}` : opts.nonEmpty ? 'a non-empty string' : 'a string';
  return schema(expected, (v, p) => {
    if (typeof v !== 'string') return fail(p, expected, v);
    if (opts.nonEmpty && v === '') return fail(p, expected, v);
    if (opts.pattern && !opts.pattern.test(v)) return fail(p, expected, v);
    return ok(v);
  });
}

/**
 * A URL that becomes an href (`link`) or a src (`media`): relative, http(s) (links also mailto:
 * and tel:; media also data: raster images). javascript:, vbscript:, data:text/html and the like
 * are config errors (src/core/shared/url.ts).
 */
export function safeUrl(kind: 'link' | 'media' = 'link'): Schema<string> {
  const expected = kind === 'link' ? 'a relative, http(s), mailto: or tel: URL' : 'a relative or http(s) URL (or a data: raster image)';
  const safe = kind === 'link' ? isSafeLinkUrl : isSafeMediaUrl;
  return schema(expected, (v, p) => (typeof v === 'string' && safe(v) ? ok(v) : fail(p, expected, v)));
}

/** A finite number, optionally a (safe) integer within bounds. Numeric strings are accepted (HTML attributes). */
export function number(opts: { integer?: boolean; min?: number; max?: number } = {}): Schema<number> {
  const parts = [opts.integer ? 'an integer' : 'a number'];
  if (opts.min !== undefined) parts.push(`>= ${opts.min}`);
  if (opts.max !== undefined) parts.push(`<= ${opts.max}`);
  const expected = parts.join(' ');
  return schema(expected, (v, p) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isFinite(n)) return fail(p, expected, v);
    // An integer past 2^53 cannot be told from its neighbours (1e308 is an "integer"): no id, no count.
    if (opts.integer && !Number.isSafeInteger(n)) return fail(p, expected, v);
    if (opts.min !== undefined && n < opts.min) return fail(p, expected, v);
    if (opts.max !== undefined && n > opts.max) return fail(p, expected, v);
    return ok(n);
  });
}

/** A boolean; also accepts the strings "true"/"false", 1/0 and the popup plugin's 'on'/'off'. */
export function boolean(): Schema<boolean> {
  const expected = 'a boolean';
  return schema(expected, (v, p) => {
    const b = looseBoolean(v);
    return b === undefined ? fail(p, expected, v) : ok(b);
  });
}

/** One of a fixed list of strings or numbers. */
export function oneOf<const T extends readonly (string | number)[]>(values: T): Schema<T[number]> {
  const expected = `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
  return schema(expected, (v, p) => ((values as readonly unknown[]).includes(v) ? ok(v as T[number]) : fail(p, expected, v)));
}

/** An array whose every item matches `item`. */
export function array<T>(item: Schema<T>, opts: { max?: number } = {}): Schema<T[]> {
  const expected = `an array of ${item.expected.replace(/^an? /, '')}s`;
  return schema(expected, (v, p) => {
    if (!Array.isArray(v)) return fail(p, expected, v);
    if (opts.max !== undefined && v.length > opts.max) return fail(p, `at most ${opts.max} items`, v);
    const out: T[] = [];
    for (let i = 0; i < v.length; i++) {
      const r = item.parse(v[i], `${p}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  });
}

/** A map with arbitrary keys whose values match `value`. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  const expected = 'an object';
  return schema(expected, (v, p) => {
    if (!isPlainObject(v)) return fail(p, expected, v);
    const out: Record<string, T> = {};
    for (const [k, x] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.includes(k)) return fail(p ? `${p}.${k}` : k, 'a key other than "__proto__", "constructor", "prototype"', k);
      const r = value.parse(x, p ? `${p}.${k}` : k);
      if (!r.ok) return r;
      out[k] = r.value;
    }
    return ok(out);
  });
}

/** Any JSON value, unchecked (for pass-through blobs the widget reads defensively). */
export function unknown(): Schema<unknown> {
  return schema('anything', (v) => ok(v));
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends Optional<unknown> ? K : never }[keyof S];
type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
  [K in OptionalKeys<S>]?: Infer<S[K]>;
};
type Flatten<T> = { [K in keyof T]: T[K] };

interface Optional<T> extends Schema<T | undefined> {
  readonly optional: true;
}
interface Defaulted<T> extends Schema<T> {
  readonly defaulted: true;
}

/** Marks a key as optional: an absent key (or null) yields undefined. */
export function optional<T>(inner: Schema<T>): Optional<T> {
  return { ...schema<T | undefined>(inner.expected, (v, p) => (v === undefined || v === null ? ok(undefined) : inner.parse(v, p))), optional: true };
}

/** An absent key (or null) takes `fallback`. */
export function withDefault<T>(inner: Schema<T>, fallback: T): Defaulted<T> {
  return { ...schema<T>(inner.expected, (v, p) => (v === undefined || v === null ? ok(fallback) : inner.parse(v, p))), defaulted: true };
}

/** An object with known keys; unknown keys are kept as they are (forward compatible config). */
export function object<S extends Shape>(shape: S): Schema<Flatten<ObjectOf<S>>> {
  const expected = 'an object';
  return schema(expected, (v, p) => {
    if (!isPlainObject(v)) return fail(p, expected, v);
    const out: Record<string, unknown> = { ...v };
    for (const [key, s] of Object.entries(shape)) {
      const r = s.parse(v[key], p ? `${p}.${key}` : key);
      if (!r.ok) return r;
      if (r.value === undefined) delete out[key];
      else out[key] = r.value;
    }
    return ok(out as Flatten<ObjectOf<S>>);
  });
}

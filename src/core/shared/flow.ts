/**
 * What the two SEOAIC question flows (<seoaic-lead-form> steps, <interactive-article> blocks)
 * have in common (spec sections 3, 4 and 9): the finish marker, the placeholder for an empty
 * answer, ids that arrive as numbers or strings, and where a flow goes after an answer.
 * Pure: no DOM.
 */
import { describe, type Parsed, type Schema } from './schema';

/** Spec section 4: "An id containing the finish marker ends the flow." (CONTRACT: a `next` that contains `finish`). */
export const FINISH_MARKER = 'finish';

/** Spec section 9: "Placeholder for empty answers: -/-." */
export const EMPTY_ANSWER = '-/-';

/** True when `next` names the end of the flow: it contains the finish marker (`finish`, `finish_1`, `step-finish`). */
export function isFinish(next: string | undefined): boolean {
  return next !== undefined && next.includes(FINISH_MARKER);
}

/** The text, or the placeholder when it is empty or only whitespace; surrounding whitespace is dropped. */
export function orPlaceholder(text: string | undefined | null): string {
  const t = (text ?? '').trim();
  return t === '' ? EMPTY_ANSWER : t;
}

/** Where a flow goes next: a step/block id, or the end. */
export type Target = { kind: 'finish' } | { kind: 'item'; id: string };

/**
 * The target after the item at `index` of `ids`: the first `next` candidate that is set (the
 * answer's, the item's own, …), else the item that follows in the list, else the end. A `next`
 * holding the finish marker ends the flow; one that names no item ends it too (config validation
 * refuses those, so this only guards).
 */
export function resolveNext(ids: readonly string[], index: number, ...candidates: (string | undefined)[]): Target {
  const next = candidates.find((c) => c !== undefined && c !== '');
  if (next !== undefined) {
    if (isFinish(next) || !ids.includes(next)) return { kind: 'finish' };
    return { kind: 'item', id: next };
  }
  const following = ids[index + 1];
  return following === undefined ? { kind: 'finish' } : { kind: 'item', id: following };
}

/**
 * An id or `next` as the plugin may write it: a string or a number (WordPress stores ids as
 * numbers, JSON from PHP often as numeric strings), read as a trimmed string. With `optional()`,
 * absent and null give undefined; '' is read as absent too.
 */
export const flowId: Schema<string> = {
  expected: 'a string or a number',
  parse(value: unknown, path: string): Parsed<string> {
    if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value: String(value) };
    if (typeof value === 'string') return { ok: true, value: value.trim() };
    return { ok: false, issue: { path, expected: 'a string or a number', got: describe(value) } };
  },
};

/**
 * Checks a flow's ids: each present, unique, and every `next` either empty, the finish marker or
 * an existing id. `nexts` lists each `next` with the config path it came from.
 */
export function checkFlowIds(ids: readonly { id: string; path: string }[], nexts: readonly { next: string | undefined; path: string }[]): Parsed<true> {
  const seen = new Set<string>();
  for (const { id, path } of ids) {
    if (seen.has(id)) return { ok: false, issue: { path, expected: 'an id no other item has', got: JSON.stringify(id) } };
    seen.add(id);
  }
  for (const { next, path } of nexts) {
    if (next === undefined || next === '' || isFinish(next) || seen.has(next)) continue;
    return { ok: false, issue: { path, expected: `an existing id or "${FINISH_MARKER}"`, got: JSON.stringify(next) } };
  }
  return { ok: true, value: true };
}

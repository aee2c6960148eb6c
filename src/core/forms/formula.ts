/**
 * Formulas of calculation fields (spec section 3 "Formula fields", section 5 "Calculation"):
 * Gravity Forms' `calculationFormula` with merge tags `{Label:id}`, `{Label:id.n}` (and an optional
 * `:modifier`), evaluated by a real parser — a tokenizer and a recursive-descent parser for
 * numbers, + - * /, parentheses and unary signs. Never eval, never new Function (a strict CSP
 * forbids both, and a formula is data). Pure; nothing here throws.
 */
import { plainNumber } from '../shared/currency';

/** A merge tag found in a formula. */
export interface MergeTag {
  /** The whole tag as written, `{Aantal:3}`. */
  tag: string;
  /** The input id: `3` or `3.2`. */
  inputId: string;
  fieldId: number;
  /** The sub-input number (`2` of `3.2`), or undefined. */
  input?: number;
  /** `price`, `value`, `qty`, … after a second colon, or undefined. */
  modifier?: string;
}

// Gravity Forms' pattern: {anything without "{" : id[.n] [:modifier]}
const MERGE_TAG = /\{[^{}]*?:(\d+)(?:\.(\d+))?(?::([^{}]*?))?\}/g;

/** The merge tags of a formula, in order of appearance. */
export function parseMergeTags(formula: string): MergeTag[] {
  const out: MergeTag[] = [];
  for (const m of formula.matchAll(MERGE_TAG)) {
    const tag: MergeTag = { tag: m[0], inputId: m[2] ? `${m[1]}.${m[2]}` : m[1]!, fieldId: Number(m[1]) };
    if (m[2]) tag.input = Number(m[2]);
    if (m[3]) tag.modifier = m[3];
    out.push(tag);
  }
  return out;
}

/**
 * Spec section 5: a formula is evaluated only when, its merge tags replaced, it holds just digits,
 * spaces, + - / * and parentheses. The decimal point of a number counts with its digits (merge
 * tags become numbers such as 2.5).
 */
export const SAFE_EXPRESSION = /^[0-9. +\-*/()]+$/;

/** True when an expression passes the spec's character rule. */
export function isSafeExpression(expr: string): boolean {
  return SAFE_EXPRESSION.test(expr);
}

type Token = { t: 'num'; v: number } | { t: 'op'; v: '+' | '-' | '*' | '/' } | { t: '(' } | { t: ')' };

/** Nesting deeper than this is refused rather than risking the stack. */
export const MAX_DEPTH = 256;

function tokenize(expr: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < expr.length) {
    const c = expr.charCodeAt(i);
    if (c === 32 || c === 9) {
      i++;
      continue;
    }
    if ((c >= 48 && c <= 57) || c === 46) {
      let j = i;
      let dots = 0;
      while (j < expr.length) {
        const d = expr.charCodeAt(j);
        if (d === 46) dots++;
        else if (d < 48 || d > 57) break;
        j++;
      }
      const text = expr.slice(i, j);
      if (dots > 1 || text === '.') return null;
      out.push({ t: 'num', v: Number(text) });
      i = j;
      continue;
    }
    const ch = expr[i]!;
    if (ch === '+' || ch === '-' || ch === '*' || ch === '/') out.push({ t: 'op', v: ch });
    else if (ch === '(') out.push({ t: '(' });
    else if (ch === ')') out.push({ t: ')' });
    else return null;
    i++;
  }
  return out;
}

/**
 * Evaluates an arithmetic expression: numbers, + - * /, parentheses, unary minus and plus, with
 * the usual precedence (unary, then * and /, then + and -, left to right). null when the text is
 * not such an expression. Division by zero gives Infinity (the caller turns it into 0).
 */
export function evaluate(expr: string): number | null {
  const tokens = tokenize(expr);
  if (!tokens || tokens.length === 0) return null;
  let pos = 0;
  let depth = 0;
  let failed = false;

  const fail = (): number => {
    failed = true;
    return 0;
  };
  const peek = () => tokens[pos];

  function expression(): number {
    let left = term();
    for (let tok = peek(); !failed && tok && tok.t === 'op' && (tok.v === '+' || tok.v === '-'); tok = peek()) {
      pos++;
      const right = term();
      left = tok.v === '+' ? left + right : left - right;
    }
    return left;
  }

  function term(): number {
    let left = unary();
    for (let tok = peek(); !failed && tok && tok.t === 'op' && (tok.v === '*' || tok.v === '/'); tok = peek()) {
      pos++;
      const right = unary();
      left = tok.v === '*' ? left * right : left / right;
    }
    return left;
  }

  function unary(): number {
    const tok = peek();
    if (tok && tok.t === 'op' && (tok.v === '-' || tok.v === '+')) {
      if (++depth > MAX_DEPTH) return fail();
      pos++;
      const v = unary();
      depth--;
      return tok.v === '-' ? -v : v;
    }
    return primary();
  }

  function primary(): number {
    const tok = peek();
    if (!tok) return fail();
    if (tok.t === 'num') {
      pos++;
      return tok.v;
    }
    if (tok.t === '(') {
      if (++depth > MAX_DEPTH) return fail();
      pos++;
      const v = expression();
      if (failed) return 0;
      if (peek()?.t !== ')') return fail();
      pos++;
      depth--;
      return v;
    }
    return fail();
  }

  const value = expression();
  if (failed || pos !== tokens.length) return null;
  return value;
}

/** What running a formula gives: a number, or `rejected` (the spec's rule failed: the field keeps its value). */
export type FormulaOutcome = { kind: 'value'; value: number } | { kind: 'rejected'; expression: string };

/**
 * Runs a formula (Gravity Forms' GFCalc.runCalc): every merge tag becomes the number `valueOf`
 * gives for it (a non-finite one counts 0), line breaks go, then the expression is checked by the
 * spec's rule and evaluated. An expression that does not parse counts 0, as does a non-finite
 * result (spec section 5).
 */
export function runFormula(formula: string, valueOf: (tag: MergeTag) => number): FormulaOutcome {
  let expression = formula;
  for (const tag of parseMergeTags(formula)) {
    const v = valueOf(tag);
    // Parenthesised, so "5-{x}" with x = -2 reads 5-(-2) and "2{x}" cannot glue two numbers.
    expression = expression.replace(tag.tag, () => `(${plainNumber(Number.isFinite(v) ? v : 0)})`);
  }
  expression = expression.replace(/\r\n|\n|\r/g, '');
  if (!isSafeExpression(expression)) return { kind: 'rejected', expression };
  const value = evaluate(expression);
  return { kind: 'value', value: value !== null && Number.isFinite(value) ? value : 0 };
}

/**
 * A field's `calculationRounding` as a number of decimals: 0..n, or -1 for none (Gravity Forms'
 * "norounding", an empty value, or anything that is not a number).
 */
export function calculationRounding(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : -1;
}

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
/** The same characters, for the text around merge tags (which may be empty). */
const SAFE_PART = /^[0-9. +\-*/()]*$/;

/** True when an expression passes the spec's character rule. */
export function isSafeExpression(expr: string): boolean {
  return SAFE_EXPRESSION.test(expr);
}

type Token = { t: 'num'; v: number } | { t: 'var'; i: number } | { t: 'op'; v: '+' | '-' | '*' | '/' } | { t: '(' } | { t: ')' };

/** Nesting deeper than this is refused rather than risking the stack. */
export const MAX_DEPTH = 256;

/** Appends the tokens of `expr` to `out`; false on a character or number that is not arithmetic. */
function tokenize(expr: string, out: Token[]): boolean {
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
      if (dots > 1 || text === '.') return false;
      out.push({ t: 'num', v: Number(text) });
      i = j;
      continue;
    }
    const ch = expr[i]!;
    if (ch === '+' || ch === '-' || ch === '*' || ch === '/') out.push({ t: 'op', v: ch });
    else if (ch === '(') out.push({ t: '(' });
    else if (ch === ')') out.push({ t: ')' });
    else return false;
    i++;
  }
  return true;
}

/** A parsed expression: computes its value from the values of its variables (merge tags, in order). */
type Evaluator = (vars: readonly number[]) => number;

// The instructions of a compiled expression, run on a stack of numbers (postfix order).
const PUSH = 0;
const VAR = 1;
const ADD = 2;
const SUB = 3;
const MUL = 4;
const DIV = 5;
const NEG = 6;

/** Runs postfix code (`[op, arg, op, arg, …]`): a loop, so a formula of any length cannot exhaust the call stack. */
function runCode(code: readonly number[], vars: readonly number[]): number {
  const stack: number[] = [];
  for (let i = 0; i < code.length; i += 2) {
    const op = code[i];
    if (op === PUSH) stack.push(code[i + 1]!);
    else if (op === VAR) stack.push(vars[code[i + 1]!] ?? 0);
    else if (op === NEG) stack.push(-stack.pop()!);
    else {
      const b = stack.pop()!;
      const a = stack.pop()!;
      stack.push(op === ADD ? a + b : op === SUB ? a - b : op === MUL ? a * b : a / b);
    }
  }
  return stack[0] ?? 0;
}

/**
 * Recursive descent over the tokens, emitting postfix code (no eval, no closures nested as deep as
 * the formula is long): numbers and variables, + - * /, parentheses, unary minus and plus, with the
 * usual precedence (unary, then * and /, then + and -, left to right). Only parentheses and unary
 * signs nest (at most MAX_DEPTH); chains of operators are loops. null when the tokens are not one
 * expression.
 */
function parse(tokens: Token[]): Evaluator | null {
  if (tokens.length === 0) return null;
  let pos = 0;
  let depth = 0;
  let failed = false;
  const code: number[] = [];
  const emit = (op: number, arg = 0) => void code.push(op, arg);
  const peek = () => tokens[pos];

  function expression(): void {
    term();
    for (let tok = peek(); !failed && tok && tok.t === 'op' && (tok.v === '+' || tok.v === '-'); tok = peek()) {
      pos++;
      term();
      emit(tok.v === '+' ? ADD : SUB);
    }
  }

  function term(): void {
    unary();
    for (let tok = peek(); !failed && tok && tok.t === 'op' && (tok.v === '*' || tok.v === '/'); tok = peek()) {
      pos++;
      unary();
      emit(tok.v === '*' ? MUL : DIV);
    }
  }

  function unary(): void {
    const tok = peek();
    if (tok && tok.t === 'op' && (tok.v === '-' || tok.v === '+')) {
      if (++depth > MAX_DEPTH) return void (failed = true);
      pos++;
      unary();
      depth--;
      if (tok.v === '-') emit(NEG);
      return;
    }
    primary();
  }

  function primary(): void {
    const tok = peek();
    if (!tok) return void (failed = true);
    if (tok.t === 'num') {
      pos++;
      return emit(PUSH, tok.v);
    }
    if (tok.t === 'var') {
      pos++;
      return emit(VAR, tok.i);
    }
    if (tok.t === '(') {
      if (++depth > MAX_DEPTH) return void (failed = true);
      pos++;
      expression();
      if (failed) return;
      if (peek()?.t !== ')') return void (failed = true);
      pos++;
      depth--;
      return;
    }
    failed = true;
  }

  expression();
  return failed || pos !== tokens.length ? null : (vars) => runCode(code, vars);
}

/**
 * Evaluates an arithmetic expression: numbers, + - * /, parentheses, unary minus and plus, with
 * the usual precedence. null when the text is not such an expression. Division by zero gives
 * Infinity (runFormula turns it into 0).
 */
export function evaluate(expr: string): number | null {
  const tokens: Token[] = [];
  if (!tokenize(expr, tokens)) return null;
  const ev = parse(tokens);
  return ev ? ev([]) : null;
}

/** What running a formula gives: a number, or `rejected` (the spec's rule failed: the field keeps its value). */
export type FormulaOutcome = { kind: 'value'; value: number } | { kind: 'rejected'; expression: string };

/** A formula parsed once and run many times (each recalculation only supplies its merge tags' values). */
export interface CompiledFormula {
  /** Its merge tags, in order; `run` takes one value per tag. */
  tags: MergeTag[];
  run(values: readonly number[]): FormulaOutcome;
}

const LINE_BREAKS = /\r\n|\n|\r/g;

/**
 * Compiles a formula as Gravity Forms' GFCalc.runCalc reads it: each merge tag becomes its value
 * (in parentheses, so "5-{x}" with x = -2 reads 5-(-2) and "2{x}" cannot glue two numbers), line
 * breaks go, and the expression is evaluated only when it passes the spec's rule. As the tags only
 * ever become numbers, the rule is checked once on the text around them.
 */
export function compileFormula(formula: string): CompiledFormula {
  const tags = parseMergeTags(formula);
  const tokens: Token[] = [];
  const parts: string[] = [];
  let last = 0;
  let safe = true;
  let tokensOk = true;
  const text = (segment: string) => {
    const s = segment.replace(LINE_BREAKS, '');
    parts.push(s);
    if (!SAFE_PART.test(s)) safe = false;
    else if (tokensOk && !tokenize(s, tokens)) tokensOk = false;
  };
  tags.forEach((tag, i) => {
    const at = formula.indexOf(tag.tag, last);
    text(formula.slice(last, at));
    tokens.push({ t: 'var', i });
    last = at + tag.tag.length;
  });
  text(formula.slice(last));
  if (tags.length === 0 && parts.join('') === '') safe = false;
  const ev = safe && tokensOk ? parse(tokens) : null;
  return {
    tags,
    run(values) {
      if (!safe) {
        const expression = parts.reduce((acc, p, i) => acc + (i > 0 ? `(${plainNumber(finite(values[i - 1]))})` : '') + p, '');
        return { kind: 'rejected', expression };
      }
      if (!ev) return { kind: 'value', value: 0 };
      const v = ev(values.map(finite));
      return { kind: 'value', value: Number.isFinite(v) ? v : 0 };
    },
  };
}

/** A tag's value as the text substitution reads it: not finite -> 0, and -0 prints as 0. */
const finite = (v: number | undefined) => (v !== undefined && Number.isFinite(v) && v !== 0 ? v : 0);

/**
 * Runs a formula (Gravity Forms' GFCalc.runCalc): every merge tag becomes the number `valueOf`
 * gives for it (a non-finite one counts 0), line breaks go, then the expression is checked by the
 * spec's rule and evaluated. An expression that does not parse counts 0, as does a non-finite
 * result (spec section 5).
 */
export function runFormula(formula: string, valueOf: (tag: MergeTag) => number): FormulaOutcome {
  const compiled = compileFormula(formula);
  return compiled.run(compiled.tags.map(valueOf));
}

/**
 * A field's `calculationRounding` as a number of decimals: 0..n, or -1 for none (Gravity Forms'
 * "norounding", an empty value, or anything that is not a number).
 */
export function calculationRounding(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : -1;
}

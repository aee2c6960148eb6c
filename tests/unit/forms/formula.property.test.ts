/**
 * Properties of the formula parser (issue 9 formulas, issue 14 property tests): it never throws,
 * compiled formulas agree with text substitution, valid expressions compute what a reference
 * computes, and nothing but arithmetic is ever evaluated: a formula holding anything else (a name,
 * a call, a string, an assignment) is rejected whole and runs nothing.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileFormula, evaluate, isSafeExpression, parseMergeTags, runFormula, type MergeTag } from '../../../src/core/forms/formula';
import { plainNumber } from '../../../src/core/shared/currency';
import { caseTitle, checkProperty, PROPERTY_TIMEOUT_MS } from '../shared/property';

describe('property: the parser never throws', () => {
  it(caseTitle('on random strings'), () => {
    checkProperty(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const v = evaluate(s);
        return v === null || typeof v === 'number';
      })
    );
  }, PROPERTY_TIMEOUT_MS);
  it(caseTitle('on random strings of the expression alphabet, and runFormula gives a finite number or a rejection'), () => {
    const alphabet = fc.constantFrom(...'0123456789.+-*/() '.split(''), '{a:1}');
    checkProperty(
      fc.property(fc.array(alphabet, { maxLength: 300 }), (parts) => {
        const s = parts.join('');
        evaluate(s);
        const r = runFormula(s, () => 1.5);
        return r.kind === 'rejected' || Number.isFinite(r.value);
      })
    );
  }, PROPERTY_TIMEOUT_MS);
  it(caseTitle('a compiled formula gives what replacing its tags in the text and evaluating gives (the spec rule on the whole text)'), () => {
    const piece = fc.constantFrom(...'0123456789.+-*/() x\n'.split(''), '{a:1}', '{b:2.3}', '{c:4:price}');
    const value = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN), fc.constant(Infinity), fc.integer({ min: -50, max: 50 }));
    checkProperty(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.array(value, { minLength: 3, maxLength: 3 }), (parts, vals) => {
        const formula = parts.join('');
        const byTag: Record<string, number> = { '1': vals[0]!, '2.3': vals[1]!, '4': vals[2]! };
        const valueOf = (t: MergeTag) => byTag[t.inputId]!;
        let text = formula;
        for (const t of parseMergeTags(formula)) text = text.replace(t.tag, `(${plainNumber(Number.isFinite(valueOf(t)) ? valueOf(t) : 0)})`);
        text = text.replace(/\r\n|\n|\r/g, '');
        const reference = isSafeExpression(text) ? { kind: 'value', value: ((v) => (v !== null && Number.isFinite(v) ? v : 0))(evaluate(text)) } : { kind: 'rejected', expression: text };
        const compiled = compileFormula(formula);
        expect(compiled.run(compiled.tags.map(valueOf))).toEqual(reference);
      })
    );
  }, PROPERTY_TIMEOUT_MS);
  it(caseTitle('agrees with a reference on valid expressions'), () => {
    // A generated expression tree, printed fully parenthesised, computes what the tree computes.
    type Node = number | [Node, '+' | '-' | '*' | '/', Node] | ['-', Node];
    const tree = fc.letrec<{ node: Node }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.integer({ min: 0, max: 1000 }),
        fc.tuple(tie('node'), fc.constantFrom('+', '-', '*', '/') as fc.Arbitrary<'+' | '-' | '*' | '/'>, tie('node')),
        fc.tuple(fc.constant('-' as const), tie('node')),
      ),
    })).node;
    const print = (n: Node): string => (typeof n === 'number' ? String(n) : n.length === 2 ? `-(${print(n[1])})` : `(${print(n[0])} ${n[1]} ${print(n[2])})`);
    const calc = (n: Node): number => {
      if (typeof n === 'number') return n;
      if (n.length === 2) return -calc(n[1]);
      const [a, op, b] = n;
      const x = calc(a);
      const y = calc(b);
      return op === '+' ? x + y : op === '-' ? x - y : op === '*' ? x * y : x / y;
    };
    checkProperty(
      fc.property(tree, (n) => Object.is(evaluate(print(n)), calc(n)))
    );
  }, PROPERTY_TIMEOUT_MS);
});

/** Pieces of script a hostile or broken form object could carry in a calculationFormula. */
const SCRIPT_PIECES = ['__xss(1)', 'alert', 'constructor', '.constructor', 'this', 'globalThis', 'window', 'Function', 'eval', ';', '=', '[', ']', "'", '"', '`', '${', '}', '{', '!', '~', '%', '^', '&', '|', '<', '>', ',', '?', ':', 'e', 'x', '0x', 'Infinity', 'NaN', '\\u0028', '\u2212', '\u00a0'];
const ARITH = '0123456789.+-*/() '.split('');

describe('formulas evaluate nothing but arithmetic', () => {
  let hits = 0;
  const trap = () => void hits++;
  beforeEach(() => {
    hits = 0;
    Object.assign(globalThis, { __xss: trap, alert: trap });
  });
  afterEach(() => {
    delete (globalThis as { __xss?: unknown }).__xss;
    delete (globalThis as { alert?: unknown }).alert;
  });

  // Rows: what the property below (and a reader's imagination) came up with. A rejected formula
  // keeps the field's value (spec section 5); an arithmetic text that is no expression counts 0.
  it.each<[string, 'rejected' | number]>([
    ['__xss(1)', 'rejected'],
    ['alert(1)', 'rejected'],
    ['constructor.constructor("__xss(1)")()', 'rejected'],
    ['1;__xss(1)', 'rejected'],
    ['`${__xss(1)}`', 'rejected'],
    ['{Aantal:1}+__xss(1)', 'rejected'],
    ['this', 'rejected'],
    ['1e3', 'rejected'],
    ['0x10', 'rejected'],
    ['1,5 * 2', 'rejected'],
    ['2 ** 3', 0],
    ['(1)(2)', 0],
    ['{a:1}{b:2}', 0],
    ['--1', 1],
    ['1 / 0', 0],
    ['(((2)))*-(3)', -6],
    ['{Prijs:1} * 2\n+ 1', 7],
  ])('%j -> %s, nothing runs', (formula, expected) => {
    const r = runFormula(formula, () => 3);
    expect(r.kind === 'rejected' ? 'rejected' : r.value).toBe(expected);
    expect(hits).toBe(0);
  });

  // Found by the hardening corpus: a long formula once overflowed the call stack (it was compiled
  // to closures nested as deep as the formula was long; now postfix code run by a loop).
  it.each<[string, string, number]>([
    ['200,000 terms 1+1+…', Array(200_000).fill('1').join('+'), 200_000],
    ['100,000 merge tags multiplied (3^100000 is Infinity: counts 0)', Array(100_000).fill('{a:1}').join(' * '), 0],
    ['100,000 nested parentheses (past MAX_DEPTH: no expression, counts 0)', `${'('.repeat(100_000)}1${')'.repeat(100_000)}`, 0],
    ['100,000 unary minus signs (past MAX_DEPTH)', `${'-'.repeat(100_000)}1`, 0],
  ])('%s: a value, no stack overflow', (_name, formula, expected) => {
    expect(runFormula(formula, () => 3)).toEqual({ kind: 'value', value: expected });
  });

  it(caseTitle('a formula is rejected exactly when the text outside its merge tags holds a character the spec rule refuses; nothing is called'), () => {
    const piece = fc.oneof(fc.constantFrom(...ARITH, '{a:1}', '{Prijs (incl. btw):2.1}', '{c:3:price}', '\n'), fc.constantFrom(...SCRIPT_PIECES), fc.string({ maxLength: 3 }));
    checkProperty(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.double({ noNaN: false }), (parts, value) => {
        const formula = parts.join('');
        const outside = parseMergeTags(formula).reduce((text, t) => text.replace(t.tag, ''), formula).replace(/\r\n|\n|\r/g, '');
        const refused = !/^[0-9. +\-*/()]*$/.test(outside) || (outside === '' && parseMergeTags(formula).length === 0);
        const r = runFormula(formula, () => value);
        if (hits !== 0) return false;
        return refused ? r.kind === 'rejected' : r.kind === 'value' && Number.isFinite(r.value);
      }),
    );
  }, PROPERTY_TIMEOUT_MS);
});

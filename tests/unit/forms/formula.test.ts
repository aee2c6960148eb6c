import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculationRounding, compileFormula, evaluate, isSafeExpression, MAX_DEPTH, parseMergeTags, runFormula, type MergeTag } from '../../../src/core/forms/formula';
import { plainNumber } from '../../../src/core/shared/currency';

describe('evaluate: a real parser (numbers, + - * /, parentheses, unary signs)', () => {
  it.each<[string, number | null]>([
    ['2+3*4', 14],
    ['(2+3)*4', 20],
    ['2*3+4', 10],
    ['8/2/2', 2],
    ['8-2-2', 4],
    ['2*-3', -6],
    ['-2*3', -6],
    ['--2', 2],
    ['-(2+3)', -5],
    ['+5', 5],
    ['- - - 1', -1],
    ['1 - -1', 2],
    ['2.5 * 4', 10],
    ['.5 + 5.', 5.5],
    ['  7  ', 7],
    ['((((1))))', 1],
    ['10 / 4', 2.5],
    ['1/0', Infinity],
    ['-1/0', -Infinity],
    ['2 +', null],
    ['* 2', null],
    ['()', null],
    ['(1', null],
    ['1)', null],
    ['2 3', null],
    ['2(3)', null],
    ['1.2.3', null],
    ['.', null],
    ['', null],
    ['   ', null],
    ['2^3', null],
    ['2,5', null],
  ])('%j -> %s', (expr, expected) => {
    expect(evaluate(expr)).toBe(expected);
  });

  it('nesting deeper than MAX_DEPTH is refused, not a stack overflow', () => {
    const deep = `${'('.repeat(MAX_DEPTH + 1)}1${')'.repeat(MAX_DEPTH + 1)}`;
    expect(evaluate(deep)).toBe(null);
    expect(evaluate(`${'-'.repeat(100_000)}1`)).toBe(null);
    const ok = `${'('.repeat(MAX_DEPTH - 1)}1${')'.repeat(MAX_DEPTH - 1)}`;
    expect(evaluate(ok)).toBe(1);
  });
});

describe('the spec rule: only digits, spaces, + - / * and parentheses are evaluated', () => {
  it.each<[string, boolean]>([
    ['1 + 2 * (3 - 4) / 5', true],
    ['2.5*2', true],
    ['alert(1)', false],
    ['1;2', false],
    ['2**3', true], // passes the character rule, then fails to parse (-> 0)
    ['0x10', false],
    ['1e3', false],
    ['2,5', false],
    ['{Aantal:3}', false],
    ['', false],
  ])('%j -> %s', (expr, safe) => expect(isSafeExpression(expr)).toBe(safe));
});

describe('merge tags', () => {
  it('{Label:id}, {Label:id.n} and {Label:id:modifier}', () => {
    expect(parseMergeTags('{Aantal:3} * {Taart:10.2} + {Opties:11:price} - {Leeg:}')).toEqual([
      { tag: '{Aantal:3}', inputId: '3', fieldId: 3 },
      { tag: '{Taart:10.2}', inputId: '10.2', fieldId: 10, input: 2 },
      { tag: '{Opties:11:price}', inputId: '11', fieldId: 11, modifier: 'price' },
    ]);
  });
  it('labels may hold spaces and punctuation', () => {
    expect(parseMergeTags('{Aantal personen (max. 12):7}')[0]).toMatchObject({ fieldId: 7 });
  });
});

describe('runFormula (GFCalc.runCalc)', () => {
  const values: Record<string, number> = { '3': 2, '10.2': 12.5, '4': -2, '5': Infinity };
  const valueOf = (t: MergeTag) => values[t.inputId] ?? 0;
  it.each<[string, ReturnType<typeof runFormula>]>([
    ['{Aantal:3} * {Taart:10.2}', { kind: 'value', value: 25 }],
    ['5-{Korting:4}', { kind: 'value', value: 7 }],
    ['{Onbekend:99} + 1', { kind: 'value', value: 1 }],
    ['{Aantal:3} / 0', { kind: 'value', value: 0 }],
    ['0/0', { kind: 'value', value: 0 }],
    ['{Oneindig:5} * 2', { kind: 'value', value: 0 }],
    ['{Aantal:3} +', { kind: 'value', value: 0 }],
    ['{Aantal:3} *\n2', { kind: 'value', value: 4 }],
    ['{Aantal:3}{Aantal:3}', { kind: 'value', value: 0 }],
    ['alert({Aantal:3})', { kind: 'rejected', expression: 'alert((2))' }],
    ['{Aantal:3} ** 2', { kind: 'value', value: 0 }],
    ['', { kind: 'rejected', expression: '' }],
  ])('%j -> %j', (formula, expected) => {
    expect(runFormula(formula, valueOf)).toEqual(expected);
  });

  it('a tag value in exponent notation still reads as a plain number', () => {
    expect(runFormula('{a:1} * 1', () => 1e-7)).toEqual({ kind: 'value', value: 1e-7 });
    expect(runFormula('{a:1} + 0', () => 1e21)).toEqual({ kind: 'value', value: 1e21 });
  });
});

describe('calculationRounding (-1 = none)', () => {
  it.each<[unknown, number]>([
    ['2', 2],
    [0, 0],
    ['norounding', -1],
    ['', -1],
    [undefined, -1],
    [null, -1],
    ['1.5', -1],
    [-3, -1],
  ])('%j -> %i', (raw, expected) => expect(calculationRounding(raw)).toBe(expected));
});

describe('property: the parser never throws', () => {
  it('on random strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const v = evaluate(s);
        return v === null || typeof v === 'number';
      }),
      { numRuns: 20_000 },
    );
  }, 60_000);
  it('on random strings of the expression alphabet, and runFormula gives a finite number or a rejection', () => {
    const alphabet = fc.constantFrom(...'0123456789.+-*/() '.split(''), '{a:1}');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 300 }), (parts) => {
        const s = parts.join('');
        evaluate(s);
        const r = runFormula(s, () => 1.5);
        return r.kind === 'rejected' || Number.isFinite(r.value);
      }),
      { numRuns: 20_000 },
    );
  }, 60_000);
  it('a compiled formula gives what replacing its tags in the text and evaluating gives (the spec rule on the whole text)', () => {
    const piece = fc.constantFrom(...'0123456789.+-*/() x\n'.split(''), '{a:1}', '{b:2.3}', '{c:4:price}');
    const value = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN), fc.constant(Infinity), fc.integer({ min: -50, max: 50 }));
    fc.assert(
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
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 20_000) },
    );
  }, 60_000);
  it('agrees with a reference on valid expressions', () => {
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
    fc.assert(
      fc.property(tree, (n) => Object.is(evaluate(print(n)), calc(n))),
      { numRuns: 5_000 },
    );
  }, 60_000);
});

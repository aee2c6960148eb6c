import { describe, expect, it } from 'vitest';
import { calculationRounding, evaluate, isSafeExpression, MAX_DEPTH, parseMergeTags, runFormula, type MergeTag } from '../../../src/core/forms/formula';

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

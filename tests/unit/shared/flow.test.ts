import { describe, expect, it } from 'vitest';
import { checkFlowIds, flowId, isFinish, orPlaceholder, resolveNext } from '../../../src/core/shared/flow';

describe('isFinish (spec section 4: an id containing the finish marker ends the flow)', () => {
  it.each<[string | undefined, boolean]>([
    ['finish', true],
    ['finish_1', true],
    ['step-finish', true],
    ['Finish', false],
    ['3', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (next, expected) => {
    expect(isFinish(next)).toBe(expected);
  });
});

describe('orPlaceholder (spec section 9: placeholder for empty answers -/-)', () => {
  it.each<[string | undefined | null, string]>([
    ['ja', 'ja'],
    [' ja ', 'ja'],
    ['', '-/-'],
    ['  ', '-/-'],
    [undefined, '-/-'],
    [null, '-/-'],
  ])('%j -> %j', (text, expected) => {
    expect(orPlaceholder(text)).toBe(expected);
  });
});

describe('resolveNext: the first next that is set, else the following item, else the end', () => {
  const ids = ['1', '2', '3'];
  it.each<[number, (string | undefined)[], unknown]>([
    [0, ['3'], { kind: 'item', id: '3' }],
    [0, [undefined, '2'], { kind: 'item', id: '2' }],
    [0, ['', '3'], { kind: 'item', id: '3' }],
    [0, [], { kind: 'item', id: '2' }],
    [2, [], { kind: 'finish' }],
    [1, ['finish'], { kind: 'finish' }],
    [1, ['finish_2', '3'], { kind: 'finish' }],
    [1, ['nope'], { kind: 'finish' }],
    [2, ['1'], { kind: 'item', id: '1' }],
  ])('at %i with %j -> %j', (index, candidates, expected) => {
    expect(resolveNext(ids, index, ...candidates)).toEqual(expected);
  });
});

describe('flowId: ids as numbers or strings', () => {
  it.each<[unknown, unknown]>([
    [3, { ok: true, value: '3' }],
    [' b2 ', { ok: true, value: 'b2' }],
    [true, { ok: false, issue: { path: 'x', expected: 'a string or a number', got: 'boolean true' } }],
    [Number.NaN, { ok: false, issue: { path: 'x', expected: 'a string or a number', got: 'number NaN' } }],
  ])('%j -> %j', (value, expected) => {
    expect(flowId.parse(value, 'x')).toEqual(expected);
  });

  it('checkFlowIds: empty next and the finish marker pass', () => {
    expect(checkFlowIds([{ id: 'a', path: 'p' }], [{ next: '', path: 'n' }, { next: 'finish', path: 'n' }, { next: 'a', path: 'n' }])).toEqual({ ok: true, value: true });
  });
});

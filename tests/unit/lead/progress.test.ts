import { describe, expect, it } from 'vitest';
import { progressPercent } from '../../../src/core/lead/progress';

describe('progressPercent (spec section 4: current step number / total steps; 100% on finish)', () => {
  it.each<[number, number, boolean, number]>([
    [1, 6, false, 17],
    [2, 6, false, 33],
    [3, 6, false, 50],
    [6, 6, false, 100],
    [1, 4, false, 25],
    [1, 3, false, 33],
    [2, 3, false, 67],
    [1, 1, false, 100],
    [1, 6, true, 100],
    [0, 6, false, 0],
    [3, 0, false, 0],
    [0, 0, true, 100],
    [9, 6, false, 100],
    [-1, 6, false, 0],
    [Number.NaN, 6, false, 0],
  ])('step %s of %s, finished %s -> %i%%', (step, total, finished, expected) => {
    expect(progressPercent(step, total, finished)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { STEP_TYPES } from '../../../src/core/ebform/constants';
import { buttonLabel, enterAction, indicatorParts, indicatorState, moveStep, planSteps, progressValue, stepButtons, stepOfFirstError } from '../../../src/core/ebform/steps';

describe('planSteps', () => {
  it.each([
    [['text', 'email'], { leading: [0, 1], steps: [] }],
    [['step', 'text', 'step', 'email', 'upload'], { leading: [], steps: [{ marker: 0, fields: [1] }, { marker: 2, fields: [3, 4] }] }],
    [['hidden', 'step', 'text', 'step'], { leading: [0], steps: [{ marker: 1, fields: [2] }, { marker: 3, fields: [] }] }],
  ])('%j', (types, want) => expect(planSteps(types)).toEqual(want));
});

describe('indicatorParts per step_type', () => {
  const rows = STEP_TYPES.map((t) => {
    const p = indicatorParts(t);
    return `${t}: ${['indicators', 'progressBar', 'icon', 'number', 'label', 'shaped'].filter((k) => p[k as keyof typeof p]).join(' ')}`;
  });
  it('table', () =>
    expect(rows).toEqual([
      'none: ',
      'text: indicators label',
      'icon: indicators icon shaped',
      'number: indicators number shaped',
      'progress_bar: indicators progressBar',
      'number_text: indicators number label shaped',
      'icon_text: indicators icon label shaped',
    ]));
});

describe('indicatorState', () => {
  it.each([
    [0, 1, 'completed'],
    [1, 1, 'active'],
    [2, 1, 'inactive'],
  ])('%i of current %i', (i, c, want) => expect(indicatorState(i, c)).toBe(want));
});

describe('progressValue (floor; first step 100/n)', () => {
  it.each([
    [0, 3, '33%'],
    [1, 3, '66%'],
    [2, 3, '100%'],
    [0, 2, '50%'],
    [1, 2, '100%'],
    [0, 1, '100%'],
    [0, 0, '0%'],
  ])('step %i of %i', (c, n, want) => expect(progressValue(c, n)).toBe(want));
});

describe('stepButtons', () => {
  it.each([
    [0, 3, { previous: false, next: true, submit: false }],
    [1, 3, { previous: true, next: true, submit: false }],
    [2, 3, { previous: true, next: false, submit: true }],
    [0, 1, { previous: false, next: false, submit: true }],
  ])('%i of %i', (i, n, want) => expect(stepButtons(i, n)).toEqual(want));
});

describe('buttonLabel', () => {
  const s = { stepNextLabel: 'Volgende', stepPreviousLabel: 'Vorige' };
  it.each([
    ['next', {}, 'Volgende'],
    ['previous', {}, 'Vorige'],
    ['next', { nextButton: 'Naar foto' }, 'Naar foto'],
    ['previous', { previousButton: '' }, 'Vorige'],
  ] as const)('%s %j', (d, step, want) => expect(buttonLabel(d, step, s)).toBe(want));
});

describe('moveStep', () => {
  it.each([
    [0, 'next', 2, 1],
    [1, 'next', 2, null],
    [0, 'previous', 2, null],
    [1, 'previous', 2, 0],
  ] as const)('%i %s of %i', (c, d, n, want) => expect(moveStep(c, d, n)).toBe(want));
});

describe('enterAction (Enter = next)', () => {
  it.each([
    [{ total: 0, current: 0, inTextarea: false, onButton: undefined }, null],
    [{ total: 3, current: 0, inTextarea: false, onButton: undefined }, 'next'],
    [{ total: 3, current: 0, inTextarea: true, onButton: undefined }, null],
    [{ total: 3, current: 2, inTextarea: false, onButton: undefined }, null],
    [{ total: 3, current: 1, inTextarea: false, onButton: 'previous' }, 'previous'],
    [{ total: 3, current: 1, inTextarea: false, onButton: 'next' }, 'next'],
  ] as const)('%j', (p, want) => expect(enterAction(p)).toBe(want));
});

describe('stepOfFirstError', () => {
  const order = ['lead', 'a', 'b', 'c'];
  const stepOf = new Map([['a', 0], ['b', 1], ['c', 1]]);
  it.each([
    [['c', 'b'], 1],
    [['c', 'a'], 0],
    [['lead'], null],
    [[], null],
    [['lead', 'b'], 1],
  ])('%j', (errs, want) => expect(stepOfFirstError(order, stepOf, new Set(errs))).toBe(want));
});

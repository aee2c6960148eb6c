import { describe, expect, it } from 'vitest';
import { readPopupSettings } from '../../../src/core/builder/popup-settings';
import { clickFires, enabledTriggers, isExitIntent, scrollPercent, scrollStep, secondsToMs } from '../../../src/core/builder/popup-triggers';

describe('enabledTriggers: every switched-on trigger, in Elementor order', () => {
  it.each([
    [{}, []],
    [{ page_load: 'yes' }, ['page_load']],
    [{ exit_intent: 'yes', click: 'yes', page_load: 'yes' }, ['page_load', 'click', 'exit_intent']],
    [{ page_load: 'yes', scrolling: 'yes', scrolling_to: 'yes', click: 'yes', inactivity: 'yes', exit_intent: 'yes', adblock_detection: 'yes' }, ['page_load', 'scrolling', 'scrolling_to', 'click', 'inactivity', 'exit_intent', 'adblock_detection']],
  ])('%j -> %j', (triggers, expected) => {
    const r = readPopupSettings({ triggers });
    expect(r.ok && enabledTriggers(r.value.triggers)).toEqual(expected);
  });
});

describe('page_load / inactivity / adblock delays (s -> ms)', () => {
  it.each([
    [0, 0],
    [2, 2000],
    [0.1, 100],
    [1.25, 1250],
    [-1, 0],
  ])('%s s -> %i ms', (s, ms) => {
    expect(secondsToMs(s)).toBe(ms);
  });
});

describe('scrolling trigger', () => {
  // A page 3000 px high in an 1000 px viewport: 2000 px can be scrolled.
  it.each([
    [0, 3000, 1000, 0],
    [600, 3000, 1000, 30],
    [2000, 3000, 1000, 100],
    [0, 800, 1000, 0],
    [5, 800, 1000, 100],
  ])('scrollPercent(%i, doc %i, viewport %i) -> %i', (y, doc, vh, pct) => {
    expect(scrollPercent(y, doc, vh)).toBe(pct);
  });

  const down30 = { direction: 'down' as const, offset: 30 };
  it.each([
    ['down 30 %: at 29.95 % -> no', 0, 599, down30, false],
    ['down 30 %: exactly 30 % -> fires', 0, 600, down30, true],
    ['down 30 %: past it -> fires', 500, 1500, down30, true],
    ['down 30 %: scrolling up past it -> no (wrong direction)', 1500, 700, down30, false],
    ['up: any upward scroll -> fires', 1500, 1499, { direction: 'up' as const, offset: 50 }, true],
    ['up: scrolling down -> no', 100, 200, { direction: 'up' as const, offset: 50 }, false],
    ['up: no vertical movement -> no (Elementor counts it as up)', 300, 300, { direction: 'up' as const, offset: 50 }, false],
    ['down 0 %: the first move down fires', 0, 1, { direction: 'down' as const, offset: 0 }, true],
  ])('%s', (_name, last, y, cfg, fire) => {
    const step = scrollStep(last, y, cfg, 3000, 1000);
    expect(step.fire).toBe(fire);
    expect(step.lastY).toBe(y);
  });
});

describe('click trigger: the Nth click', () => {
  it.each([
    [1, 1, true],
    [1, 2, false],
    [2, 2, true],
    [3, 2, false],
  ])('click %i of %i -> %s', (n, times, fire) => {
    expect(clickFires(n, times)).toBe(fire);
  });
});

describe('exit intent', () => {
  it.each([
    [-1, true, true],
    [0, true, true],
    [1, true, false],
    [-5, false, false],
    [400, true, false],
  ])('clientY %i, left the document %s -> %s', (y, left, fire) => {
    expect(isExitIntent(y, left)).toBe(fire);
  });
});

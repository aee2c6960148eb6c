import { describe, expect, it } from 'vitest';
import { initialPopupState, popupTransition, soundView, type PopupEvent, type PopupState } from '../../../src/core/popup/machine';

const closed = initialPopupState(false);
const open: PopupState = { ...closed, status: 'open' };

/** Runs events from a state; returns the final state and every effect type in order. */
function run(from: PopupState, events: PopupEvent[]) {
  let state = from;
  const effects: string[] = [];
  for (const e of events) {
    const r = popupTransition(state, e);
    state = r.state;
    effects.push(...r.effects.map((x) => x.type));
  }
  return { state, effects };
}

describe('popupTransition', () => {
  it.each([
    ['closed + OPEN', closed, [{ type: 'OPEN', dismissed: false }], 'open', ['emitOpen']],
    ['closed + OPEN with the dismiss cookie', closed, [{ type: 'OPEN', dismissed: true }], 'closed', []],
    ['dismissed at load + OPEN', initialPopupState(true), [{ type: 'OPEN', dismissed: false }], 'closed', []],
    ['open + OPEN', open, [{ type: 'OPEN', dismissed: false }], 'open', []],
    ['open + CLOSE', open, [{ type: 'CLOSE' }], 'closed', ['emitClose', 'sendView']],
    ['closed + CLOSE', closed, [{ type: 'CLOSE' }], 'closed', []],
    ['open + DISMISS', open, [{ type: 'DISMISS' }], 'closed', ['setDismissCookie', 'emitClose', 'sendView']],
    ['open + DISMISS + OPEN', open, [{ type: 'DISMISS' }, { type: 'OPEN', dismissed: false }], 'closed', ['setDismissCookie', 'emitClose', 'sendView']],
    ['closed + DISMISS (no view: it was not open)', closed, [{ type: 'DISMISS' }], 'closed', ['setDismissCookie']],
    ['open + CLOSE + OPEN + CLOSE -> one view per page view', open, [{ type: 'CLOSE' }, { type: 'OPEN', dismissed: false }, { type: 'CLOSE' }], 'closed', ['emitClose', 'sendView', 'emitOpen', 'emitClose']],
    ['open + CTA + CTA', open, [{ type: 'CTA' }, { type: 'CTA' }], 'open', ['sendConversion']],
    ['open + CTA, close, reopen, CTA', open, [{ type: 'CTA' }, { type: 'CLOSE' }, { type: 'OPEN', dismissed: false }, { type: 'CTA' }], 'open', ['sendConversion', 'emitClose', 'sendView', 'emitOpen']],
    ['open + CLOSE + OPEN', open, [{ type: 'CLOSE' }, { type: 'OPEN', dismissed: false }], 'open', ['emitClose', 'sendView', 'emitOpen']],
  ] as [string, PopupState, PopupEvent[], string, string[]][])('%s -> %s, effects %j', (_name, from, events, status, effects) => {
    const r = run(from, events);
    expect(r.state.status).toBe(status);
    expect(r.effects).toEqual(effects);
  });

  it('DISMISS carries its duration to the effect -> setDismissCookie with durationMs', () => {
    expect(popupTransition(open, { type: 'DISMISS', durationMs: 5000 }).effects[0]).toEqual({ type: 'setDismissCookie', durationMs: 5000 });
  });

  it.each([
    [true, [], true],
    [true, ['TOGGLE_SOUND'], false],
    [true, ['TOGGLE_SOUND', 'TOGGLE_SOUND'], true],
  ] as const)('sound %s + %j -> %s', (start, toggles, expected) => {
    const r = run({ ...open, soundOn: start }, toggles.map((type) => ({ type })));
    expect(r.state.soundOn).toBe(expected);
  });
});

describe('soundView (spec section 4)', () => {
  it.each([
    [true, { volume: 1, icon: 'volume-up' }],
    [false, { volume: 0, icon: 'mute' }],
  ])('active %s -> %j', (active, expected) => {
    expect(soundView(active)).toEqual(expected);
  });
});

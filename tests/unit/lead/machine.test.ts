import { describe, expect, it } from 'vitest';
import { parseLeadConfig, type LeadConfig } from '../../../src/core/lead/config';
import { initialLeadState, leadTiming, leadTransition, targetOf, type LeadEffect, type LeadEvent, type LeadState } from '../../../src/core/lead/machine';

const config = (() => {
  const r = parseLeadConfig({
    steps: [
      { id: 1, type: 'single', question: 'Welkom!', autoAdvance: true, next: 2 },
      { id: 2, type: 'single', question: 'Gelegenheid?', answers: [{ text: 'Verjaardag', next: 3 }, { text: 'Rondkijken', next: 'finish' }] },
      { id: 3, type: 'multi', question: 'Smaken?', answers: [{ text: 'Chocolade' }, { text: 'Aardbei' }], next: 4 },
      { id: 4, type: 'textfield', question: 'Tekst?' },
      { id: 5, type: 'contact_fields', question: 'Contact?', fields: [{ label: 'Naam', required: true }], next: 'finish' },
    ],
  });
  if (!r.ok) throw new Error('config');
  return r.value;
})();

const fast = leadTiming(true);
const slow = leadTiming(false);

/** Runs events through the machine, collecting every effect; `after` effects are not fired. */
function run(events: LeadEvent[], c: LeadConfig = config, timing = fast, from: LeadState = initialLeadState(false)) {
  let state = from;
  const effects: LeadEffect[] = [];
  for (const e of events) {
    const r = leadTransition(state, e, c, timing);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}
const records = (effects: LeadEffect[]) => effects.filter((e) => e.type === 'record').map((e) => (e.type === 'record' ? [e.kind, e.status, e.entries.length] : []));
const lastKey = (s: LeadState) => s.items.at(-1)!.key;

describe('leadTiming (spec section 9)', () => {
  it('normal -> reveal 1.3 s, hide 0.5 s, scroll 2 s, auto-advance 2 s', () => {
    expect(slow).toEqual({ revealMs: 1300, hideMs: 500, scrollMs: 2000, autoAdvanceMs: 2000 });
  });
  it('reduced motion -> the animations 0, auto-advance still 2 s', () => {
    expect(fast).toEqual({ revealMs: 0, hideMs: 0, scrollMs: 0, autoAdvanceMs: 2000 });
  });
});

describe('lead machine (spec section 4)', () => {
  it('START -> the first step; an auto-advance step is a message that goes on after 2 s', () => {
    const { state, effects } = run([{ type: 'START' }]);
    expect(state.items).toEqual([{ key: 1, stepId: '1', phase: 'message' }]);
    expect(state.progress).toBe(20);
    expect(effects).toContainEqual({ type: 'after', ms: 2000, event: { type: 'ADVANCE', key: 1 } });
  });

  it('steps appear one after another: question, answers revealed after 1.3 s, scroll to bottom 2 s after it appears', () => {
    const { state, effects } = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }], config, slow);
    expect(state.items.at(-1)).toEqual({ key: 2, stepId: '2', phase: 'asking' });
    expect(effects).toContainEqual({ type: 'after', ms: 1300, event: { type: 'REVEAL', key: 2 } });
    expect(effects).toContainEqual({ type: 'scroll', ms: 2000 });
    const revealed = run([{ type: 'REVEAL', key: 2 }], config, slow, state).state;
    expect(revealed.items.at(-1)!.phase).toBe('ready');
  });

  it('an answer before the reveal, a stale timer or an answer to an old step -> ignored', () => {
    const asking = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }], config, slow).state;
    expect(run([{ type: 'ANSWER', key: 2, input: { type: 'single', index: 0 } }], config, slow, asking).state).toBe(asking);
    expect(run([{ type: 'REVEAL', key: 99 }], config, slow, asking).state).toBe(asking);
    expect(run([{ type: 'ADVANCE', key: 1 }], config, slow, asking).state).toBe(asking);
  });

  it('first answer -> create (initiated); hide 0.5 s, then the step named by the button', () => {
    const ready = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }, { type: 'REVEAL', key: 2 }], config, slow).state;
    const answered = run([{ type: 'ANSWER', key: 2, input: { type: 'single', index: 0 } }], config, slow, ready);
    expect(records(answered.effects)).toEqual([['create', 'initiated', 1]]);
    expect(answered.state.items.at(-1)).toMatchObject({ key: 2, phase: 'hiding', display: 'Verjaardag' });
    expect(answered.effects).toContainEqual({ type: 'after', ms: 500, event: { type: 'HIDDEN', key: 2 } });
    // A double click while it hides: nothing more.
    expect(run([{ type: 'ANSWER', key: 2, input: { type: 'single', index: 1 } }], config, slow, answered.state).effects).toEqual([]);
    const next = run([{ type: 'HIDDEN', key: 2 }], config, slow, answered.state).state;
    expect(next.items.map((i) => [i.stepId, i.phase])).toEqual([
      ['1', 'message'],
      ['2', 'answered'],
      ['3', 'asking'],
    ]);
    expect(next.progress).toBe(60);
  });

  it('every later answer -> update with the whole lead_data; the last step -> captured; the flow finishes at 100%', () => {
    const start = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }]);
    let s = start.state;
    const all: LeadEffect[] = [];
    const answer = (input: Parameters<typeof targetOf>[2]) => {
      const r = run([{ type: 'ANSWER', key: lastKey(s), input }], config, fast, s);
      s = r.state;
      all.push(...r.effects);
    };
    answer({ type: 'single', index: 0 });
    answer({ type: 'multi', chosen: [1] });
    answer({ type: 'textfield', text: '' });
    expect(s.progress).toBe(100);
    answer({ type: 'contact_fields', values: ['Sanne'] });
    expect(records(all)).toEqual([
      ['create', 'initiated', 1],
      ['update', 'initiated', 2],
      ['update', 'initiated', 3],
      ['update', 'captured', 4],
    ]);
    expect(s.entries.map((e) => e.answer)).toEqual(['Verjaardag', 'Aardbei', '-/-', [{ field: 'Naam', value: 'Sanne' }]]);
    expect(s.finished).toBe(true);
    expect(s.progress).toBe(100);
    expect(all).toContainEqual({ type: 'finished' });
    expect(all).toContainEqual({ type: 'focus' });
  });

  it('a next holding the finish marker ends the flow: create, then an update that says captured', () => {
    const s = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }]).state;
    const r = run([{ type: 'ANSWER', key: lastKey(s), input: { type: 'single', index: 1 } }], config, fast, s);
    expect(records(r.effects)).toEqual([
      ['create', 'captured', 1],
      ['update', 'captured', 1],
    ]);
    expect(r.state.finished).toBe(true);
    expect(r.state.progress).toBe(100);
  });

  it('a flow that ends on a message step after answers -> the lead is captured then', () => {
    const c = parseLeadConfig({
      steps: [
        { id: 'a', type: 'single', question: 'Q', answers: [{ text: 'x' }] },
        { id: 'b', type: 'single', question: 'Dank je!', autoAdvance: true, next: 'finish' },
        { id: 'c', type: 'textfield', question: 'never shown' },
      ],
    });
    if (!c.ok) throw new Error('config');
    let s = run([{ type: 'START' }], c.value).state;
    s = run([{ type: 'ANSWER', key: 1, input: { type: 'single', index: 0 } }], c.value, fast, s).state;
    expect(s.status).toBe('initiated');
    const r = run([{ type: 'ADVANCE', key: 2 }], c.value, fast, s);
    expect(records(r.effects)).toEqual([['update', 'captured', 1]]);
    expect(r.state.finished).toBe(true);
  });

  it('focus follows an answer to the next step, not at load', () => {
    const loaded = run([{ type: 'START' }, { type: 'ADVANCE', key: 1 }]);
    expect(loaded.effects.some((e) => e.type === 'focus')).toBe(false);
    const r = run([{ type: 'ANSWER', key: lastKey(loaded.state), input: { type: 'single', index: 0 } }], config, fast, loaded.state);
    expect(r.effects).toContainEqual({ type: 'focus', key: 3 });
  });

  it('CLOSE sets the cookie, OPEN deletes it; closed at load when the cookie exists', () => {
    expect(initialLeadState(true).open).toBe(false);
    const closed = run([{ type: 'CLOSE' }]);
    expect(closed.state.open).toBe(false);
    expect(closed.effects).toEqual([{ type: 'cookie', closed: true }]);
    const opened = run([{ type: 'OPEN' }], config, fast, closed.state);
    expect(opened.effects).toEqual([{ type: 'cookie', closed: false }]);
    expect(run([{ type: 'OPEN' }], config, fast, opened.state).effects).toEqual([]);
  });

  it('a loop back to an answered step shows it again; captured stays captured', () => {
    const c = parseLeadConfig({
      steps: [
        { id: 'a', type: 'single', question: 'Taart?', answers: [{ text: 'ja' }] },
        { id: 'b', type: 'single', question: 'Nog een?', answers: [{ text: 'ja', next: 'a' }, { text: 'nee', next: 'finish' }] },
      ],
    });
    if (!c.ok) throw new Error('config');
    let s = run([{ type: 'START' }], c.value).state;
    s = run([{ type: 'ANSWER', key: 1, input: { type: 'single', index: 0 } }], c.value, fast, s).state;
    s = run([{ type: 'ANSWER', key: 2, input: { type: 'single', index: 0 } }], c.value, fast, s).state;
    expect(s.status).toBe('captured');
    expect(s.items.map((i) => i.stepId)).toEqual(['a', 'b', 'a']);
    const r = run([{ type: 'ANSWER', key: 3, input: { type: 'single', index: 0 } }], c.value, fast, s);
    expect(records(r.effects)).toEqual([['update', 'captured', 3]]);
  });
});

describe('targetOf: the next step id an answer button carries', () => {
  it.each<[string, Parameters<typeof targetOf>[2], unknown]>([
    ['2', { type: 'single', index: 0 }, { kind: 'item', id: '3' }],
    ['2', { type: 'single', index: 1 }, { kind: 'finish' }],
    ['3', { type: 'multi', chosen: [] }, { kind: 'item', id: '4' }],
    ['4', { type: 'textfield', text: 'x' }, { kind: 'item', id: '5' }],
    ['5', { type: 'contact_fields', values: [''] }, { kind: 'finish' }],
    ['nope', { type: 'textfield', text: '' }, { kind: 'finish' }],
  ])('step %s, %j -> %j', (stepId, input, expected) => {
    expect(targetOf(config, stepId, input)).toEqual(expected);
  });
});

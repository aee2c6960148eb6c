import { describe, expect, it } from 'vitest';
import { parseArticleConfig } from '../../../src/core/article/config';
import { articleTransition, blockDelay, initialArticleState, type ArticleEffect, type ArticleEvent, type ArticleState } from '../../../src/core/article/machine';

const config = (() => {
  const r = parseArticleConfig(
    {
      blocks: [
        { id: 'a', type: 'single', question: 'Smaak?', answers: [{ id: 1, text: 'Slagroom', next: 'c' }, { id: 2, text: 'Chocolade', next: 'b' }, { id: 3, text: 'Stop', next: 'finish' }] },
        { id: 'b', type: 'multi', question: "Extra's?", answers: [{ id: 4, text: 'Naam' }, { id: 5, text: 'Foto' }], next: 'c' },
        { id: 'c', type: 'textfield', question: 'Herinnering?', next: 'finish' },
      ],
    },
    482,
  );
  if (!r.ok) throw new Error('config');
  return r.value;
})();

function run(events: ArticleEvent[], delay = 1600, from: ArticleState = initialArticleState()) {
  let state = from;
  const effects: ArticleEffect[] = [];
  for (const e of events) {
    const r = articleTransition(state, e, config, delay);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}
const records = (effects: ArticleEffect[]) => effects.flatMap((e) => (e.type === 'record' ? [[e.kind, e.entries.length]] : []));

describe('blockDelay (spec section 9)', () => {
  it.each([
    [false, 1600],
    [true, 0],
  ])('reduced motion %s -> %i ms', (reduced, ms) => {
    expect(blockDelay(reduced)).toBe(ms);
  });
});

describe('article machine (spec section 4)', () => {
  it('START -> the first block shown', () => {
    expect(run([{ type: 'START' }]).state.shown).toEqual(['a']);
  });

  it('an answer disables the block, creates the record and runs the block named by the button after 1.6 s', () => {
    const r = run([{ type: 'START' }, { type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 0 } }]);
    expect(r.state.answered).toEqual({ a: { type: 'single', index: 0 } });
    expect(records(r.effects)).toEqual([['create', 1]]);
    expect(r.state.shown).toEqual(['a']);
    expect(r.state.pending).toBe('c');
    expect(r.effects).toContainEqual({ type: 'after', ms: 1600, event: { type: 'RUN', blockId: 'c' } });
    const ran = run([{ type: 'RUN', blockId: 'c' }], 1600, r.state);
    expect(ran.state.shown).toEqual(['a', 'c']);
    expect(ran.state.pending).toBeUndefined();
    expect(ran.effects).toEqual([{ type: 'focus', blockId: 'c' }]);
  });

  it('each answer button works once: a second answer to the same block changes nothing', () => {
    const first = run([{ type: 'START' }, { type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 1 } }]);
    const again = run([{ type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 0 } }], 1600, first.state);
    expect(again.state).toBe(first.state);
    expect(again.effects).toEqual([]);
  });

  it('later answers update with every answer so far; the finish marker ends the flow', () => {
    const r = run(
      [
        { type: 'START' },
        { type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 1 } },
        { type: 'RUN', blockId: 'b' },
        { type: 'ANSWER', blockId: 'b', input: { type: 'multi', chosen: [1] } },
        { type: 'RUN', blockId: 'c' },
        { type: 'ANSWER', blockId: 'c', input: { type: 'textfield', text: '' } },
      ],
      1600,
    );
    expect(records(r.effects)).toEqual([
      ['create', 1],
      ['update', 2],
      ['update', 3],
    ]);
    expect(r.state.entries.map((e) => e.answers)).toEqual([[{ id: 2, text: 'Chocolade' }], [{ id: 5, text: 'Foto' }], '-/-']);
    expect(r.state.finished).toBe(true);
    expect(r.effects.at(-1)).toEqual({ type: 'focus' });
  });

  it('finish on the first block -> create, no further block', () => {
    const r = run([{ type: 'START' }, { type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 2 } }]);
    expect(r.state.finished).toBe(true);
    expect(r.state.pending).toBeUndefined();
    expect(records(r.effects)).toEqual([['create', 1]]);
  });

  it('without delay (reduced motion) the next block shows at once', () => {
    const r = run([{ type: 'START' }, { type: 'ANSWER', blockId: 'a', input: { type: 'single', index: 1 } }], 0);
    expect(r.state.shown).toEqual(['a', 'b']);
    expect(r.effects.some((e) => e.type === 'after')).toBe(false);
  });

  it('an answer to a block not shown, or a RUN not pending -> ignored', () => {
    const s = run([{ type: 'START' }]).state;
    expect(run([{ type: 'ANSWER', blockId: 'c', input: { type: 'textfield', text: 'x' } }], 1600, s).state).toBe(s);
    expect(run([{ type: 'RUN', blockId: 'b' }], 1600, s).state).toBe(s);
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeSelection,
  initialSelection,
  isBlockAll,
  selectionCategories,
  selectionLevel,
  selectionLevelIds,
  selectionReducer,
  sliderStates,
  type DescriptionSource,
  type Selection,
  type SelectionAction,
} from '../../../src/core/consent/modal';

const sel = (level: Selection['level'], categories: Selection['categories'] = []): Selection => ({ level, categories });

describe('selectionReducer: the slider and the checkboxes show one choice (a level ticks its categories; categories that are a level select it)', () => {
  it.each<[string, Selection, SelectionAction, Selection]>([
    ['level 2, select 4', sel(2), { type: 'SELECT_LEVEL', level: 4 }, sel(4)],
    ['categories [6,8], select block all', sel(null, [6, 8]), { type: 'SELECT_LEVEL', level: 1 }, sel(1)],
    ['categories [7], select 3', sel(null, [7]), { type: 'SELECT_LEVEL', level: 3 }, sel(3)],
    ['block all, tick 6', sel(1), { type: 'TOGGLE_CATEGORY', category: 6, checked: true }, sel(null, [6])],
    ['level 4, tick 8 (all four: level 5)', sel(4), { type: 'TOGGLE_CATEGORY', category: 8, checked: true }, sel(5)],
    ['level 5 (after Accept), untick 8', sel(5), { type: 'TOGGLE_CATEGORY', category: 8, checked: false }, sel(4)],
    ['level 3, untick 5 (not a level)', sel(3), { type: 'TOGGLE_CATEGORY', category: 5, checked: false }, sel(null, [6])],
    ['[6], tick 5 (level 3)', sel(null, [6]), { type: 'TOGGLE_CATEGORY', category: 5, checked: true }, sel(3)],
    ['[8], tick 5', sel(null, [8]), { type: 'TOGGLE_CATEGORY', category: 5, checked: true }, sel(null, [5, 8])],
    ['[5,8], untick 5', sel(null, [5, 8]), { type: 'TOGGLE_CATEGORY', category: 5, checked: false }, sel(null, [8])],
    ['[8], untick 8 (nothing left = block all)', sel(null, [8]), { type: 'TOGGLE_CATEGORY', category: 8, checked: false }, sel(1)],
    ['select 9 (not a level)', sel(2), { type: 'SELECT_LEVEL', level: 9 }, sel(2)],
    ['tick 4 (not a category)', sel(2), { type: 'TOGGLE_CATEGORY', category: 4, checked: true }, sel(2)],
    ['reset', sel(2), { type: 'RESET', selection: sel(null, [7]) }, sel(null, [7])],
  ])('%s -> %j', (_name, state, action, expected) => {
    expect(selectionReducer(state, action)).toEqual(expected);
  });

  it('no change -> the same object (no re-render)', () => {
    const s = sel(3);
    expect(selectionReducer(s, { type: 'SELECT_LEVEL', level: 3 })).toBe(s);
    const c = sel(null, [6]);
    expect(selectionReducer(c, { type: 'TOGGLE_CATEGORY', category: 6, checked: true })).toBe(c);
  });
});

describe('sliderStates: active, earlier items selected (block all excluded), the rest unselected', () => {
  it.each<[Selection, string]>([
    [sel(1), 'active unselected unselected unselected unselected'],
    [sel(2), 'unselected active unselected unselected unselected'],
    [sel(4), 'unselected selected selected active unselected'],
    [sel(5), 'unselected selected selected selected active'],
    [sel(null, [6]), 'unselected unselected unselected unselected unselected'],
  ])('%j -> %s', (s, expected) => {
    const states = sliderStates(s);
    expect(states.map((x) => x.level)).toEqual([1, 2, 3, 4, 5]);
    expect(states.map((x) => x.state).join(' ')).toBe(expected);
  });
});

describe('what a save posts and what it allows', () => {
  it.each<[Selection, number, number[], number[], boolean]>([
    [sel(1), 1, [1], [], true],
    [sel(2), 2, [5], [5], false],
    [sel(3), 3, [5, 6], [5, 6], false],
    [sel(5), 5, [5, 6, 7, 8], [5, 6, 7, 8], false],
    [sel(null, [6, 8]), 2, [6, 8], [6, 8], false],
    [sel(null, [5, 6, 7]), 4, [5, 6, 7], [5, 6, 7], false],
    [sel(null, []), 1, [1], [], true],
  ])('%j -> level %s, level_id %j, allows %j, block %s', (s, level, ids, categories, block) => {
    expect(selectionLevel(s)).toBe(level);
    expect(selectionLevelIds(s)).toEqual(ids);
    expect(selectionCategories(s)).toEqual(categories);
    expect(isBlockAll(s)).toBe(block);
  });
});

describe('initialSelection: the modal starts from the recorded consent', () => {
  it.each<[{ level: number; ids?: number[] } | null, Selection]>([
    [null, sel(2)],
    [{ level: 4 }, sel(4)],
    [{ level: 4, ids: [5, 6, 7] }, sel(4)],
    [{ level: 1, ids: [1] }, sel(1)],
    [{ level: 2, ids: [6, 8] }, sel(null, [6, 8])],
    [{ level: 12, ids: [] }, sel(null, [6, 8])],
  ])('%j -> %j', (stored, expected) => expect(initialSelection(stored, 2)).toEqual(expected));
});

describe('describeSelection: allowed / not-allowed lists switch per category', () => {
  const source: DescriptionSource = { always: ['cookie choice'], byCategory: { 5: ['e'], 6: ['f'], 7: ['a'], 8: ['ad'] } };
  it.each<[Selection, string[], string[]]>([
    [sel(1), ['cookie choice'], ['e', 'f', 'a', 'ad']],
    [sel(3), ['cookie choice', 'e', 'f'], ['a', 'ad']],
    [sel(5), ['cookie choice', 'e', 'f', 'a', 'ad'], []],
    [sel(null, [6, 8]), ['cookie choice', 'f', 'ad'], ['e', 'a']],
  ])('%j -> allowed %j, not allowed %j', (s, allowed, notAllowed) => {
    expect(describeSelection(s, source)).toEqual({ allowed, notAllowed });
  });
  it('a level with its own lists (config levels) -> those lists; categories still derive', () => {
    const own = { ...source, byLevel: { 3: { allowed: ['own yes'], notAllowed: ['own no'] }, 4: { allowed: ['only yes'] } } };
    expect(describeSelection(sel(3), own)).toEqual({ allowed: ['own yes'], notAllowed: ['own no'] });
    expect(describeSelection(sel(4), own)).toEqual({ allowed: ['only yes'], notAllowed: ['ad'] });
    expect(describeSelection(sel(null, [5]), own)).toEqual({ allowed: ['cookie choice', 'e'], notAllowed: ['f', 'a', 'ad'] });
  });
});

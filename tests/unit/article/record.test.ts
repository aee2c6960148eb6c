import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '../../../src/core/article/config';
import { answerOfBlock, blockEntry, statsCreateBody, statsUpdateBody, type BlockInput } from '../../../src/core/article/record';

const single: ArticleBlock = { id: 'smaak', recordId: 'smaak', type: 'single', question: 'Waar ga jij voor?', answers: [{ id: 11, text: 'Slagroom', next: 'extra' }, { id: '12', text: 'Chocolade' }], next: 'slot' };
const multi: ArticleBlock = { id: '2', recordId: 2, type: 'multi', question: "Extra's?", answers: [{ id: 21, text: 'Naam' }, { id: 22, text: 'Foto', next: 'x' }, { id: 23, text: 'Bloemen', next: 'y' }] };
const text: ArticleBlock = { id: 't', recordId: 't', type: 'textfield', question: 'Herinnering?', answers: [{ id: 1, text: 'Verstuur', next: 'finish' }] };

describe('article answers (spec section 3 "Interactive article stat record")', () => {
  it.each<[string, ArticleBlock, BlockInput, unknown]>([
    ['single -> [{id, text}] of the button; its next first', single, { type: 'single', index: 0 }, { answers: [{ id: 11, text: 'Slagroom' }], nexts: ['extra', 'slot'] }],
    ['single without next -> the block next', single, { type: 'single', index: 1 }, { answers: [{ id: '12', text: 'Chocolade' }], nexts: [undefined, 'slot'] }],
    ['multi -> ticked {id, text} in block order; first ticked next', multi, { type: 'multi', chosen: [2, 0] }, { answers: [{ id: 21, text: 'Naam' }, { id: 23, text: 'Bloemen' }], nexts: [undefined, 'y'] }],
    ['multi none -> []; the first answer next', multi, { type: 'multi', chosen: [] }, { answers: [], nexts: [undefined, 'x'] }],
    ['textfield -> plain text', text, { type: 'textfield', text: ' Oma’s appeltaart ' }, { answers: 'Oma’s appeltaart', nexts: [undefined, 'finish'] }],
    ['textfield empty -> -/-', text, { type: 'textfield', text: '' }, { answers: '-/-', nexts: [undefined, 'finish'] }],
    ['textfield spaces -> -/-', text, { type: 'textfield', text: '  \t' }, { answers: '-/-', nexts: [undefined, 'finish'] }],
  ])('%s', (_name, block, input, expected) => {
    expect(answerOfBlock(block, input)).toEqual(expected);
  });

  it('entry -> {id, type, question, answers} with the id as configured (number stays number)', () => {
    expect(blockEntry(multi, [{ id: 21, text: 'Naam' }])).toEqual({ id: 2, type: 'multi', question: "Extra's?", answers: [{ id: 21, text: 'Naam' }] });
    expect(blockEntry(text, '-/-')).toEqual({ id: 't', type: 'textfield', question: 'Herinnering?', answers: '-/-' });
  });

  it('create -> {post_id, blocks_count, data}; update -> {data}', () => {
    const e = blockEntry(text, 'x');
    expect(statsCreateBody(482, 3, [e])).toEqual({ post_id: 482, blocks_count: 3, data: [e] });
    expect(statsUpdateBody([e, e])).toEqual({ data: [e, e] });
  });
});

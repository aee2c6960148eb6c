import { describe, expect, it } from 'vitest';
import { articleElementConfig } from '../../../src/core/article/config';
import { formatIssue } from '../../../src/core/shared/schema';

const parse = (json: unknown, ...postId: unknown[]) => articleElementConfig({ json, props: { postId: postId.length ? postId[0] : 482 } });

describe('article config', () => {
  it('numeric ids kept for the record, strings for the flow; answer ids default to their place', () => {
    const r = parse({ blocks: [{ id: 1, type: 'single', question: 'Q', answers: [{ text: 'a', next: 2 }, { id: 'b', text: 'b' }] }, { id: 2, type: 'textfield', question: 'T', next: 'finish' }] });
    if (!r.ok) throw new Error(formatIssue(r.issue));
    expect(r.value.postId).toBe(482);
    expect(r.value.blocks[0]).toEqual({ id: '1', recordId: 1, type: 'single', question: 'Q', answers: [{ id: 1, text: 'a', next: '2' }, { id: 'b', text: 'b' }] });
    expect(r.value.blocks[1]).toEqual({ id: '2', recordId: 2, type: 'textfield', question: 'T', answers: [], next: 'finish' });
  });

  it.each<[string, unknown, unknown]>([
    ['attribute', 12, { blocks: [] }],
    ['config post_id when no attribute', undefined, { blocks: [], post_id: '12' }],
    ['config postId when no attribute', undefined, { blocks: [], postId: 12 }],
  ])('post id from the %s -> 12', (_name, attr, json) => {
    const r = parse(json, attr);
    expect(r.ok && r.value.postId).toBe(12);
  });

  it.each<[string, string, unknown, unknown]>([
    ['no config', '"blocks" expected an array of blocks (config JSON), got nothing', undefined, 1],
    ['no post id', '"post-id" expected an integer >= 1 (the post id), got nothing', { blocks: [] }, undefined],
    ['post id not a number', '"post-id" expected an integer >= 1, got "abc"', { blocks: [] }, 'abc'],
    ['post id 0', '"post-id" expected an integer >= 1, got number 0', { blocks: [] }, 0],
    ['unknown type', '"blocks[0].type" expected one of "single", "multi", "textfield", got "contact_fields"', { blocks: [{ id: 1, type: 'contact_fields', question: 'q' }] }, 1],
    ['single without answers', '"blocks[0].answers" expected at least one answer for a single block, got nothing', { blocks: [{ id: 1, type: 'single', question: 'q' }] }, 1],
    ['answer without text', '"blocks[0].answers[0].text" expected a string, got nothing', { blocks: [{ id: 1, type: 'single', question: 'q', answers: [{ id: 1 }] }] }, 1],
    ['next to nowhere', '"blocks[0].next" expected an existing id or "finish", got "9"', { blocks: [{ id: 1, type: 'textfield', question: 'q', next: 9 }] }, 1],
    ['duplicate ids', '"blocks[1].id" expected an id no other item has, got "a"', { blocks: [{ id: 'a', type: 'textfield', question: 'q' }, { id: 'a', type: 'textfield', question: 'r' }] }, 1],
  ])('%s -> %s', (_name, expected, json, postId) => {
    const r = parse(json, postId);
    expect(r.ok ? 'ok' : formatIssue(r.issue)).toBe(expected);
  });
});

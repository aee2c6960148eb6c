/**
 * The interactive article's stat record (spec section 3 "Interactive article stat record",
 * section 7 "Article stats create" / "Article stats update"): how each block type's answer is
 * written, the answer entries of `data`, and the create and update bodies. Pure: no DOM.
 */
import { orPlaceholder } from '../shared/flow';
import type { ArticleBlock, BlockType } from './config';

/** A chosen answer of a single or multi block. */
export interface ArticleChoice {
  id: string | number;
  text: string;
}

/** One answer entry of `data`: single and multi carry {id, text} objects, textfield plain text (-/- when empty). */
export interface ArticleEntry {
  id: string | number;
  type: BlockType;
  question: string;
  answers: ArticleChoice[] | string;
}

/** POST seoaic/v1/interactive-article-stats. */
export interface StatsCreateBody {
  post_id: number;
  blocks_count: number;
  data: ArticleEntry[];
}

/** PUT seoaic/v1/interactive-article-stats/{id}. */
export interface StatsUpdateBody {
  data: ArticleEntry[];
}

/** What the visitor did on a block, as the widget reports it (indexes into the block's answers). */
export type BlockInput = { type: 'single'; index: number } | { type: 'multi'; chosen: number[] } | { type: 'textfield'; text: string };

/** An answered block: the recorded answers and the `next` candidates its button names, most specific first. */
export interface AnsweredBlock {
  answers: ArticleChoice[] | string;
  nexts: (string | undefined)[];
}

const choice = (a: { id: string | number; text: string }): ArticleChoice => ({ id: a.id, text: a.text });

/**
 * Reads the visitor's input on `block` (spec section 3): single -> [{id, text}] of the clicked
 * answer; multi -> the ticked answers in the block's order ([] when none); textfield -> the text,
 * -/- when empty. Next: single -> the button's, then the block's; multi -> the block's, then the
 * first ticked answer's (else the first answer's); textfield -> the block's, then its first answer's.
 */
export function answerOfBlock(block: ArticleBlock, input: BlockInput): AnsweredBlock {
  switch (input.type) {
    case 'single': {
      const a = block.answers[input.index];
      return { answers: a ? [choice(a)] : [], nexts: [a?.next, block.next] };
    }
    case 'multi': {
      const ticked = block.answers.filter((_a, i) => input.chosen.includes(i));
      const answerNext = ticked.find((a) => a.next !== undefined)?.next ?? block.answers.find((a) => a.next !== undefined)?.next;
      return { answers: ticked.map(choice), nexts: [block.next, answerNext] };
    }
    case 'textfield':
      return { answers: orPlaceholder(input.text), nexts: [block.next, block.answers[0]?.next] };
  }
}

/** The `data` entry of an answered block. */
export function blockEntry(block: ArticleBlock, answers: ArticleChoice[] | string): ArticleEntry {
  return { id: block.recordId, type: block.type, question: block.question, answers };
}

/** The create body: the post, how many blocks it has, and the answers so far. */
export function statsCreateBody(postId: number, blocksCount: number, entries: readonly ArticleEntry[]): StatsCreateBody {
  return { post_id: postId, blocks_count: blocksCount, data: [...entries] };
}

/** The update body: every answer so far (a PUT replaces `data`, so a repeat is harmless). */
export function statsUpdateBody(entries: readonly ArticleEntry[]): StatsUpdateBody {
  return { data: [...entries] };
}

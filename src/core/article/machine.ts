/**
 * The interactive article's state machine (spec section 4 "Interactive article"): the first block
 * is shown; answering disables all its buttons, records the answer and runs the block named by
 * the button 1.6 s later, unless it is the finish marker. Each answer button works once.
 * A pure transition function; the widget runs the effects (timers, record calls, focus).
 */
import { resolveNext } from '../shared/flow';
import type { ArticleConfig } from './config';
import { BLOCK_DELAY_MS } from './constants';
import { answerOfBlock, blockEntry, type ArticleEntry, type BlockInput } from './record';

export interface ArticleState {
  /** Blocks shown, in order (a block shows once). */
  shown: string[];
  /** What was answered per block id (which buttons to mark; all of that block's buttons are disabled). */
  answered: Record<string, BlockInput>;
  /** `data` so far. */
  entries: ArticleEntry[];
  /** The create call was asked for. */
  created: boolean;
  /** The block that runs once the delay has passed. */
  pending?: string;
  finished: boolean;
  /** The visitor answered, so focus follows to the next block. */
  followFocus: boolean;
}

export type ArticleEvent = { type: 'START' } | { type: 'ANSWER'; blockId: string; input: BlockInput } | { type: 'RUN'; blockId: string };

export type ArticleEffect =
  | { type: 'after'; ms: number; event: ArticleEvent }
  | { type: 'record'; kind: 'create' | 'update'; entries: ArticleEntry[] }
  /** Focus the first control of block `blockId`, or the closing message (blockId undefined). */
  | { type: 'focus'; blockId?: string };

type Result = { state: ArticleState; effects: ArticleEffect[] };

/** The delay before the next block runs: the spec's 1.6 s, 0 under reduced motion. */
export function blockDelay(reducedMotion: boolean): number {
  return reducedMotion ? 0 : BLOCK_DELAY_MS;
}

/** The state before START. */
export function initialArticleState(): ArticleState {
  return { shown: [], answered: {}, entries: [], created: false, finished: false, followFocus: false };
}

/** Next state and the effects to run for one event; `delayMs` is {@link blockDelay}. */
export function articleTransition(state: ArticleState, event: ArticleEvent, config: ArticleConfig, delayMs: number): Result {
  const none: Result = { state, effects: [] };
  switch (event.type) {
    case 'START': {
      const first = config.blocks[0];
      if (!first || state.shown.length > 0) return none;
      return { state: { ...state, shown: [first.id] }, effects: [] };
    }
    case 'ANSWER': {
      // Each block answers once: its buttons are disabled from the first answer on.
      if (!state.shown.includes(event.blockId) || event.blockId in state.answered) return none;
      const index = config.blocks.findIndex((b) => b.id === event.blockId);
      const block = config.blocks[index];
      if (!block || block.type !== event.input.type) return none;
      const answered = answerOfBlock(block, event.input);
      const entries = [...state.entries, blockEntry(block, answered.answers)];
      const target = resolveNext(
        config.blocks.map((b) => b.id),
        index,
        ...answered.nexts,
      );
      const effects: ArticleEffect[] = [{ type: 'record', kind: state.created ? 'update' : 'create', entries }];
      const next: ArticleState = { ...state, answered: { ...state.answered, [block.id]: event.input }, entries, created: true, followFocus: true };
      // The finish marker, or a block already shown (a flow that loops back), ends the flow.
      if (target.kind === 'finish' || state.shown.includes(target.id)) {
        return { state: { ...next, finished: true }, effects: [...effects, { type: 'focus' }] };
      }
      if (delayMs === 0) {
        const run = articleTransition({ ...next, pending: target.id }, { type: 'RUN', blockId: target.id }, config, delayMs);
        return { state: run.state, effects: [...effects, ...run.effects] };
      }
      return { state: { ...next, pending: target.id }, effects: [...effects, { type: 'after', ms: delayMs, event: { type: 'RUN', blockId: target.id } }] };
    }
    case 'RUN': {
      if (state.pending !== event.blockId) return none;
      const { pending: _done, ...rest } = state;
      return { state: { ...rest, shown: [...state.shown, event.blockId] }, effects: state.followFocus ? [{ type: 'focus', blockId: event.blockId }] : [] };
    }
  }
}

/**
 * <interactive-article>'s widget: question blocks inside a post (spec sections 2-4 and 9, CONTRACT
 * "interactive-article"). The flow lives in the pure machine of src/core/article/machine.ts; this
 * file renders the blocks shown so far, runs the machine's effects and hands the stats calls to
 * the outbox (src/platform/outbox.ts), which keeps every answer until the server has it.
 *
 * Light-DOM content with `slot="block-<id>"` is shown with its block (article text that belongs
 * to a branch); other content shows at the top. Question and answer texts are rendered as text.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { ArticleBlock, ArticleConfig, ArticleTextKey } from '../../core/article/config';
import { FINISH_MARKER } from '../../core/article/constants';
import { articleTransition, blockDelay, initialArticleState, type ArticleEffect, type ArticleEvent, type ArticleState } from '../../core/article/machine';
import { answerOfBlock, type BlockInput } from '../../core/article/record';
import { resolveNext } from '../../core/shared/flow';
import type { ArticleStrings } from '../../i18n/article';
import { composedContains, deepActiveElement } from '../../platform/focus';
import { articleOutbox, queueStatsRecord } from '../../platform/article/records';
import { randomKey } from '../../platform/outbox';
import { prefersReducedMotion } from '../../platform/viewport';
import type { WidgetProps } from '../context';
import { answerControlStyles, ChoiceButton, NextButton, TextAnswer, TickList, useTicked } from '../shared/answer-controls';
import { useMachine } from '../shared/use-machine';
import { ARTICLE_PARTS as P } from './parts';
import css from './article.css';

export const articleStyles = `${answerControlStyles}\n${css}`;

type T = (key: ArticleTextKey) => string;

const FIRST_CONTROL = 'button:not(:disabled), input:not(:disabled)';

/** The `data-next` of a control: the block it runs, or the finish marker. */
function nextAttr(config: ArticleConfig, block: ArticleBlock, input: BlockInput): string {
  const index = config.blocks.indexOf(block);
  const target = resolveNext(
    config.blocks.map((b) => b.id),
    index,
    ...answerOfBlock(block, input).nexts,
  );
  return target.kind === 'finish' ? FINISH_MARKER : target.id;
}

export function InteractiveArticle({ ctx }: WidgetProps<ArticleConfig, ArticleStrings>) {
  const { config, strings, host, root } = ctx;
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const reducedMotion = useMemo(prefersReducedMotion, []);
  const delay = blockDelay(reducedMotion);
  const box = useMemo(articleOutbox, []);
  const recordKey = useRef<string | undefined>(undefined);
  const t: T = useMemo(() => (key) => config.texts[key] ?? strings[`article.${key}`], [config.texts, strings]);

  const run = (effect: Exclude<ArticleEffect, { type: 'after' }>, api: { afterCommit(fn: () => void): void }) => {
    switch (effect.type) {
      case 'record': {
        const { settings, config: c } = ctxRef.current;
        recordKey.current ??= randomKey();
        queueStatsRecord(box, settings, recordKey.current, effect.kind, c.postId, c.blocks.length, effect.entries);
        break;
      }
      case 'focus':
        api.afterCommit(() => {
          const r = ctxRef.current.root;
          const target =
            effect.blockId === undefined
              ? r.querySelector<HTMLElement>('.article__finish')
              : r.querySelector<HTMLElement>(`[part~="block"][data-block-id="${CSS.escape(effect.blockId)}"]`)?.querySelector<HTMLElement>(FIRST_CONTROL);
          if (!target) return;
          target.focus({ preventScroll: true });
          target.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
        });
        break;
    }
  };

  const { state, api } = useMachine<ArticleState, ArticleEvent, Exclude<ArticleEffect, { type: 'after' }>>(
    initialArticleState,
    (s, e) => articleTransition(s, e, config, delay),
    run,
  );

  useEffect(() => api.dispatch({ type: 'START' }), [api]);
  useEffect(() => box.attach(ctx.settings.restNonce), [box, ctx.settings.restNonce]);

  const open = state.shown.find((id) => !(id in state.answered));
  useLayoutEffect(() => {
    if (open !== undefined) host.setAttribute('data-block', open);
    else host.removeAttribute('data-block');
    host.toggleAttribute('data-finished', state.finished);
  }, [host, open, state.finished]);

  const answer = useCallback(
    (blockId: string, input: BlockInput) => {
      // The block's buttons are about to be disabled: keep focus on the block until the next block
      // takes it (at once when there is no delay).
      if (delay > 0 && composedContains(root, deepActiveElement())) {
        root.querySelector<HTMLElement>(`[part~="block"][data-block-id="${CSS.escape(blockId)}"] .article__card`)?.focus({ preventScroll: true });
      }
      api.dispatch({ type: 'ANSWER', blockId, input });
    },
    [root, api, delay],
  );

  const byId = useMemo(() => new Map(config.blocks.map((b) => [b.id, b])), [config.blocks]);
  return (
    <div className="article">
      <slot />
      {state.shown.map((id) => {
        const block = byId.get(id);
        return block ? <BlockView key={id} block={block} config={config} answered={state.answered[id]} strings={strings} t={t} onAnswer={answer} /> : null;
      })}
      {state.pending !== undefined ? (
        <p className="article__pending" aria-hidden="true">
          <span />
          <span />
          <span />
        </p>
      ) : null}
      {state.finished ? (
        <p part={P.finish} className="article__finish" tabIndex={-1}>
          {t('finish')}
        </p>
      ) : null}
    </div>
  );
}

interface BlockProps {
  block: ArticleBlock;
  config: ArticleConfig;
  /** What was answered; undefined while the block waits for an answer. */
  answered: BlockInput | undefined;
  strings: ArticleStrings;
  t: T;
  onAnswer(blockId: string, input: BlockInput): void;
}

/** One block; memoised, so an answer re-renders only the block it changes. */
const BlockView = memo(function BlockView({ block, config, answered, strings, t, onAnswer }: BlockProps) {
  const questionId = useId();
  const done = answered !== undefined;
  const answer = (input: BlockInput) => onAnswer(block.id, input);
  return (
    <div part={P.block} className="article__block" data-block-id={block.id} data-state={done ? 'answered' : 'open'}>
      <slot name={`block-${block.id}`} />
      <div className="article__card" role="group" aria-labelledby={questionId} tabIndex={-1}>
        <p part={P.question} id={questionId} className="article__question">
          {block.question}
        </p>
        {/* Spec section 4: answering disables all its buttons; each works once. */}
        <fieldset className="article__controls" disabled={done}>
          {block.type === 'single' ? (
            <div className="se-choices">
              {block.answers.map((a, i) => {
                const chosen = answered?.type === 'single' && answered.index === i;
                return (
                  <ChoiceButton key={i} chosen={chosen} next={nextAttr(config, block, { type: 'single', index: i })} data={{ 'data-answer-id': String(a.id) }} onClick={() => answer({ type: 'single', index: i })}>
                    {a.text}
                    {chosen ? <span className="se-sr-only"> ({strings['article.yourAnswer']})</span> : null}
                  </ChoiceButton>
                );
              })}
            </div>
          ) : block.type === 'multi' ? (
            <MultiControls block={block} config={config} t={t} onAnswer={answer} />
          ) : (
            <TextAnswer
              questionId={questionId}
              placeholder={block.placeholder ?? t('placeholder')}
              nextLabel={t('next')}
              nextFor={(text) => nextAttr(config, block, { type: 'textfield', text })}
              onAnswer={(text) => answer({ type: 'textfield', text })}
            />
          )}
        </fieldset>
      </div>
    </div>
  );
});

interface ControlProps {
  block: ArticleBlock;
  config: ArticleConfig;
  t: T;
  onAnswer(input: BlockInput): void;
}

function MultiControls({ block, config, t, onAnswer }: ControlProps) {
  const [chosen, toggle] = useTicked();
  return (
    <>
      <TickList items={block.answers} ticked={chosen} onToggle={toggle} />
      <div className="article__actions">
        <NextButton next={nextAttr(config, block, { type: 'multi', chosen })} label={t('next')} onClick={() => onAnswer({ type: 'multi', chosen: [...chosen].sort((x, y) => x - y) })} />
      </div>
    </>
  );
}

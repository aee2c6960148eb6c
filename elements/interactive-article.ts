/**
 * <interactive-article post-id="N">: the question flow inside an article of SEOAIC (CONTRACT
 * section 3, spec sections 2-4, 7-9): blocks run one after another, each answer is recorded in the
 * post's stat record (created, then updated), kept in an outbox until the server has it.
 * @summary Question flow inside an article (SEOAIC).
 */
import { articleElementConfig } from '../src/core/article/config';
import { InteractiveArticle, articleStyles } from '../src/widgets/article/interactive-article';
import { articleStrings } from '../src/i18n/article';
import { chunkFor } from './base/chunk';
import { createElement } from './base/create-element';
import { TAGS } from './tags';

export const { Element, upgrade, define } = chunkFor(
  createElement({
    tag: 'interactive-article',
    definition: TAGS['interactive-article'],
    styles: articleStyles,
    config: articleElementConfig,
    strings: articleStrings,
    Widget: InteractiveArticle,
  }),
);

import { ARTICLE_PARTS } from '../../src/widgets/article/parts';
import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

type PartName = (typeof ARTICLE_PARTS)[keyof typeof ARTICLE_PARTS];

const PART_DOCS: Record<PartName, string> = {
  block: 'A question block shown so far (data-block-id; data-state = open | answered).',
  question: 'The block\'s question (text).',
  'answer-button': 'A single block\'s answer; data-next carries the block it runs, or "finish"; disabled once the block is answered.',
  'answer-option': 'A multi block\'s choice (a label around a checkbox).',
  input: 'A textfield block\'s input.',
  'next-button': 'Sends a multi or textfield block; data-next as on answer buttons.',
  finish: 'The closing line once the flow has finished.',
};

export const docs: ElementDocs = {
  summary: 'Question flow inside an article (SEOAIC).',
  description:
    'The first block is shown; answering disables all its buttons, records the answer and runs the block named by the button 1.6 s later (0 under prefers-reduced-motion), ' +
    'unless it is the finish marker; each answer button works once. Types: single (buttons), multi (checkboxes and a next button), textfield. ' +
    'Answers are recorded as {id, type, question, answers}: single and multi as [{id, text}], textfield as text (-/- when empty). ' +
    'The first answer creates the stats record (POST {restUrl}seoaic/v1/interactive-article-stats {post_id, blocks_count, data}), later ones update it (PUT …/{id} {data}); ' +
    'calls wait in a localStorage outbox (se-outbox-interactive-article) until the server has them, in order, each with an Idempotency-Key; never a PUT without an id ("[InteractiveArticle] No ID found"). ' +
    'Config JSON: blocks[] (id, type, question, answers[] {id, text, next}, next, placeholder), texts. Light-DOM content with slot="block-<id>" shows with its block.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    postId: { description: 'The post id sent as post_id (required; the config\'s post_id is read when the attribute is absent).', type: 'number' },
  },
  events: [],
  parts: Object.values(ARTICLE_PARTS).map((name) => ({ name, description: PART_DOCS[name] })),
  cssProperties: [
    { name: '--se-article-accent', description: 'Card edge, buttons, the chosen answer.', default: '#2f5d50' },
    { name: '--se-article-accent-hover', description: 'Buttons on hover.', default: '#244a40' },
    { name: '--se-article-accent-contrast', description: 'Text on the accent colour.', default: '#ffffff' },
    { name: '--se-article-accent-soft', description: 'A ticked choice and the closing line.', default: '#eef6f2' },
    { name: '--se-article-bg', description: 'Card background.', default: '#ffffff' },
    { name: '--se-article-border', description: 'Card border.', default: '#e4e2dc' },
    { name: '--se-article-input-border', description: 'Inputs and choices.', default: '#8a9099' },
    { name: '--se-article-muted', description: 'The waiting dots.', default: '#59626d' },
    { name: '--se-article-radius', description: 'Card corner radius.', default: '12px' },
  ],
  slots: [
    { name: '', description: 'Article content shown above the first block.' },
    { name: 'block-<id>', description: 'Article content shown with block <id>, once it runs.' },
  ],
};

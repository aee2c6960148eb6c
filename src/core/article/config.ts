/**
 * Config of <interactive-article post-id="N"> (CONTRACT "interactive-article", spec sections 2-4):
 * `blocks[]` with `id`, `type`, `question`, `answers[]` (`id`, `text`, `next`), validated once into
 * a typed {@link ArticleConfig}. Ids and `next` may be numbers or strings, as the plugin writes
 * them; a block's own `next` (multi and textfield) and `placeholder` are this project's additions.
 * Pure: no DOM.
 */
import { checkFlowIds, flowId } from '../shared/flow';
import { array, describe, isPlainObject, number, object, oneOf, optional, record, string, type Parsed } from '../shared/schema';
import { BLOCK_TYPES } from './constants';

export type BlockType = (typeof BLOCK_TYPES)[number];

export interface ArticleAnswer {
  /** As the config wrote it (number or string): it is what the stats record carries. */
  id: string | number;
  text: string;
  next?: string;
}

export interface ArticleBlock {
  /** The flow's id (a string). */
  id: string;
  /** As the config wrote it: it is what the stats record carries. */
  recordId: string | number;
  type: BlockType;
  /** Plain text; rendered as text, never as HTML. */
  question: string;
  answers: ArticleAnswer[];
  next?: string;
  placeholder?: string;
}

/** Texts a site can override (keys of the config's `texts`). */
export const ARTICLE_TEXT_KEYS = ['next', 'finish', 'placeholder'] as const;
export type ArticleTextKey = (typeof ARTICLE_TEXT_KEYS)[number];

export interface ArticleConfig {
  postId: number;
  blocks: ArticleBlock[];
  texts: Partial<Record<ArticleTextKey, string>>;
}

const rawId = { expected: 'a string or a number', parse: (v: unknown, p: string): Parsed<string | number> => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string' ? { ok: true, value: v } : { ok: false, issue: { path: p, expected: 'a string or a number', got: describe(v) } } };
const answerSchema = object({ id: optional(rawId), text: string(), next: optional(flowId) });
const blockSchema = object({
  id: rawId,
  type: oneOf(BLOCK_TYPES),
  question: string(),
  answers: optional(array(answerSchema)),
  next: optional(flowId),
  placeholder: optional(string()),
});
const configSchema = object({
  blocks: array(blockSchema, { max: 200 }),
  post_id: optional(number({ integer: true, min: 1 })),
  postId: optional(number({ integer: true, min: 1 })),
  texts: optional(record(string())),
});
const postIdSchema = number({ integer: true, min: 1 });

const fail = (path: string, expected: string, got: unknown): Parsed<never> => ({ ok: false, issue: { path, expected, got: describe(got) } });

/** Validates the `post-id` attribute and the JSON config into an {@link ArticleConfig}. */
export function parseArticleConfig(json: unknown, postIdProp: unknown): Parsed<ArticleConfig> {
  if (json === undefined) return fail('blocks', 'an array of blocks (config JSON)', undefined);
  if (!isPlainObject(json)) return fail('(config)', 'an object', json);
  const r = configSchema.parse(json, '');
  if (!r.ok) return r;
  const c = r.value;
  let postId: number;
  if (postIdProp !== undefined && postIdProp !== null && postIdProp !== '') {
    const p = postIdSchema.parse(postIdProp, 'post-id');
    if (!p.ok) return p;
    postId = p.value;
  } else if (c.post_id !== undefined || c.postId !== undefined) {
    postId = (c.post_id ?? c.postId)!;
  } else {
    return fail('post-id', 'an integer >= 1 (the post id)', undefined);
  }
  for (const k of Object.keys(c.texts ?? {})) {
    if (!(ARTICLE_TEXT_KEYS as readonly string[]).includes(k)) return fail(`texts.${k}`, `one of ${ARTICLE_TEXT_KEYS.map((t) => JSON.stringify(t)).join(', ')}`, k);
  }

  const blocks: ArticleBlock[] = [];
  const ids: { id: string; path: string }[] = [];
  const nexts: { next: string | undefined; path: string }[] = [];
  for (let i = 0; i < c.blocks.length; i++) {
    const b = c.blocks[i]!;
    const path = `blocks[${i}]`;
    const id = String(b.id).trim();
    if (id === '') return fail(`${path}.id`, 'a non-empty id', b.id);
    ids.push({ id, path: `${path}.id` });
    nexts.push({ next: b.next, path: `${path}.next` });
    const answers: ArticleAnswer[] = (b.answers ?? []).map((a, j) => {
      nexts.push({ next: a.next, path: `${path}.answers[${j}].next` });
      const answer: ArticleAnswer = { id: a.id ?? j + 1, text: a.text };
      if (a.next !== undefined && a.next !== '') answer.next = a.next;
      return answer;
    });
    if (b.type !== 'textfield' && answers.length === 0) return fail(`${path}.answers`, `at least one answer for a ${b.type} block`, b.answers);
    const block: ArticleBlock = { id, recordId: b.id, type: b.type, question: b.question, answers };
    if (b.next !== undefined && b.next !== '') block.next = b.next;
    if (b.placeholder) block.placeholder = b.placeholder;
    blocks.push(block);
  }
  const checked = checkFlowIds(ids, nexts);
  if (!checked.ok) return checked;
  return { ok: true, value: { postId, blocks, texts: (c.texts ?? {}) as ArticleConfig['texts'] } };
}

/** The element's config function: the `post-id` attribute and the JSON block. */
export function articleElementConfig({ json, props }: { json: unknown; props: Record<string, unknown> }): Parsed<ArticleConfig> {
  return parseArticleConfig(json, props.postId);
}

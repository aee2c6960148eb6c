/**
 * Which type a Gravity Forms field is rendered and validated as. Gravity Forms' own rule
 * (`GetInputType`): the post fields take the input type chosen in the editor (`post_category`
 * as a select, `post_custom_field` as a textarea, …), the rest their own type. Pure.
 */
import type { FormField } from './types';

/** Post fields and what they render as when their `inputType` is empty (Gravity Forms' defaults). */
export const POST_FIELD_DEFAULTS: Readonly<Record<string, string>> = {
  post_title: 'text',
  post_content: 'textarea',
  post_excerpt: 'textarea',
  post_tags: 'text',
  post_category: 'select',
  post_custom_field: 'text',
  post_image: 'fileupload',
};

/** Post fields whose editor offers a choice of input type (the rest always render as their default). */
const POST_INPUT_TYPES = new Set(['post_tags', 'post_category', 'post_custom_field']);

/** The type a field renders and validates as: a post field's input type (or its default), else its own type. */
export function effectiveType(field: Pick<FormField, 'type' | 'inputType'>): string {
  const fallback = POST_FIELD_DEFAULTS[field.type];
  if (fallback === undefined) return field.type;
  return POST_INPUT_TYPES.has(field.type) && field.inputType ? field.inputType : fallback;
}

/** Field types that carry nothing to post or validate (the page's layout and the captcha, served by settings). */
export const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(['html', 'section', 'page', 'captcha']);

/**
 * <eb-posts>: a light element (no React) around the server-rendered markup of Elementor Pro's
 * Posts, Archive Posts or Loop Grid widget.
 * @summary Load more and infinite scroll for Elementor's post lists, with an error path, masonry and back/forward.
 */
import { parseBreakpoints } from '../src/core/builder/breakpoints';
import { postsStrings } from '../src/i18n/posts';
import css from '../src/light/posts/posts.css';
import { readPostsInput } from '../src/light/posts/config';
import { setupPosts } from '../src/light/posts/posts';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'eb-posts',
    definition: LIGHT_TAGS['eb-posts'],
    styles: css,
    config: ({ json, props, host }) => readPostsInput(json, props, host),
    strings: postsStrings,
    breakpoints: parseBreakpoints,
    setup: setupPosts,
  }),
);

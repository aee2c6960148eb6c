/** <eb-posts>'s strings in every locale (a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { posts as en } from './en/posts';
import { posts as nl } from './nl/posts';

export type PostsStrings = StringsOf<typeof nl>;
export const postsStrings: Bundle<PostsStrings> = { nl, en };

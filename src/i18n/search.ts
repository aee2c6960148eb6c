/** <eb-search>'s strings in every locale (a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { search as en } from './en/search';
import { search as nl } from './nl/search';

export type SearchStrings = StringsOf<typeof nl>;
export const searchStrings: Bundle<SearchStrings> = { nl, en };

/** The interactive article's strings (with the shared ones) in every locale. */
import type { Bundle, StringsOf } from './index';
import { common as enCommon } from './en/common';
import { article as enArticle } from './en/article';
import { common as nlCommon } from './nl/common';
import { article as nlArticle } from './nl/article';

const nl = { ...nlCommon, ...nlArticle };
export type ArticleStrings = StringsOf<typeof nl>;
export const articleStrings: Bundle<ArticleStrings> = { nl, en: { ...enCommon, ...enArticle } };
